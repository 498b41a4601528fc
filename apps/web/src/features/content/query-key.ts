/**
 * Every content query starts with this key, so that one invalidation refreshes lists, history and
 * badge. A file of its own: the layout's badge needs the key, not the content queries.
 */
export const contentQueryKey = ['content'] as const;
