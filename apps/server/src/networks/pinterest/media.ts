import { z } from 'zod';
import { forUpload } from '../chunked-upload.ts';
import type { NetworkContext } from '../context.ts';
import { callNetwork } from '../http.ts';
import { pollUntilDone } from '../poll.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, MediaInput } from '../types.ts';
import { pinterestApi } from './api.ts';

const registeredSchema = z.object({
  media_id: z.string().regex(/^\d+$/),
  upload_url: z.string().url(),
  upload_parameters: z.record(z.string(), z.string()),
});
const mediaSchema = z.object({ media_id: z.string(), status: z.enum(['registered', 'processing', 'succeeded', 'failed']) });

/**
 * A video for a video Pin (`media_source: {source_type: "video_id", media_id, cover…}`): register
 * it, post the file to the storage `upload_url` with every `upload_parameters` field before it,
 * then wait for Pinterest to process it (`failed`: the publication is refused, invalid_content).
 */
export async function uploadVideo(context: NetworkContext, account: AccountCredentials, media: MediaInput): Promise<string> {
  const answer = await pinterestApi(context, { method: 'POST', path: '/media', json: { media_type: 'video' }, bearer: account.accessToken });
  const registered = readAnswer('pinterest', registeredSchema, answer);
  const bytes = await media.read();
  const form = new FormData();
  for (const [key, value] of Object.entries(registered.upload_parameters)) form.append(key, value);
  // The storage (S3) reads the fields in order and wants the file last.
  form.append('file', new Blob([new Uint8Array(bytes)], { type: media.mimeType }), 'video');
  await callNetwork(forUpload(context, bytes.length), { method: 'POST', url: registered.upload_url, body: form }, () => null);
  await pollUntilDone(context, async () => {
    const status = await pinterestApi(context, { path: `/media/${registered.media_id}`, bearer: account.accessToken });
    const state = readAnswer('pinterest', mediaSchema, status).status;
    if (state === 'succeeded') return { state: 'done', value: undefined };
    if (state === 'failed') return { state: 'failed', reason: state };
    return { state: 'pending' };
  });
  return registered.media_id;
}
