import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import { forUpload } from '../chunked-upload.ts';
import type { NetworkContext } from '../context.ts';
import { absoluteLink, graph, node } from '../meta/graph.ts';
import { count, graphId } from '../meta/graph-shapes.ts';
import { NetworkError } from '../network-error.ts';
import type { AccountCredentials, MediaInput, PublishResult } from '../types.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';
import { pageIdOf } from './auth.ts';
import { videoReady } from './video-status.ts';

/** The part Meta asks for next: `[start_offset, end_offset)`; the upload is over when both are equal. */
const range = z.object({ start_offset: count, end_offset: count });
const started = range.extend({ video_id: graphId, upload_session_id: graphId });
const finished = z.object({ success: z.boolean() });

/**
 * Sends the parts Meta asks for, one after the other, as `video_file_chunk` (multipart) with the
 * `start_offset` it gave; each answer names the next part. A network that does not move forward
 * (or past the file) ends the upload rather than looping.
 */
async function transfer(context: NetworkContext, account: AccountCredentials, bytes: Buffer, sessionId: string, first: z.infer<typeof range>) {
  const path = node(pageIdOf(account), 'videos');
  let next = first;
  while (next.start_offset < next.end_offset) {
    if (next.end_offset > bytes.length) throw new NetworkError(context.network, 'unknown', frenchMessage('network.unreadable', { status: 200, excerpt: JSON.stringify(next) }));
    const chunk = bytes.subarray(next.start_offset, next.end_offset);
    const form = new FormData();
    form.set('upload_phase', 'transfer');
    form.set('upload_session_id', sessionId);
    form.set('start_offset', String(next.start_offset));
    form.set('video_file_chunk', new Blob([new Uint8Array(chunk)], { type: 'application/octet-stream' }), 'chunk');
    const answer = await graph(forUpload(context, chunk.length), { method: 'POST', host: 'video', path, body: form, bearer: account.accessToken }, range);
    if (answer.start_offset <= next.start_offset)
      throw new NetworkError(context.network, 'unknown', frenchMessage('network.unreadable', { status: 200, excerpt: JSON.stringify(answer) }));
    next = answer;
  }
}

/**
 * A Page video through Graph's resumable upload: `upload_phase=start` with the file's size (the
 * video id and session), the parts Meta asks for (`transfer`), then `finish` with the description,
 * which publishes it once processed; then `status.video_status` until it is ready. The post is the
 * video: its id is the external id, its relative permalink made absolute.
 */
export async function uploadPageVideo(context: NetworkContext, account: AccountCredentials, video: MediaInput, description: string): Promise<PublishResult> {
  const bytes = await video.read();
  const path = node(pageIdOf(account), 'videos');
  const bearer = account.accessToken;
  const session = await graph(context, { method: 'POST', host: 'video', path, json: { upload_phase: 'start', file_size: bytes.length }, bearer }, started);
  await transfer(context, account, bytes, session.upload_session_id, session);
  await graph(
    context,
    { method: 'POST', host: 'video', path, json: { upload_phase: 'finish', upload_session_id: session.upload_session_id, description, published: true }, bearer },
    finished,
  );
  const videoId = session.video_id;
  const permalink = await afterAcceptance(context.network, () => videoReady(context, account, videoId));
  return { externalId: videoId, url: absoluteLink(context, permalink ?? `/${videoId}`) };
}
