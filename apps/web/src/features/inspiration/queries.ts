import type { NewsItem } from '@publia/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getCompetitors, getDailyTip, getIdeas, getKeywords, getNews, getSources, getTopics, searchInspiration } from './api.ts';

/** Every query of the page starts with this key: one invalidation reads them all again. */
export const inspirationKey = ['inspiration'] as const;

export const inspirationKeys = {
  news: [...inspirationKey, 'news'],
  sources: [...inspirationKey, 'sources'],
  topics: [...inspirationKey, 'topics'],
  keywords: [...inspirationKey, 'keywords'],
  competitors: [...inspirationKey, 'competitors'],
  tip: [...inspirationKey, 'tip'],
  ideas: [...inspirationKey, 'ideas'],
  search: [...inspirationKey, 'search'],
} as const;

/**
 * Newest day first. Within a day the server's order stands: it puts first the items that name
 * more of the watch keywords (the sort is stable).
 */
const newestDay = (a: NewsItem, b: NewsItem) => b.publishedAt.slice(0, 10).localeCompare(a.publishedAt.slice(0, 10));

/** The news of every source (or of one), page after page (« Voir plus »), newest day first. */
export function useNews(source: string | null) {
  const query = useInfiniteQuery({
    queryKey: [...inspirationKeys.news, source ?? 'all'],
    queryFn: ({ pageParam, signal }) => getNews(pageParam, source, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const items = (query.data?.pages.flatMap((page) => page.items) ?? []).toSorted(newestDay);
  return { ...query, items, total: query.data?.pages.at(-1)?.total ?? 0 };
}

export const useSources = () => useQuery({ queryKey: inspirationKeys.sources, queryFn: ({ signal }) => getSources(signal) });
export const useTopics = () => useQuery({ queryKey: inspirationKeys.topics, queryFn: ({ signal }) => getTopics(signal) });
export const useKeywords = () => useQuery({ queryKey: inspirationKeys.keywords, queryFn: ({ signal }) => getKeywords(signal) });
export const useCompetitors = () => useQuery({ queryKey: inspirationKeys.competitors, queryFn: ({ signal }) => getCompetitors(signal) });
export const useIdeas = () => useQuery({ queryKey: inspirationKeys.ideas, queryFn: ({ signal }) => getIdeas(signal) });

/** One tip a day: not worth asking again while the page is open. */
export const useDailyTip = () => useQuery({ queryKey: inspirationKeys.tip, queryFn: ({ signal }) => getDailyTip(signal), staleTime: 10 * 60_000 });

/** The search across news, topics, competitor posts and ideas; nothing is asked for an empty one. */
export function useInspirationSearch(q: string) {
  return useQuery({
    queryKey: [...inspirationKeys.search, q],
    queryFn: ({ signal }) => searchInspiration(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
