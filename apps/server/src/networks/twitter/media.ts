import { z } from 'zod';
import { photoAltText } from '../alt-text.ts';
import { forUpload, planChunks, sendChunks } from '../chunked-upload.ts';
import type { NetworkContext } from '../context.ts';
import { pollUntilDone, type PollState } from '../poll.ts';
import { readAnswer } from '../read-answer.ts';
import type { MediaInput } from '../types.ts';
import { xApi } from './api.ts';

/** X's chunk size for `append` (postiz and X's own samples use 1 MB). */
export const X_CHUNK_BYTES = 1024 * 1024;

const processingSchema = z
  .object({
    state: z.enum(['pending', 'in_progress', 'succeeded', 'failed']),
    check_after_secs: z.number().nullish(),
    error: z.object({ message: z.string().nullish(), name: z.string().nullish() }).nullish(),
  })
  .nullish();

const uploadSchema = z.object({ data: z.object({ id: z.string().min(1), processing_info: processingSchema }) });

const fileOf = (bytes: Buffer, mimeType: string) => new Blob([new Uint8Array(bytes)], { type: mimeType });

/** A photo in one request (`tweet_image`); X answers its id at once, nothing to process. */
async function uploadImage(context: NetworkContext, token: string, media: MediaInput, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('media', fileOf(bytes, media.mimeType), 'media');
  form.append('media_category', 'tweet_image');
  form.append('media_type', media.mimeType);
  const answer = await xApi(forUpload(context, bytes.length), { path: '/2/media/upload', body: form, bearer: token });
  return readAnswer('twitter', uploadSchema, answer).data.id;
}

type Processing = z.infer<typeof processingSchema>;

function stateOf(processing: Processing): PollState<true> & { waitMs?: number } {
  if (!processing || processing.state === 'succeeded') return { state: 'done', value: true };
  if (processing.state === 'failed') {
    return { state: 'failed', reason: processing.error?.message ?? processing.error?.name ?? 'failed' };
  }
  return { state: 'pending', waitMs: (processing.check_after_secs ?? 1) * 1000 };
}

/**
 * Follows X's processing of a video or GIF: the state `finalize` gave first, after the delay X
 * asks for, then `GET /2/media/upload?command=STATUS` until it succeeds or fails.
 */
async function waitForProcessing(context: NetworkContext, token: string, id: string, first: Processing): Promise<void> {
  let latest = first;
  let asked = false;
  await pollUntilDone(context, async () => {
    if (asked) {
      const answer = await xApi(context, { method: 'GET', path: '/2/media/upload', query: { command: 'STATUS', media_id: id }, bearer: token });
      latest = readAnswer('twitter', uploadSchema, answer).data.processing_info;
    }
    asked = true;
    return stateOf(latest);
  });
}

/** A video or a GIF: `initialize`, one `append` per 1 MB part, `finalize`, then the processing. */
async function uploadInChunks(context: NetworkContext, token: string, media: MediaInput, bytes: Buffer): Promise<string> {
  const category = media.type === 'video' ? 'tweet_video' : 'tweet_gif';
  const init = await xApi(context, {
    path: '/2/media/upload/initialize',
    json: { media_type: media.mimeType, total_bytes: bytes.length, media_category: category },
    bearer: token,
  });
  const { id } = readAnswer('twitter', uploadSchema, init).data;
  await sendChunks(bytes, planChunks(bytes.length, X_CHUNK_BYTES), async (chunk, data) => {
    const form = new FormData();
    form.append('media', fileOf(data, 'application/octet-stream'), 'media');
    form.append('segment_index', String(chunk.index));
    await xApi(forUpload(context, data.length), { path: `/2/media/upload/${id}/append`, body: form, bearer: token });
  });
  const finalized = await xApi(context, { path: `/2/media/upload/${id}/finalize`, bearer: token, method: 'POST' });
  await waitForProcessing(context, token, id, readAnswer('twitter', uploadSchema, finalized).data.processing_info);
  return id;
}

/**
 * A medium's alternative text: X takes none in the upload itself but afterwards, on the media id
 * (`POST /2/media/metadata`), before the tweet attaches it.
 */
async function describeMedia(context: NetworkContext, token: string, id: string, text: string): Promise<void> {
  await xApi(context, { path: '/2/media/metadata', json: { id, metadata: { alt_text: { text } } }, bearer: token });
}

/**
 * Uploads the post's photo, GIF or video, with the photo's alternative text when one was written,
 * and returns the media id to attach to the tweet.
 */
export async function uploadMedia(context: NetworkContext, token: string, media: MediaInput): Promise<string> {
  const bytes = await media.read();
  const id = media.type === 'image' && media.mimeType !== 'image/gif' ? await uploadImage(context, token, media, bytes) : await uploadInChunks(context, token, media, bytes);
  const altText = photoAltText(media);
  if (altText) await describeMedia(context, token, id, altText);
  return id;
}
