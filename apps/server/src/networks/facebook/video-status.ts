import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { pollUntilDone } from '../poll.ts';
import type { AccountCredentials } from '../types.ts';

const VIDEO_DONE = 'ready';
const VIDEO_FAILED = 'error';

const videoAnswer = z.object({
  status: z.object({
    video_status: z.string(),
    processing_phase: z.object({ error: z.object({ message: z.string() }).optional() }).optional(),
  }),
  permalink_url: z.string().optional(),
});

/**
 * The permalink of a Page video or Reel once `status.video_status` says ready (as Graph gives it,
 * often relative); its failure is a refusal of the content.
 */
export function videoReady(context: NetworkContext, account: AccountCredentials, videoId: string) {
  return pollUntilDone<string | null>(context, async () => {
    const video = await graph(context, { path: node(videoId), query: { fields: 'status,permalink_url' }, bearer: account.accessToken }, videoAnswer);
    const state = video.status.video_status;
    if (state === VIDEO_DONE) return { state: 'done', value: video.permalink_url ?? null };
    if (state === VIDEO_FAILED) {
      const reason = video.status.processing_phase?.error?.message;
      return { state: 'failed', reason: reason ? `${state} : ${reason}` : state };
    }
    return { state: 'pending' };
  });
}
