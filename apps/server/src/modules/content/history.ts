import type { ContentItem, historyQuerySchema } from '@publia/shared';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { countPendingAndScheduled, findHistoryPage, listTargets } from './repository.ts';
import { toContentItems } from './view.ts';

type HistoryQuery = z.output<typeof historyQuerySchema>;

/**
 * GET /api/content/history: newest first by the item's date; `hasMore` from one row past the page
 * (no count of the whole table), then one query for the page's targets.
 */
export async function contentHistory(
  ctx: AppContext,
  workspaceId: string,
  query: HistoryQuery,
): Promise<{ items: ContentItem[]; hasMore: boolean }> {
  const rows = await findHistoryPage(
    ctx.db,
    workspaceId,
    {
      platform: query.platform,
      status: query.status,
      search: query.search || undefined,
      dateFrom: query.dateFrom ? new Date(query.dateFrom) : undefined,
      dateTo: query.dateTo ? new Date(query.dateTo) : undefined,
    },
    query.pageSize + 1,
    (query.page - 1) * query.pageSize,
  );
  const hasMore = rows.length > query.pageSize;
  const page = hasMore ? rows.slice(0, query.pageSize) : rows;
  const targets = await listTargets(ctx.db, workspaceId, page.map((row) => row.id));
  return { items: toContentItems(page, targets), hasMore };
}

/** GET /api/content/counts: the Publications badge. */
export function contentCounts(ctx: AppContext, workspaceId: string) {
  return countPendingAndScheduled(ctx.db, workspaceId);
}
