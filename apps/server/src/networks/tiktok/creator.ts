import { apiMessagesFr, frenchMessage, type ApiMessageKey } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, AccountOption } from '../types.ts';
import { tiktokApi } from './api.ts';

const creatorInfoSchema = z.object({
  data: z.object({
    creator_username: z.string().nullish(),
    privacy_level_options: z.array(z.string()).min(1),
    comment_disabled: z.boolean().default(false),
    duet_disabled: z.boolean().default(false),
    stitch_disabled: z.boolean().default(false),
    max_video_post_duration_sec: z.number().positive(),
  }),
});
export type CreatorInfo = z.infer<typeof creatorInfoSchema>['data'];

/** What the creator may post right now: TikTok asks for this call before every Direct Post. */
export async function queryCreatorInfo(context: NetworkContext, accessToken: string): Promise<CreatorInfo> {
  const answer = await tiktokApi(context, { path: '/v2/post/publish/creator_info/query/', bearer: accessToken, readOnly: true });
  return readAnswer('tiktok', creatorInfoSchema, answer).data;
}

/**
 * The privacy level chosen in the account's settings if the creator still offers it, else the
 * widest one offered: a Direct Post must use one of `privacy_level_options`.
 */
export function choosePrivacyLevel(creator: CreatorInfo, chosen: string | undefined): string {
  const options = creator.privacy_level_options;
  if (chosen && options.includes(chosen)) return chosen;
  return options.includes('PUBLIC_TO_EVERYONE') ? 'PUBLIC_TO_EVERYONE' : options[0]!;
}

const privacyLabel = (level: string) => {
  const key = `network.tiktok.privacy.${level}` as ApiMessageKey;
  return key in apiMessagesFr ? frenchMessage(key) : level;
};

/** TikTok's guidelines want the creator to pick who sees the videos: the account setting for it. */
export async function accountOptions(context: NetworkContext, account: AccountCredentials): Promise<AccountOption[]> {
  const creator = await queryCreatorInfo(context, account.accessToken);
  return [
    {
      key: 'privacyLevel',
      label: frenchMessage('network.tiktok.privacyLevel'),
      choices: creator.privacy_level_options.map((level) => ({ value: level, label: privacyLabel(level) })),
    },
  ];
}
