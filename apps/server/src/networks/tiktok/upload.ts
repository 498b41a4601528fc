import type { NetworkContext } from '../context.ts';
import { callNetwork } from '../http.ts';
import { forUpload, planChunks, sendChunks } from '../chunked-upload.ts';
import { readTikTokError } from './errors.ts';

/** 10 MB chunks, as in TikTok's own example: inside the 5–64 MB window. */
const CHUNK_SIZE = 10_000_000;

export interface ChunkPlan {
  video_size: number;
  chunk_size: number;
  total_chunk_count: number;
}

/**
 * TikTok's arithmetic: `total_chunk_count = floor(video_size / chunk_size)`, the remainder riding
 * on the last chunk (≤ 128 MB); a video smaller than a chunk goes whole, as one chunk of its size.
 */
export function chunkPlan(size: number): ChunkPlan {
  const chunkSize = size < CHUNK_SIZE ? size : CHUNK_SIZE;
  return { video_size: size, chunk_size: chunkSize, total_chunk_count: Math.floor(size / chunkSize) };
}

/** The file in order, one `PUT` per chunk with its `Content-Range`; 206 until the last, then 201. */
export async function uploadVideo(context: NetworkContext, uploadUrl: string, bytes: Buffer, mimeType: string, plan: ChunkPlan): Promise<void> {
  const contentType = mimeType === 'video/quicktime' || mimeType === 'video/webm' ? mimeType : 'video/mp4';
  await sendChunks(bytes, planChunks(bytes.length, plan.chunk_size, 'merge-into-last'), async (chunk, data) => {
    await callNetwork(
      forUpload(context, data.length),
      {
        method: 'PUT',
        url: uploadUrl,
        headers: { 'content-type': contentType, 'content-range': `bytes ${chunk.start}-${chunk.end - 1}/${bytes.length}` },
        body: data,
      },
      (answer) => readTikTokError(answer),
    );
  });
}
