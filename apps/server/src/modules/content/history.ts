import type { historyQuerySchema } from '@publia/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app/context.ts';
import { countPendingAndScheduled, findHistoryPage } from './repository.ts';
import { toHistoryItems } from './view.ts';

type HistoryQuery = z.output<typeof historyQuerySchema>;

const cacheKey = (query: HistoryQuery) =>
  [query.platform, query.status, query.search, query.dateFrom, query.dateTo, query.page, query.pageSize].map((part) => part ?? '').join('\u0000');

/**
 * GET /api/content/history, serialised: newest first by the item's date (each with its approval);
 * `hasMore` from one row past the page (no count of the whole table), read with the page's targets in
 * one statement. The workspace's approval rule comes with the page's rows; a change of rule forgets the
 * cached pages (`content.changed`).
 */
export async function contentHistoryJson(ctx: AppContext, workspaceId: string, query: HistoryQuery): Promise<string> {
  const cache = ctx.caches.history;
  const key = cacheKey(query);
  const cached = cache.get(workspaceId, key, Date.now());
  if ('body' in cached) return cached.body;
  const { rows, targets } = await findHistoryPage(
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
  const body = JSON.stringify({
    success: true,
    data: toHistoryItems(page, targets),
    pagination: { page: query.page, pageSize: query.pageSize, hasMore },
  });
  cache.set(workspaceId, key, body, cached.generation, Date.now());
  return body;
}

/** GET /api/content/counts: the Publications badge. */
export function contentCounts(ctx: AppContext, workspaceId: string) {
  return countPendingAndScheduled(ctx.db, workspaceId);
}
