import { analyticsEndpoints, type AnalyticsFilterQuery, type AnalyticsSummary } from '@publia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Every analytics query starts with this key: one invalidation (after a sync) refreshes them all. */
export const analyticsQueryKey = ['analytics'] as const;

/** How often the summary is read again while a synchronisation runs. */
export const SYNC_POLL_MS = 3000;

export async function getAnalyticsSummary(filter: AnalyticsFilterQuery, signal?: AbortSignal): Promise<AnalyticsSummary> {
  return (await api.call(analyticsEndpoints.summary, { query: filter }, { signal })).data;
}

/** The period's summary query, as the pages read it and as a route's loader starts it early. */
export function analyticsSummaryQuery(filter: AnalyticsFilterQuery) {
  return queryOptions({
    queryKey: [...analyticsQueryKey, 'summary', filter.period, filter.network ?? 'all'],
    queryFn: ({ signal }) => getAnalyticsSummary(filter, signal),
  });
}

/**
 * The period's cards, series and sync state (the home page's block and /analytics). While a
 * synchronisation runs, the summary is read again every few seconds until it is over.
 */
export function useAnalyticsSummary(filter: AnalyticsFilterQuery) {
  return useQuery({
    ...analyticsSummaryQuery(filter),
    // Another period or network keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.sync.running ? SYNC_POLL_MS : false),
  });
}
