import type { ContentItem } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { findContent, findContentItem, type ContentRow } from './repository.ts';
import { isUuid } from '../../lib/ids.ts';

export const contentNotFound = () => new AppError(404, 'content.notFound');

/** An item of the workspace; an unknown, malformed or other workspace's id is the same 404. */
export async function loadContentRow(ctx: AppContext, workspaceId: string, id: string): Promise<ContentRow> {
  const row = isUuid(id) ? await findContent(ctx.db, workspaceId, id) : null;
  if (!row) throw contentNotFound();
  return row;
}

/** The item as the API answers it: its targets, what it reposts, its approval and whether it needs one. */
export async function contentItemOf(ctx: AppContext, row: Pick<ContentRow, 'workspaceId' | 'id'>): Promise<ContentItem> {
  const item = await findContentItem(ctx.db, row.workspaceId, row.id);
  // Read after a change by the same request: gone only if deleted meanwhile, which is the same 404.
  if (!item) throw contentNotFound();
  return item;
}

/** GET /api/content/:id */
export async function getContent(ctx: AppContext, workspaceId: string, id: string): Promise<ContentItem> {
  return contentItemOf(ctx, await loadContentRow(ctx, workspaceId, id));
}
