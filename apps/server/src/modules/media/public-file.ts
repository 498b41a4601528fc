import type { AppContext } from '../../lib/context.ts';
import { storageFor } from '../../storage/index.ts';
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

/** A stored file for `GET /media/{key}`, or null: a key we did not make is never read. */
export async function readPublicFile(ctx: AppContext, key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
  if (!contentType || !isMediaKey(key)) return null;
  const bytes = await storageFor(ctx.config).get(key);
  return bytes && { bytes, contentType };
}
