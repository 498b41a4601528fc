import type { Media, MediaType, PhotoFilter } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { EmitInTransaction } from '../../core/events/service.ts';
import { newMediaKey } from '../../storage/keys.ts';
import { findFilteredVersion, insertMedia } from './repository.ts';
import { toMediaView } from './view.ts';

export interface MediaToStore {
  workspaceId: string;
  userId: string | null;
  kind: MediaType;
  bytes: Buffer;
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  filter?: PhotoFilter;
  sourceId?: string;
  originalName?: string | null;
}

/**
 * The file first, then its row; if the row cannot be written the file goes, so nothing is half-kept.
 * A filtered copy made meanwhile by another request (same photo, same filter) answers instead,
 * and this file goes too. `announce` tells of the new media in the row's transaction, so that the
 * event is kept with the row or not at all.
 */
export async function storeMedia(ctx: AppContext, file: MediaToStore, announce?: (media: Media, emit: EmitInTransaction) => Promise<void>): Promise<Media> {
  const storage = ctx.storage;
  const key = newMediaKey(file.workspaceId, file.extension);
  try {
    await storage.put(key, file.bytes, file.mimeType);
  } catch (error) {
    ctx.logger.error({ err: error, key }, 'média non enregistré dans le stockage');
    throw new AppError(502, 'media.storageFailed', { message: 'stockage indisponible' });
  }
  try {
    const stored = await ctx.events.transaction(ctx.db, async (tx, emit) => {
      const row = await insertMedia(tx, {
        workspaceId: file.workspaceId,
        userId: file.userId,
        kind: file.kind,
        mimeType: file.mimeType,
        storageKey: key,
        sizeBytes: file.bytes.length,
        width: file.width,
        height: file.height,
        durationMs: file.durationMs,
        filter: file.filter ?? 'original',
        sourceId: file.sourceId ?? null,
        originalName: file.originalName ?? null,
      });
      if (!row) return null;
      const media = toMediaView(row, storage);
      await announce?.(media, emit);
      return media;
    });
    if (stored) return stored;
  } catch (error) {
    await removeStored(ctx, key);
    throw error;
  }
  await removeStored(ctx, key);
  const copy = file.sourceId ? await findFilteredVersion(ctx.db, file.workspaceId, file.sourceId, file.filter ?? 'original') : null;
  if (!copy) throw new Error('filtered media conflict without a row');
  return toMediaView(copy, storage);
}

async function removeStored(ctx: AppContext, key: string): Promise<void> {
  await ctx.storage.delete(key).catch((cleanup: unknown) => ctx.logger.error({ err: cleanup, key }, 'média orphelin non supprimé'));
}
