import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import { forUpload } from '../chunked-upload.ts';
import type { NetworkContext } from '../context.ts';
import { callNetwork } from '../http.ts';
import { readGraphError } from '../meta/errors.ts';
import { absoluteLink, graph, node } from '../meta/graph.ts';
import { graphId } from '../meta/graph-shapes.ts';
import { NetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, MediaInput, PublishResult } from '../types.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';
import { pageIdOf } from './auth.ts';
import { videoReady } from './video-status.ts';

const started = z.object({ video_id: graphId, upload_url: z.string().url() });
const succeeded = z.object({ success: z.boolean() });

/** Meta's upload host for Reels; in sandbox mode (or behind an overridden Graph host) that host itself. */
const RUPLOAD_ORIGIN = 'https://rupload.facebook.com';

/** The Page token goes only to Meta's upload host or to the Graph host in use, whatever URL an answer names. */
function checkedUploadUrl(context: NetworkContext, uploadUrl: string): string {
  const origin = new URL(uploadUrl).origin;
  if (origin === RUPLOAD_ORIGIN || origin === new URL(context.baseUrls.api).origin) return uploadUrl;
  throw new NetworkError(context.network, 'unknown', frenchMessage('network.unreadable', { status: 200, excerpt: uploadUrl }));
}

/** The whole file in one request to the upload URL (`offset` 0, `file_size`), the token as `OAuth`. */
async function sendReelBytes(context: NetworkContext, account: AccountCredentials, uploadUrl: string, bytes: Buffer) {
  const answer = await callNetwork(
    forUpload(context, bytes.length),
    {
      method: 'POST',
      url: checkedUploadUrl(context, uploadUrl),
      headers: { authorization: `OAuth ${account.accessToken}`, offset: '0', file_size: String(bytes.length), 'content-type': 'application/octet-stream' },
      body: bytes,
    },
    readGraphError(context.network),
  );
  readAnswer(context.network, succeeded, answer);
}

/**
 * A Facebook Reel: `video_reels` with `upload_phase=start` (the video id and its upload URL), the
 * bytes to that URL, then `upload_phase=finish` with `video_state=PUBLISHED` and the description;
 * then the video's status until it is ready. The Reel is the post: its id is the external id.
 */
export async function publishReel(context: NetworkContext, account: AccountCredentials, video: MediaInput, description: string): Promise<PublishResult> {
  const bytes = await video.read();
  const path = node(pageIdOf(account), 'video_reels');
  const bearer = account.accessToken;
  const session = await graph(context, { method: 'POST', path, json: { upload_phase: 'start' }, bearer }, started);
  await sendReelBytes(context, account, session.upload_url, bytes);
  await graph(context, { method: 'POST', path, json: { upload_phase: 'finish', video_id: session.video_id, video_state: 'PUBLISHED', description }, bearer }, succeeded);
  const permalink = await afterAcceptance(context.network, () => videoReady(context, account, session.video_id));
  return { externalId: session.video_id, url: absoluteLink(context, permalink ?? `/reel/${session.video_id}`) };
}
