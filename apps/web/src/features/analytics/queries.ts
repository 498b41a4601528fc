import type { AnalyticsFilterQuery } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { analyticsQueryKey } from '../content/analytics-queries.ts';
import { getContentAnalytics } from '../content/api.ts';
import { getBestPosts, getInsight } from './api.ts';

export const BEST_POSTS_LIMIT = 10;

const filterKey = (filter: AnalyticsFilterQuery) => [filter.period, filter.network ?? 'all'] as const;

export function useBestPosts(filter: AnalyticsFilterQuery) {
  return useQuery({
    queryKey: [...analyticsQueryKey, 'posts', ...filterKey(filter), BEST_POSTS_LIMIT],
    queryFn: ({ signal }) => getBestPosts(filter, BEST_POSTS_LIMIT, signal),
  });
}

/** The comment may be written by the AI provider: asked once per filter and kept a few minutes. */
export function useInsight(filter: AnalyticsFilterQuery) {
  return useQuery({
    queryKey: [...analyticsQueryKey, 'insight', ...filterKey(filter)],
    queryFn: ({ signal }) => getInsight(filter, signal),
    staleTime: 5 * 60_000,
  });
}

/** A post's figures (`/analytics?post={id}`); an unknown post is a 404, not worth asking again. */
export function usePostAnalytics(contentId: string, period: AnalyticsFilterQuery['period']) {
  return useQuery({
    queryKey: [...analyticsQueryKey, 'post', contentId, period],
    queryFn: ({ signal }) => getContentAnalytics(contentId, period, signal),
    retry: (count, error) => count < 2 && !('status' in error && (error.status === 404 || error.status === 403)),
  });
}
