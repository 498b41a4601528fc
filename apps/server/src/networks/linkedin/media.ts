import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import { chunksFromInclusiveRanges, forUpload, sendChunks } from '../chunked-upload.ts';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { pollUntilDone } from '../poll.ts';
import { readAnswer } from '../read-answer.ts';
import type { MediaInput } from '../types.ts';
import { linkedinApi, urnPath } from './api.ts';

const imageInitSchema = z.object({ value: z.object({ uploadUrl: z.string().min(1), image: z.string().min(1) }) });
const videoInitSchema = z.object({
  value: z.object({
    video: z.string().min(1),
    uploadToken: z.string().nullish(),
    uploadInstructions: z.array(z.object({ uploadUrl: z.string().min(1), firstByte: z.number(), lastByte: z.number() })).min(1),
  }),
});
const videoSchema = z.object({ status: z.string(), processingFailureReason: z.string().nullish() });

/** The bytes go to LinkedIn's upload URL as they are, with the member's token. */
const put = (context: NetworkContext, url: string, token: string, data: Buffer) =>
  linkedinApi(forUpload(context, data.length), {
    method: 'PUT',
    url,
    bearer: token,
    headers: { 'content-type': 'application/octet-stream' },
    body: data,
  });

/**
 * `initializeUpload` then a single PUT. A member token may not read the image back, so there is
 * no status to wait for: LinkedIn takes the post once the bytes are in.
 */
async function uploadImage(context: NetworkContext, token: string, owner: string, bytes: Buffer): Promise<string> {
  const init = await linkedinApi(context, {
    path: '/rest/images',
    query: { action: 'initializeUpload' },
    json: { initializeUploadRequest: { owner } },
    bearer: token,
  });
  const { uploadUrl, image } = readAnswer('linkedin', imageInitSchema, init).value;
  await put(context, uploadUrl, token, bytes);
  return image;
}

/** Waits for `GET /rest/videos/{urn}` to say `AVAILABLE` (or `PROCESSING_FAILED`). */
async function waitForVideo(context: NetworkContext, token: string, video: string): Promise<void> {
  await pollUntilDone(context, async () => {
    const answer = await linkedinApi(context, { method: 'GET', path: `/rest/videos/${urnPath(video)}`, bearer: token });
    const { status, processingFailureReason } = readAnswer('linkedin', videoSchema, answer);
    if (status === 'AVAILABLE') return { state: 'done', value: true };
    if (status === 'PROCESSING_FAILED') return { state: 'failed', reason: processingFailureReason ?? status };
    return { state: 'pending' };
  });
}

/**
 * `initializeUpload` with the size, one PUT per range LinkedIn names (keeping each ETag),
 * `finalizeUpload` with the ETags in order, then the processing.
 */
async function uploadVideo(context: NetworkContext, token: string, owner: string, bytes: Buffer): Promise<string> {
  const init = await linkedinApi(context, {
    path: '/rest/videos',
    query: { action: 'initializeUpload' },
    json: { initializeUploadRequest: { owner, fileSizeBytes: bytes.length, uploadCaptions: false, uploadThumbnail: false } },
    bearer: token,
  });
  const { video, uploadToken, uploadInstructions } = readAnswer('linkedin', videoInitSchema, init).value;
  const etags = await sendChunks(bytes, chunksFromInclusiveRanges(uploadInstructions), async (chunk, data) => {
    const answer = await put(context, uploadInstructions[chunk.index]!.uploadUrl, token, data);
    const etag = answer.headers.get('etag');
    if (!etag) throw new NetworkError('linkedin', 'unknown', frenchMessage('network.missingField', { field: 'ETag' }), { status: answer.status });
    return etag;
  });
  await linkedinApi(context, {
    path: '/rest/videos',
    query: { action: 'finalizeUpload' },
    json: { finalizeUploadRequest: { video, uploadToken: uploadToken ?? '', uploadedPartIds: etags } },
    bearer: token,
  });
  await waitForVideo(context, token, video);
  return video;
}

/** Uploads the post's photo or video for `owner` and returns its URN for `content.media.id`. */
export async function uploadMedia(context: NetworkContext, token: string, owner: string, media: MediaInput): Promise<string> {
  const bytes = await media.read();
  return media.type === 'video' ? uploadVideo(context, token, owner, bytes) : uploadImage(context, token, owner, bytes);
}
