import { RETRY, type ContentItem, type HistoryQuery } from '@publia/shared';
import { keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client.ts';
import { getContentHistory } from './api.ts';
import { contentQueryKey } from './query-key.ts';

export { contentQueryKey } from './query-key.ts';

export type ContentFilter = Omit<HistoryQuery, 'page' | 'pageSize'>;

const PAGE_SIZE = 50;

/**
 * The retry rule for reads (3 attempts, back-off 1 s then doubling), kept to what may pass a second
 * time: no answer, or a failure on the server's side. A refused request fails at once.
 */
export const seedRetry = {
  retry: (failureCount: number, error: Error) => failureCount < RETRY.attempts - 1 && (!isApiError(error) || error.isConnectionFailure),
  retryDelay: (attempt: number) => RETRY.initialDelayMs * RETRY.factor ** attempt,
};

/** The items of a content filter, page after page ("Charger plus" asks for the next one). */
export function useContentPages(filter: ContentFilter, options: { retrySeed?: boolean; pageSize?: number } = {}) {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const query = useInfiniteQuery({
    queryKey: [...contentQueryKey, 'list', filter, pageSize],
    queryFn: ({ pageParam, signal }) => getContentHistory({ ...filter, ...pageParam, pageSize }, signal),
    initialPageParam: { page: 1 } as { page: number; after?: string },
    // The next page reads from where this one ended (its cursor), however deep the list goes.
    getNextPageParam: ({ pagination }) => (pagination.hasMore ? { page: pagination.page + 1, after: pagination.nextCursor } : undefined),
    // A new search or filter keeps the previous results on screen until its own arrive.
    placeholderData: keepPreviousData,
    ...(options.retrySeed ? seedRetry : {}),
  });
  const items: ContentItem[] = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { ...query, items };
}

/** After a change: every list, the history and the Publications badge read the server again. */
export function refreshContent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: contentQueryKey });
}

/** Removes an item from every cached list at once, before the lists are read again. */
export function dropFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<{ pages: Array<{ data: ContentItem[] }> }>({ queryKey: [...contentQueryKey, 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((item) => item.id !== id) })) } : data,
  );
}

/** Puts the server's fresh copy of an item in every cached list where it is, before they are read again. */
export function replaceInLists(queryClient: QueryClient, fresh: ContentItem): void {
  queryClient.setQueriesData<{ pages: Array<{ data: ContentItem[] }> }>({ queryKey: [...contentQueryKey, 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map((item) => (item.id === fresh.id ? fresh : item)) })) } : data,
  );
}
