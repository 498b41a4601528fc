import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { pollUntilDone } from '../poll.ts';
import { readAnswer } from '../read-answer.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';
import { preciseIds, tiktokApi } from './api.ts';
import { kindOfTikTokCode } from './errors.ts';

/** `status/fetch` allows 30 calls a minute per token. */
const STATUS_INTERVAL_MS = 2_000;
/** Checks made after `PUBLISH_COMPLETE` for the post id, which only comes once TikTok has moderated the post. */
const ID_WAIT_CHECKS = 15;

const statusSchema = z.object({
  data: z.object({
    status: z.string(),
    fail_reason: z.string().nullish(),
    // Spelled so by TikTok; int64 values, read as strings by `preciseIds`.
    publicaly_available_post_id: z.array(z.union([z.string(), z.number()])).nullish(),
  }),
});

type Outcome = { postId: string | null } | { failReason: string };

async function waitForPost(context: NetworkContext, accessToken: string, publishId: string): Promise<Outcome> {
  let checksWithoutId = 0;
  return pollUntilDone<Outcome>(context, async () => {
    const answer = await tiktokApi(preciseIds(context), {
      path: '/v2/post/publish/status/fetch/',
      json: { publish_id: publishId },
      bearer: accessToken,
      readOnly: true,
    });
    const { status, fail_reason, publicaly_available_post_id } = readAnswer('tiktok', statusSchema, answer).data;
    if (status === 'FAILED') return { state: 'done', value: { failReason: fail_reason || status } };
    if (status === 'SEND_TO_USER_INBOX') return { state: 'done', value: { postId: null } };
    if (status === 'PUBLISH_COMPLETE') {
      const id = publicaly_available_post_id?.[0];
      if (id !== undefined) return { state: 'done', value: { postId: String(id) } };
      if (++checksWithoutId > ID_WAIT_CHECKS) return { state: 'done', value: { postId: null } };
    }
    return { state: 'pending', waitMs: STATUS_INTERVAL_MS };
  });
}

/**
 * After an accepted `init` (video or photos): `status/fetch` until the post is public. The post
 * id, or null while moderation has not given it; a failure TikTok reports throws, of the kind its
 * reason means.
 */
export async function awaitPublication(context: NetworkContext, accessToken: string, publishId: string): Promise<string | null> {
  // From here TikTok has the media: a lost status check must not make the engine post it twice.
  const outcome = await afterAcceptance('tiktok', () => waitForPost(context, accessToken, publishId));
  if (!('failReason' in outcome)) return outcome.postId;
  const kind = kindOfTikTokCode(outcome.failReason) ?? 'invalid_content';
  // The only fail reasons that mean "wait" are TikTok's daily posting caps.
  const resetAt = kind === 'rate_limited' ? { resetAt: new Date(Date.now() + 86_400_000) } : {};
  throw new NetworkError('tiktok', kind, frenchMessage('network.processingFailed', { state: outcome.failReason }), {
    code: outcome.failReason,
    ...resetAt,
  });
}
