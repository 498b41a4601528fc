import { notificationEndpoints as endpoints, type NotificationsResponse } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/** The notifications API: the signed-in user's, in the current workspace. */

export function getNotifications(query: { unread?: boolean; limit?: number }, signal?: AbortSignal): Promise<NotificationsResponse> {
  const unread = query.unread === undefined ? undefined : query.unread ? 'true' : 'false';
  return api.call(endpoints.notifications, { query: { unread, limit: query.limit } }, { signal });
}

/** Answers the unread count left. */
export async function markNotificationRead(id: string): Promise<number> {
  return (await api.call(endpoints.readNotification, { params: { id } })).unreadCount;
}

export async function markAllNotificationsRead(): Promise<number> {
  return (await api.call(endpoints.readAllNotifications, {})).unreadCount;
}
