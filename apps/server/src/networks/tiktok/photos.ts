import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, PublishInput } from '../types.ts';
import { tiktokApi } from './api.ts';
import { choosePrivacyLevel, type CreatorInfo } from './creator.ts';

/** A photo post's title, in UTF-16 units (its description takes the caption, up to 4000). */
const PHOTO_TITLE_MAX = 90;

const initSchema = z.object({ data: z.object({ publish_id: z.string().min(1) }) });

/** Refuses, before any call, a title TikTok would refuse on a photo post. */
export function checkPhotoTitle(title: string | undefined) {
  if (title && title.length > PHOTO_TITLE_MAX) {
    throw new NetworkError('tiktok', 'invalid_content', frenchMessage('network.titleTooLong', { count: title.length, max: PHOTO_TITLE_MAX }));
  }
}

/**
 * Photo mode, Direct Post (`content/init`, `media_type: PHOTO`): TikTok pulls each photo from its
 * public URL (whose domain must be verified with TikTok), the first as the cover; the caption is
 * the description. What the creator disabled stays disabled; TikTok adds a recommended music, as
 * its app does. Answers the publish id, to follow with `status/fetch` like a video.
 */
export async function initPhotoPost(context: NetworkContext, account: AccountCredentials, input: PublishInput, creator: CreatorInfo): Promise<string> {
  const answer = await tiktokApi(context, {
    path: '/v2/post/publish/content/init/',
    bearer: account.accessToken,
    json: {
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: {
        ...(input.title ? { title: input.title } : {}),
        description: input.text,
        privacy_level: choosePrivacyLevel(creator, account.settings.privacyLevel),
        disable_comment: creator.comment_disabled,
        auto_add_music: true,
        brand_content_toggle: false,
        brand_organic_toggle: false,
      },
      source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: (input.media ?? []).map((photo) => photo.url) },
    },
  });
  return readAnswer('tiktok', initSchema, answer).data.publish_id;
}
