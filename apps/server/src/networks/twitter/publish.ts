import { countXText, twitterLimits, X_GIF_MAX_BYTES } from '@publia/shared';
import { z } from 'zod';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, MediaInput, PublishInput, PublishResult } from '../types.ts';
import { xApi, xPostUrl } from './api.ts';
import { uploadMedia } from './media.ts';

const createdSchema = z.object({ data: z.object({ id: z.string().min(1) }) });

/** X's own rule, checked before any upload: an over-long text would be refused after the media went up. */
export function checkXPost(text: string, media?: MediaInput) {
  checkAgainstLimits(twitterLimits, { text, media }, {
    countText: countXText,
    maxBytes: (file) => (file.mimeType === 'image/gif' ? X_GIF_MAX_BYTES : undefined),
  });
}

/** `POST /2/tweets` → 201 `{data:{id,text}}`; a reply names the tweet it answers. */
export async function createTweet(
  context: NetworkContext,
  token: string,
  tweet: { text: string; mediaId?: string; inReplyTo?: string },
): Promise<string> {
  const answer = await xApi(context, {
    path: '/2/tweets',
    json: {
      ...(tweet.text ? { text: tweet.text } : {}),
      ...(tweet.mediaId ? { media: { media_ids: [tweet.mediaId] } } : {}),
      ...(tweet.inReplyTo ? { reply: { in_reply_to_tweet_id: tweet.inReplyTo } } : {}),
    },
    bearer: token,
  });
  return readAnswer('twitter', createdSchema, answer).data.id;
}

export async function publish(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const text = withLink(input.text, input.link).trim();
  checkXPost(text, input.media?.[0]);
  const mediaId = input.media?.[0] ? await uploadMedia(context, account.accessToken, input.media?.[0]) : undefined;
  const id = await createTweet(context, account.accessToken, { text, mediaId });
  return { externalId: id, url: xPostUrl(context, account.username, id) };
}
