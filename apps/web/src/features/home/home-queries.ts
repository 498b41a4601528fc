import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { analyticsSummaryQuery } from '../content/analytics-queries.ts';
import { getContentHistory } from '../content/api.ts';
import { contentQueryKey } from '../content/query-key.ts';

export const LATEST_COUNT = 4;

/** "Dernières publications": the workspace's latest items, newest first, as the history orders them. */
export const latestPostsQuery = queryOptions({
  queryKey: [...contentQueryKey, 'latest', LATEST_COUNT],
  queryFn: ({ signal }) => getContentHistory({ pageSize: LATEST_COUNT }, signal),
});

/** The home's figures cover the last 30 days. */
export const HOME_FILTER = { period: '30d' } as const;

/**
 * The home's own queries (the layout's loader starts the notifications): started by the route's
 * loader while the page's code is fetched, read by the blocks with the same keys and functions.
 */
export function prefetchHomeData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(latestPostsQuery), queryClient.prefetchQuery(analyticsSummaryQuery(HOME_FILTER))]);
}
