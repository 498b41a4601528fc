import { COMMENT_LIMITS, COMMENT_SENTIMENTS, COMMENT_STATUSES, NETWORKS, type CommentSentiment, type CommentStatus, type Network } from '@publia/shared';

/** What the list is narrowed to, as the address keeps it (`/comments?status=flagged&platform=instagram`). */
export interface CommentFilters {
  q?: string;
  platform?: Network;
  status?: CommentStatus;
  sentiment?: CommentSentiment;
  contentId?: string;
  from?: string;
  to?: string;
  /** `me`, `none` or a member's id. */
  assignee?: string;
  unread?: 'true';
}

/** The address's parameters that are filters (`id`, the comment opened, is not one). */
export const FILTER_PARAMS = ['q', 'platform', 'status', 'sentiment', 'contentId', 'from', 'to', 'assignee', 'unread'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
};

/** The filters of the address; anything the server would refuse is left out rather than sent. */
export function filtersOf(params: URLSearchParams): CommentFilters {
  const filters: CommentFilters = {
    q: text(params.get('q'), COMMENT_LIMITS.searchMaxLength),
    platform: oneOf(NETWORKS, params.get('platform')),
    status: oneOf(COMMENT_STATUSES, params.get('status')),
    sentiment: oneOf(COMMENT_SENTIMENTS, params.get('sentiment')),
    contentId: text(params.get('contentId'), 200),
    from: isDay(params.get('from')) ? (params.get('from') ?? undefined) : undefined,
    to: isDay(params.get('to')) ? (params.get('to') ?? undefined) : undefined,
    assignee: text(params.get('assignee'), 200),
    unread: params.get('unread') === 'true' ? 'true' : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as CommentFilters;
}

/** How many filters narrow the list (the search included). */
export const activeFilterCount = (filters: CommentFilters): number => Object.keys(filters).length;

/** The address's parameters once `key` is set to `value` (removed when empty); the others are kept. */
export function withFilter(params: URLSearchParams, key: FilterParam | 'id', value: string | null | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** The address without any filter; an open comment (`id`) stays open. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  return next;
}
