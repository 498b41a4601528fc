import type { NetworkContext } from './context.ts';

/**
 * Chunked uploads, as X (`append` with a `segment_index`), LinkedIn (the ranges of its
 * `uploadInstructions`) and TikTok (`Content-Range` PUTs) do them: plan the parts, then send them
 * one after the other, in order, keeping what each send returns (LinkedIn's ETags, for instance).
 * One part in flight at a time is what the networks that number their parts expect.
 */

/** A part of a file: `start` inclusive, `end` exclusive, `index` from 0. */
export interface Chunk {
  index: number;
  start: number;
  end: number;
}

/**
 * What becomes of the bytes left over after the last full part: a part of their own (X, LinkedIn),
 * or added to the last part (TikTok counts `floor(size / chunk)` parts).
 */
export type Remainder = 'own-chunk' | 'merge-into-last';

/** `totalBytes` cut into parts of `chunkBytes`; a file smaller than one part is one part. */
export function planChunks(totalBytes: number, chunkBytes: number, remainder: Remainder = 'own-chunk'): Chunk[] {
  if (!Number.isInteger(chunkBytes) || chunkBytes <= 0) throw new RangeError(`chunkBytes must be a positive integer, got ${chunkBytes}`);
  if (totalBytes <= chunkBytes) return [{ index: 0, start: 0, end: Math.max(0, totalBytes) }];
  const count = remainder === 'merge-into-last' ? Math.floor(totalBytes / chunkBytes) : Math.ceil(totalBytes / chunkBytes);
  return Array.from({ length: count }, (_, index) => ({
    index,
    start: index * chunkBytes,
    end: index === count - 1 ? totalBytes : (index + 1) * chunkBytes,
  }));
}

/** Parts given by the network as inclusive byte positions (LinkedIn's `firstByte`/`lastByte`). */
export const chunksFromInclusiveRanges = (ranges: readonly { firstByte: number; lastByte: number }[]): Chunk[] =>
  ranges.map((range, index) => ({ index, start: range.firstByte, end: range.lastByte + 1 }));

/**
 * Sends each part of `bytes` in order and returns the results in the same order. A failed send
 * stops the upload: the error goes to the caller, as most networks then want a new session.
 */
export async function sendChunks<T>(bytes: Buffer, chunks: readonly Chunk[], send: (chunk: Chunk, data: Buffer) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (const chunk of chunks) results.push(await send(chunk, bytes.subarray(chunk.start, chunk.end)));
  return results;
}

/** The slowest uplink a part should still get through: 128 KiB/s. */
const SLOW_UPLINK_BYTES_PER_SECOND = 128 * 1024;

/** The context for sending `bytes` in one request: a time-out long enough for a large part on a slow link. */
export function forUpload(context: NetworkContext, bytes: number): NetworkContext {
  const needed = Math.ceil((bytes / SLOW_UPLINK_BYTES_PER_SECOND) * 1000);
  return needed > context.timeoutMs ? { ...context, timeoutMs: needed } : context;
}
