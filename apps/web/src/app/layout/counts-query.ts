import { queryOptions } from '@tanstack/react-query';
import { getContentCounts } from '../../features/content/counts-api.ts';
import { contentQueryKey } from '../../features/content/query-key.ts';

/** Under the content key, so that a publish, a schedule or a delete refreshes the badge too. */
export const countsQueryKey = [...contentQueryKey, 'counts'] as const;

/** Items pending validation and scheduled (the Publications badge), as the layout reads it and its loader starts it. */
export const contentCountsQuery = queryOptions({
  queryKey: countsQueryKey,
  queryFn: ({ signal }) => getContentCounts(signal),
  retry: false,
});
