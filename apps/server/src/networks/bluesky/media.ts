import sharp from 'sharp';
import { z } from 'zod';
import { BLUESKY_IMAGE_MAX_BYTES, BLUESKY_THUMB_MAX_BYTES, frenchMessage } from '@publia/shared';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { pollUntilDone } from '../poll.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, MediaInput } from '../types.ts';
import { bearerFetch, xrpcClient, type XrpcClient } from './xrpc.ts';

/** A blob as the PDS answers it and records embed it (`{$type: 'blob', ref: {$link}, mimeType, size}`). */
const blobSchema = z.object({ $type: z.literal('blob'), ref: z.object({ $link: z.string() }), mimeType: z.string(), size: z.number() });
export type Blob = z.infer<typeof blobSchema>;
const uploadedSchema = z.object({ blob: blobSchema });

/**
 * The photo within `maxBytes`: as it is when it fits, else re-encoded as JPEG, smaller and smaller
 * (quality first, then the size), its proportions kept. Its width and height for `aspectRatio`.
 */
export async function fitImage(bytes: Buffer, mimeType: string, maxBytes: number): Promise<{ bytes: Buffer; mimeType: string; width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  if (bytes.length <= maxBytes) return { bytes, mimeType, width, height };
  let longSide = Math.max(width, height);
  for (let attempt = 0; attempt < 8; attempt++) {
    for (const quality of [85, 70]) {
      const out = await sharp(bytes)
        .rotate()
        .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality })
        .toBuffer({ resolveWithObject: true });
      if (out.data.length <= maxBytes) return { bytes: out.data, mimeType: 'image/jpeg', width: out.info.width, height: out.info.height };
    }
    longSide = Math.round(longSide * 0.75);
  }
  throw new NetworkError('bluesky', 'invalid_content', frenchMessage('network.bluesky.imageTooHeavy', { size: (bytes.length / 1_000_000).toFixed(1) }));
}

/** Uploads bytes as a blob of the account's repository (`com.atproto.repo.uploadBlob`). */
export async function uploadBlob(xrpc: XrpcClient, bytes: Buffer, mimeType: string): Promise<Blob> {
  return readAnswer('bluesky', uploadedSchema, await xrpc.uploadBlob(bytes, mimeType)).blob;
}

/** A photo for `app.bsky.embed.images`: resized within 2,000,000 bytes, its alternative text (empty when none) and proportions. */
export async function imageOf(xrpc: XrpcClient, medium: MediaInput) {
  const fitted = await fitImage(await medium.read(), medium.mimeType, BLUESKY_IMAGE_MAX_BYTES);
  const image = await uploadBlob(xrpc, fitted.bytes, fitted.mimeType);
  return { alt: medium.altText ?? '', image, aspectRatio: { width: fitted.width, height: fitted.height } };
}

/** A link card's thumbnail within 1,000,000 bytes. */
export async function thumbOf(xrpc: XrpcClient, bytes: Buffer, mimeType: string): Promise<Blob> {
  const fitted = await fitImage(bytes, mimeType, BLUESKY_THUMB_MAX_BYTES);
  return uploadBlob(xrpc, fitted.bytes, fitted.mimeType);
}

const serviceAuthSchema = z.object({ token: z.string().min(1) });
const jobSchema = z.object({
  jobStatus: z.object({ jobId: z.string(), state: z.string(), blob: blobSchema.optional(), error: z.string().optional(), message: z.string().optional() }),
});

/** The video service: video.bsky.app, or the sandbox's. */
const videoService = (context: NetworkContext) => (context.sandbox ? `${context.baseUrls.api}/video` : 'https://video.bsky.app');

const didWebOf = (pds: string) => `did:web:${new URL(pds).host}`;

/**
 * A video through the video service: a service token of the account's PDS for the upload
 * (`com.atproto.server.getServiceAuth`), the bytes sent (`app.bsky.video.uploadVideo`), then the
 * job checked (`app.bsky.video.getJobStatus`) until its blob is ready.
 */
export async function videoOf(context: NetworkContext, pdsXrpc: XrpcClient, account: AccountCredentials, medium: MediaInput) {
  const pds = account.settings.pds || context.baseUrls.api;
  const auth = readAnswer(
    'bluesky',
    serviceAuthSchema,
    await pdsXrpc.query('com.atproto.server.getServiceAuth', { aud: didWebOf(pds), lxm: 'com.atproto.repo.uploadBlob', exp: Math.floor(Date.now() / 1000) + 30 * 60 }),
  );
  const video = xrpcClient(context, { service: videoService(context), fetch: bearerFetch(context.fetch, auth.token) });
  const bytes = await medium.read();
  const started = readAnswer(
    'bluesky',
    jobSchema,
    await video.uploadBlob(bytes, 'video/mp4', { nsid: 'app.bsky.video.uploadVideo', params: { did: account.externalId, name: `publia-${Date.now()}.mp4` } }),
  );
  const blob = await pollUntilDone(context, async () => {
    const status = readAnswer('bluesky', jobSchema, await video.query('app.bsky.video.getJobStatus', { jobId: started.jobStatus.jobId })).jobStatus;
    if (status.blob) return { state: 'done', value: status.blob };
    if (status.state === 'JOB_STATE_FAILED') return { state: 'failed', reason: status.error ?? status.message ?? status.state };
    return { state: 'pending' };
  });
  return {
    $type: 'app.bsky.embed.video' as const,
    video: blob,
    ...(medium.width && medium.height ? { aspectRatio: { width: medium.width, height: medium.height } } : {}),
  };
}
