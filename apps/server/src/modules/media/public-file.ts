import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { Readable } from 'node:stream';
import { StorageError, type StoredFile } from '../../storage/index.ts';
import { isMediaKey } from '../../storage/keys.ts';

/** Only the types we store; the extension was chosen from the bytes at upload. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

/**
 * A stored file for `GET /media/{key}`, or null: a key we did not make is never read. Read in
 * pieces when the store can (the local directory), so that a long video played with range
 * requests never sits whole in memory; else read whole (a store that only answers whole files).
 */
export async function readPublicFile(ctx: AppContext, key: string): Promise<(StoredFile & { contentType: string }) | null> {
  const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
  if (!contentType || !isMediaKey(key)) return null;
  try {
    const storage = ctx.storage;
    if (storage.open) {
      const file = await storage.open(key);
      return file && { ...file, contentType };
    }
    const bytes = await storage.get(key);
    return bytes && { size: bytes.length, read: (range) => Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]), contentType };
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    ctx.logger.warn({ err: error, key }, 'média : stockage indisponible');
    throw new AppError(502, 'media.storageFailed', { message: 'stockage indisponible' });
  }
}

/**
 * A single `Range: bytes=a-b` (or `a-`, or `-n`) as video players and networks fetching a video
 * send it; null for no range or one we do not serve (several ranges: the whole file is answered).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const [start, end] = match[1] ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1] : [Math.max(0, size - Number(match[2])), size - 1];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
