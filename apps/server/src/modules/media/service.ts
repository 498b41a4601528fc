import type { Media } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { MediaInput } from '../../networks/types.ts';
import { findMedia, findMediaRow } from './find-media.ts';
import { findMediaByKey } from './repository.ts';
import { toMediaView } from './view.ts';

export { importVideo, uploadMedia } from './upload.ts';
export { importMediaFromUrl } from './import-from-url.ts';
export { detectType, type DetectedType } from './detect-type.ts';
export { filterMedia } from './filter.ts';
export { findMedia, findMediaRow } from './find-media.ts';

/**
 * What a draft points at, by id or by public URL: the media when it is one of this workspace's
 * files, else null (a URL of elsewhere, or of another workspace, is not ours to publish).
 */
export async function resolveMediaReference(ctx: AppContext, workspaceId: string, reference: { mediaId?: string | null; mediaUrl?: string | null }): Promise<Media | null> {
  if (reference.mediaId) return findMedia(ctx, workspaceId, reference.mediaId);
  if (!reference.mediaUrl) return null;
  const storage = ctx.storage;
  const key = storage.keyFromUrl(reference.mediaUrl);
  const row = key ? await findMediaByKey(ctx.db, workspaceId, key) : null;
  return row && toMediaView(row, storage);
}

/** The file as a network client takes it (public URL for pulls, bytes for uploads), or null when unknown. */
export async function mediaInputFor(ctx: AppContext, workspaceId: string, mediaId: string): Promise<MediaInput | null> {
  const row = await findMediaRow(ctx, workspaceId, mediaId);
  if (!row) return null;
  const storage = ctx.storage;
  return {
    type: row.kind,
    url: storage.publicUrl(row.storageKey),
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    width: row.width ?? undefined,
    height: row.height ?? undefined,
    durationSeconds: row.durationMs === null ? undefined : row.durationMs / 1000,
    async read() {
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw new Error(`media file missing from storage: ${row.storageKey}`);
      return bytes;
    },
  };
}
