import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { getRecords, type SandboxRow } from '../kit/repository.ts';
import type { GraphFake } from '../meta/guard.ts';
import { findVideo, NETWORK } from './store.ts';

/** The size of the parts an upload is cut into (and of the resumable upload's transfer phase). */
export const PART_BYTES = 1024 * 1024;

const partId = (videoId: string, index: number) => `${videoId}:${String(index).padStart(6, '0')}`;

/** The rows keeping `bytes` received at `offset` (a multiple of PART_BYTES), one per part. */
export function partRows(videoId: string, offset: number, bytes: Buffer): SandboxRow[] {
  const rows: SandboxRow[] = [];
  for (let start = 0; start < bytes.length; start += PART_BYTES) {
    rows.push({ kind: 'video-part', id: partId(videoId, (offset + start) / PART_BYTES), data: { base64: bytes.subarray(start, start + PART_BYTES).toString('base64') } });
  }
  return rows;
}

async function videoBytes(db: Db, videoId: string, size: number): Promise<Buffer> {
  const ids = Array.from({ length: Math.ceil(size / PART_BYTES) }, (_, index) => partId(videoId, index));
  const parts = await getRecords<{ base64: string }>(db, NETWORK, 'video-part', ids);
  return Buffer.concat(ids.map((id) => Buffer.from(parts.get(id)?.base64 ?? '', 'base64')));
}

/** Where an uploaded video's file is served, for its post page (Facebook's CDN, in the sandbox). */
export const videoFileUrl = (fake: GraphFake, videoId: string) => `${fake.siteUrl}/video-files/${videoId}.mp4`;

/** `GET /video-files/{id}.mp4`: the bytes of a video sent by upload, once its upload is finished. */
export function registerVideoFiles(scope: FastifyInstance, fake: GraphFake) {
  scope.get<{ Params: { file: string } }>('/video-files/:file', async (request, reply) => {
    const videoId = /^(\d+)\.mp4$/.exec(request.params.file)?.[1];
    const video = videoId ? await findVideo(fake.db, videoId) : null;
    if (!video?.upload || video.state === 'uploading') return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('video/mp4').send(await videoBytes(fake.db, video.id, video.upload.fileSize));
  });
}
