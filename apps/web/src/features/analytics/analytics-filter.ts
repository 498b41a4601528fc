import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, NETWORKS, type AnalyticsFilterQuery, type AnalyticsPeriod, type Network } from '@publia/shared';

const isPeriod = (value: string | null): value is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly (string | null)[]).includes(value);
const isNetwork = (value: string | null): value is Network => (NETWORKS as readonly (string | null)[]).includes(value);

/** The period and network kept in the address (`?period=7d&network=linkedin`); anything unknown is the default. */
export function filterOf(params: URLSearchParams): AnalyticsFilterQuery {
  const period = params.get('period');
  const network = params.get('network');
  return { period: isPeriod(period) ? period : DEFAULT_ANALYTICS_PERIOD, ...(isNetwork(network) ? { network } : {}) };
}

/** The address of the overview for this filter: the default period is left out of it. */
export function overviewSearch(filter: AnalyticsFilterQuery): string {
  const search = new URLSearchParams();
  if (filter.period !== DEFAULT_ANALYTICS_PERIOD) search.set('period', filter.period);
  if (filter.network) search.set('network', filter.network);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `/analytics?post={id}`, keeping the period (and network) to come back to. */
export function detailsHref(contentId: string, filter: AnalyticsFilterQuery): string {
  const rest = overviewSearch(filter);
  return `/analytics?post=${encodeURIComponent(contentId)}${rest ? `&${rest.slice(1)}` : ''}`;
}
