import type { Media, PhotoFilter } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { photoFilterTransform } from './color-matrix.ts';
import { inImagePool } from './image-errors.ts';
import { findFilteredVersion, findMediaById, type MediaRow } from './repository.ts';
import { findMediaRow } from './find-media.ts';
import { storeMedia } from './store-media.ts';
import { toMediaView } from './view.ts';

const notFound = () => new AppError(404, 'media.notFound');

/**
 * The photo with one of the seven filters, as a new media (the source is kept). Filters never
 * stack: a filtered photo is filtered again from its original; 'original' answers the original.
 */
export async function filterMedia(ctx: AppContext, auth: SessionInfo, id: string, filter: PhotoFilter): Promise<Media> {
  const workspaceId = auth.workspace.id;
  const storage = ctx.storage;
  const found = await findMediaRow(ctx, workspaceId, id);
  if (!found) throw notFound();
  if (found.kind !== 'image') throw new AppError(400, 'media.filterVideo', {}, 'filter');
  const source: MediaRow | null = found.sourceId ? await findMediaById(ctx.db, workspaceId, found.sourceId) : found;
  if (!source) throw notFound();
  if (filter === 'original') return toMediaView(source, storage);

  const existing = await findFilteredVersion(ctx.db, workspaceId, source.id, filter);
  if (existing) return toMediaView(existing, storage);

  const bytes = await storage.get(source.storageKey);
  if (!bytes) throw notFound();
  const image = await inImagePool(() => ctx.images.applyColorTransform(bytes, source.mimeType, photoFilterTransform(filter)));
  return storeMedia(ctx, {
    workspaceId,
    userId: auth.user.id,
    kind: 'image',
    ...image,
    durationMs: null,
    filter,
    sourceId: source.id,
    originalName: source.originalName,
  });
}
