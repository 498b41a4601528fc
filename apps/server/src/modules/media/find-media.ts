import type { Media } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { findMediaById, type MediaRow } from './repository.ts';
import { toMediaView } from './view.ts';
import { isUuid } from '../../lib/ids.ts';

/** A row of this workspace, or null (another workspace's id, or no id at all, reads as unknown). */
export async function findMediaRow(ctx: AppContext, workspaceId: string, id: string): Promise<MediaRow | null> {
  return isUuid(id) ? findMediaById(ctx.db, workspaceId, id) : null;
}

/** One of this workspace's files as the API shows it, or null. */
export async function findMedia(ctx: AppContext, workspaceId: string, id: string): Promise<Media | null> {
  const row = await findMediaRow(ctx, workspaceId, id);
  return row && toMediaView(row, ctx.storage);
}
