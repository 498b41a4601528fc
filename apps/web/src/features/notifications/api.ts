import {
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  type NotificationsResponse,
} from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/** The notifications API: the signed-in user's, in the current workspace. */

export function getNotifications(
  query: { unread?: boolean; limit?: number },
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  return api.get('/api/notifications', {
    query: { unread: query.unread === undefined ? undefined : String(query.unread), limit: query.limit },
    schema: notificationsResponseSchema,
    signal,
  });
}

/** Answers the unread count left. */
export async function markNotificationRead(id: string): Promise<number> {
  const path = `/api/notifications/${encodeURIComponent(id)}/read`;
  return (await api.post(path, undefined, { schema: notificationsReadResponseSchema })).unreadCount;
}

export async function markAllNotificationsRead(): Promise<number> {
  return (await api.post('/api/notifications/read-all', undefined, { schema: notificationsReadResponseSchema })).unreadCount;
}
