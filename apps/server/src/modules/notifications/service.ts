import type { Notification, NotificationsResponse } from '@publia/shared';
import { isUuid } from '../../lib/ids.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../app/context.ts';
import {
  countUnread,
  deleteOldNotifications,
  findNotifications,
  insertNotification,
  setAllRead,
  setRead,
  type Recipient,
} from './repository.ts';

export type { Recipient } from './repository.ts';

/** Document 1 §3's kinds, plus `failure` (a publication or an account that needs the user). */
export type NotificationType = 'validation' | 'trend' | 'comment' | 'scheduled' | 'failure';

export interface NewNotification {
  workspaceId: string;
  userId: string;
  type: NotificationType;
  /** Ready to show (French, like every message the API writes). */
  message: string;
  /** Where a click on the notification leads, e.g. `/networks`. */
  route?: string | null;
}

/** Read ones are kept 90 days; unread ones a year, so the table stays bounded. */
const KEEP_READ_DAYS = 90;
const KEEP_ANY_DAYS = 365;

/** Adds an unread in-app notification for one user of a workspace; returns its id. */
export async function notify(ctx: AppContext, notification: NewNotification): Promise<string> {
  return insertNotification(ctx.db, {
    workspaceId: notification.workspaceId,
    userId: notification.userId,
    type: notification.type,
    message: notification.message.slice(0, 1000),
    route: notification.route ?? null,
  });
}

/** The recipient's notifications, newest first, with the count of unread ones. */
export async function listNotifications(
  ctx: AppContext,
  to: Recipient,
  options: { unreadOnly: boolean; limit: number },
): Promise<NotificationsResponse> {
  const [rows, unreadCount] = await Promise.all([findNotifications(ctx.db, to, options), countUnread(ctx.db, to)]);
  const data: Notification[] = rows.map((row) => ({
    id: row.id,
    type: row.type as Notification['type'],
    message: row.message,
    route: row.route,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  }));
  return { success: true, data, unreadCount };
}

/**
 * Marks one notification read; answers the unread count left. Another user's notification, an
 * unknown id and a malformed one are the same 404.
 */
export async function markNotificationRead(ctx: AppContext, to: Recipient, id: string): Promise<number> {
  const found = isUuid(id) && (await setRead(ctx.db, to, id));
  if (!found) throw new AppError(404, 'notifications.notFound');
  return countUnread(ctx.db, to);
}

/** "Tout marquer comme lu"; answers the unread count left (0). */
export async function markAllNotificationsRead(ctx: AppContext, to: Recipient): Promise<number> {
  await setAllRead(ctx.db, to);
  return countUnread(ctx.db, to);
}

/** Hourly maintenance: forgets old notifications. */
export async function purgeOldNotifications(ctx: AppContext): Promise<number> {
  return deleteOldNotifications(ctx.db, KEEP_READ_DAYS, KEEP_ANY_DAYS);
}
