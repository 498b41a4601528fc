import { useQuery } from '@tanstack/react-query';
import { getApprovalQueue, getContentNotes } from './approval-api.ts';
import { contentQueryKey } from './queries.ts';

/** Under the content key: every change to an item (refreshContent) reads the queue and the notes again. */
export const approvalQueueKey = [...contentQueryKey, 'approvals'] as const;
export const notesKey = (id: string) => [...contentQueryKey, 'notes', id] as const;

/** The admins' approval queue, oldest request first (the « À valider » tab and its count). */
export function useApprovalQueue(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: approvalQueueKey,
    queryFn: ({ signal }) => getApprovalQueue(signal),
    enabled: options.enabled ?? true,
  });
}

/** The team's notes on one item, read while its discussion is open. */
export function useContentNotes(id: string | null) {
  return useQuery({
    queryKey: notesKey(id ?? ''),
    queryFn: ({ signal }) => getContentNotes(id ?? '', signal),
    enabled: id !== null,
  });
}
