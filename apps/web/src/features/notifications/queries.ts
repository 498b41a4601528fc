import type { NotificationsResponse } from '@publia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from './api.ts';

/** Every notifications query starts with this key: one invalidation refreshes the bell and the home page. */
export const notificationsQueryKey = ['notifications'] as const;
const unreadQueryKey = [...notificationsQueryKey, 'unread'] as const;

/** The bell reads the server this often (and when the window regains focus). */
export const NOTIFICATIONS_POLL_MS = 30_000;
/** Unread notifications the bell's panel lists (the count covers them all). */
const PANEL_LIMIT = 30;

/** The unread notifications, newest first, with the unread count: what the layout's loader starts early. */
export const unreadNotificationsQuery = queryOptions({
  queryKey: unreadQueryKey,
  queryFn: ({ signal }) => getNotifications({ unread: true, limit: PANEL_LIMIT }, signal),
  staleTime: 5_000,
});

/** The unread notifications, kept up to date; shared by the bell, the layout's counts and the home page. */
export function useUnreadNotifications() {
  return useQuery({ ...unreadNotificationsQuery, refetchInterval: NOTIFICATIONS_POLL_MS, refetchOnWindowFocus: true });
}

/** Reads the notifications again at once: after a publish or a schedule, or on `content-generated`. */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}

/** Drops what was just read from the cached list, so the bell and the home page change at once. */
function dropRead(queryClient: QueryClient, unreadCount: number, id?: string): void {
  queryClient.setQueryData<NotificationsResponse>(unreadQueryKey, (data) => (data ? { ...data, unreadCount, data: id ? data.data.filter((item) => item.id !== id) : [] } : data));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (unreadCount, id) => {
      dropRead(queryClient, unreadCount, id);
      void invalidateNotifications(queryClient);
    },
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (unreadCount) => {
      dropRead(queryClient, unreadCount);
      void invalidateNotifications(queryClient);
    },
  });
}
