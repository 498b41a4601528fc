import { countXText, twitterLimits, X_GIF_MAX_BYTES } from '@publia/shared';
import { z } from 'zod';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { xApi, xPostUrl } from './api.ts';
import { uploadMedia } from './media.ts';

const createdSchema = z.object({ data: z.object({ id: z.string().min(1) }) });

/**
 * X's own rules, checked before any upload: an over-long text, a fifth photo, a video or a GIF
 * beside photos would be refused after the media went up.
 */
export function checkXPost(text: string, media?: MediaInput | MediaInput[]) {
  checkAgainstLimits(
    twitterLimits,
    { text, media },
    {
      countText: countXText,
      maxBytes: (file) => (file.mimeType === 'image/gif' ? X_GIF_MAX_BYTES : undefined),
    },
  );
}

/** `POST /2/tweets` → 201 `{data:{id,text}}`: its media in the order given; a reply names the tweet it answers. */
export async function createTweet(context: NetworkContext, token: string, tweet: { text: string; mediaIds?: string[]; inReplyTo?: string }): Promise<string> {
  const answer = await xApi(context, {
    path: '/2/tweets',
    json: {
      ...(tweet.text ? { text: tweet.text } : {}),
      ...(tweet.mediaIds?.length ? { media: { media_ids: tweet.mediaIds } } : {}),
      ...(tweet.inReplyTo ? { reply: { in_reply_to_tweet_id: tweet.inReplyTo } } : {}),
    },
    bearer: token,
  });
  return readAnswer('twitter', createdSchema, answer).data.id;
}

/** Up to four photos, or one GIF or video: each uploaded in turn, their ids in the post's order. */
export async function publish(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const text = withLink(input.text, input.link).trim();
  const media = input.media ?? [];
  checkXPost(text, media);
  const mediaIds: string[] = [];
  for (const medium of media) mediaIds.push(await uploadMedia(context, account.accessToken, medium));
  const id = await createTweet(context, account.accessToken, { text, mediaIds });
  return { externalId: id, url: xPostUrl(context, account.username, id) };
}
