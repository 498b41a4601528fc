import type { historyQuerySchema } from '@publia/shared';
import type { z } from 'zod';
import type { AppContext } from '../../core/context/app-context.ts';
import { countPendingAndScheduled, findHistoryPage, parseHistoryCursor } from './repository.ts';

type HistoryQuery = z.output<typeof historyQuerySchema>;

const cacheKey = (query: HistoryQuery) =>
  [query.platform, query.status, query.search, query.dateFrom, query.dateTo, query.page, query.pageSize, query.after].map((part) => part ?? '').join('\u0000');

/**
 * GET /api/content/history, serialised: newest first by the item's date, each with its targets and
 * approval, read in one statement that writes the items' JSON. A change of the workspace's approval
 * rule forgets the cached pages (`content.changed`).
 */
export async function contentHistoryJson(ctx: AppContext, workspaceId: string, query: HistoryQuery): Promise<string> {
  const cache = ctx.caches.history;
  const key = cacheKey(query);
  const cached = cache.get(workspaceId, key, ctx.clock.now());
  if ('body' in cached) return cached.body;
  const page = await findHistoryPage(
    ctx.db,
    workspaceId,
    {
      platform: query.platform,
      status: query.status,
      search: query.search || undefined,
      dateFrom: query.dateFrom ? new Date(query.dateFrom) : undefined,
      dateTo: query.dateTo ? new Date(query.dateTo) : undefined,
    },
    query.pageSize,
    query.after ? { after: parseHistoryCursor(query.after) } : { offset: (query.page - 1) * query.pageSize },
  );
  const pagination = { page: query.page, pageSize: query.pageSize, hasMore: page.hasMore, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  // The items' JSON is the database's, joined as it is.
  const body = `{"success":true,"data":${page.data},"pagination":${JSON.stringify(pagination)}}`;
  cache.set(workspaceId, key, body, cached.generation, ctx.clock.now());
  return body;
}

/** GET /api/content/counts: the Publications badge. */
export function contentCounts(ctx: AppContext, workspaceId: string) {
  return countPendingAndScheduled(ctx.db, workspaceId);
}
