import { COMMENT_WAITING_STATUSES, type Comment, type CommentDetail, type CommentStatsPeriod, type CommentsPage } from '@publia/shared';
import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getAssignees, getCommentDetail, getCommentFilter, getComments, getCommentStats, getSavedReplies } from './api.ts';
import type { CommentFilters } from './comment-filters.ts';

/** Every query of the page starts with this key: one invalidation reads them all again. */
export const commentsKey = ['comments'] as const;

export const commentsKeys = {
  list: [...commentsKey, 'list'],
  stats: [...commentsKey, 'stats'],
  detail: [...commentsKey, 'detail'],
  assignees: [...commentsKey, 'assignees'],
  savedReplies: [...commentsKey, 'saved-replies'],
  filter: [...commentsKey, 'filter'],
} as const;

/** The comments matching the filters, page after page (« Charger plus »), newest first. */
export function useCommentPages(filters: CommentFilters) {
  const query = useInfiniteQuery({
    queryKey: [...commentsKeys.list, filters],
    queryFn: ({ pageParam, signal }) => getComments({ ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  // A comment may slip from one page to the next while new ones arrive: it is shown once.
  const seen = new Set<string>();
  const comments = pages.flatMap((page) => page.comments).filter((comment) => !seen.has(comment.id) && seen.add(comment.id));
  return { ...query, comments, first: pages[0] };
}

export const useCommentStats = (days: CommentStatsPeriod) =>
  useQuery({ queryKey: [...commentsKeys.stats, days], queryFn: ({ signal }) => getCommentStats(days, signal), placeholderData: keepPreviousData });

export const useCommentDetail = (id: string | null) =>
  useQuery({ queryKey: [...commentsKeys.detail, id], queryFn: ({ signal }) => getCommentDetail(id as string, signal), enabled: id !== null, retry: false });

/** The members do not change while the page is open. */
export const useAssignees = () => useQuery({ queryKey: commentsKeys.assignees, queryFn: ({ signal }) => getAssignees(signal), staleTime: 5 * 60_000 });
export const useSavedReplies = () => useQuery({ queryKey: commentsKeys.savedReplies, queryFn: ({ signal }) => getSavedReplies(signal) });
export const useCommentFilter = () => useQuery({ queryKey: commentsKeys.filter, queryFn: ({ signal }) => getCommentFilter(signal) });

const isWaiting = (comment: Pick<Comment, 'status'>) => COMMENT_WAITING_STATUSES.includes(comment.status);

/**
 * Puts the server's fresh copy of a comment wherever the page shows it — every loaded list, its
 * details — and moves the pending counter by what its status change means. The lists are not read
 * again at once: an answered comment stays in view, marked « Répondu », even under « En attente »,
 * until the next reading (a filter changed, « Actualiser », the window focused again). `changed:
 * false` for a comment only read (its details opened): nothing else needs reading again.
 */
export function storeComment(queryClient: QueryClient, comment: Comment, { changed = true }: { changed?: boolean } = {}): void {
  queryClient.setQueriesData<InfiniteData<CommentsPage>>({ queryKey: commentsKeys.list }, (data) => {
    if (!data) return data;
    const before = data.pages.flatMap((page) => page.comments).find((item) => item.id === comment.id);
    const shift = before ? Number(isWaiting(comment)) - Number(isWaiting(before)) : 0;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        waiting: Math.max(0, page.waiting + shift),
        comments: page.comments.map((item) => (item.id === comment.id ? comment : item)),
      })),
    };
  });
  queryClient.setQueryData<CommentDetail>([...commentsKeys.detail, comment.id], (detail) => (detail ? { ...detail, comment } : detail));
  if (!changed) return;
  void queryClient.invalidateQueries({ queryKey: commentsKeys.list, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: commentsKeys.stats });
}

/** The posts of the comments loaded so far (in any list the page read), for the « Publication » filter. */
export function loadedPosts(queryClient: QueryClient): Map<string, Comment['post']> {
  const posts = new Map<string, Comment['post']>();
  for (const [, data] of queryClient.getQueriesData<InfiniteData<CommentsPage>>({ queryKey: commentsKeys.list })) {
    for (const comment of data?.pages.flatMap((page) => page.comments) ?? []) {
      if (comment.post.contentId && !posts.has(comment.post.contentId)) posts.set(comment.post.contentId, comment.post);
    }
  }
  return posts;
}
