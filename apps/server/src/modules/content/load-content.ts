import type { ContentItem } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../app/context.ts';
import { getApprovalMode } from '../../core/settings/service.ts';
import { findApprovalView } from './approval-repository.ts';
import { findContent, listTargets, type ContentRow } from './repository.ts';
import { toContentItem } from './view.ts';
import { isUuid } from '../../lib/ids.ts';

export const contentNotFound = () => new AppError(404, 'content.notFound');

/** An item of the workspace; an unknown, malformed or other workspace's id is the same 404. */
export async function loadContentRow(ctx: AppContext, workspaceId: string, id: string): Promise<ContentRow> {
  const row = isUuid(id) ? await findContent(ctx.db, workspaceId, id) : null;
  if (!row) throw contentNotFound();
  return row;
}

/** The item as the API answers it: its targets, what it reposts, its approval and whether it needs one. */
export async function contentItemOf(ctx: AppContext, row: ContentRow): Promise<ContentItem> {
  const [targets, original, approval, mode] = await Promise.all([
    listTargets(ctx.db, row.workspaceId, [row.id]),
    row.repostOf ? findContent(ctx.db, row.workspaceId, row.repostOf) : null,
    findApprovalView(ctx.db, row.workspaceId, row.id),
    getApprovalMode(ctx, row.workspaceId),
  ]);
  const originalView = original && { id: original.id, title: original.title, impressions: original.impressions, likes: original.likes };
  return toContentItem(row, targets, originalView, approval, mode);
}

/** GET /api/content/:id */
export async function getContent(ctx: AppContext, workspaceId: string, id: string): Promise<ContentItem> {
  return contentItemOf(ctx, await loadContentRow(ctx, workspaceId, id));
}
