import { analyticsEndpoints as endpoints, pathOf, type AnalyticsFilterQuery, type AnalyticsPost } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

export async function getBestPosts(filter: AnalyticsFilterQuery, limit: number, signal?: AbortSignal): Promise<AnalyticsPost[]> {
  return (await api.call(endpoints.posts, { query: { ...filter, limit } }, { signal })).data.posts;
}

export async function getInsight(filter: AnalyticsFilterQuery, signal?: AbortSignal) {
  return (await api.call(endpoints.insight, { query: filter }, { signal })).data;
}

/** Asks every connected account's figures now; answers how many accounts were asked. */
export async function startSync(): Promise<number> {
  return (await api.call(endpoints.sync, {})).data.accounts;
}

/** The address of a download (CSV or PDF) of the period: a plain link, the browser saves the file. */
export function exportUrl(format: 'csv' | 'pdf', filter: AnalyticsFilterQuery): string {
  const search = new URLSearchParams({ period: filter.period });
  if (filter.network) search.set('network', filter.network);
  return `${pathOf(format === 'csv' ? endpoints.exportCsv : endpoints.exportPdf, undefined)}?${search.toString()}`;
}
