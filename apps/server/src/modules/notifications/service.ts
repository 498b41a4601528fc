import type { InAppNotificationToggle, Notification, NotificationsResponse } from '@publia/shared';
import { isUuid } from '../../lib/ids.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import {
  countUnread,
  deleteOldDigestItems,
  deleteOldNotifications,
  findNotificationUsers,
  findNotifications,
  insertNotification,
  setAllRead,
  setRead,
  type Recipient,
} from './repository.ts';
import { notificationSettingsOf } from './settings.ts';

export type { Recipient } from './repository.ts';

/** A validation to give, a trend, a comment, a scheduled post, and `failure` (a publication or an account that needs the user). */
export type NotificationType = 'validation' | 'trend' | 'comment' | 'scheduled' | 'failure';

/**
 * Which in-app toggle of Paramètres → Notifications governs a notification, or `essential` for what
 * the user must hear of whatever they chose (a publication that failed, an account to reconnect,
 * the subscription's payments).
 */
export type NotificationCategory = InAppNotificationToggle | 'essential';

export interface NewNotification {
  workspaceId: string;
  userId: string;
  type: NotificationType;
  category: NotificationCategory;
  /** Ready to show (French, like every message the API writes). */
  message: string;
  /** Where a click on the notification leads, e.g. `/networks`. */
  route?: string | null;
}

/** Read ones are kept 90 days; unread ones a year, so the table stays bounded. */
const KEEP_READ_DAYS = 90;
const KEEP_ANY_DAYS = 365;

/** Sent digest items are kept a month (what went out, when), then forgotten. */
const KEEP_DIGEST_ITEMS_DAYS = 30;

/** Those of `userIds` who have the toggle on (all of them for an essential notification). */
export async function usersWanting(ctx: AppContext, userIds: string[], category: NotificationCategory): Promise<string[]> {
  if (category === 'essential' || userIds.length === 0) return userIds;
  const wanting = new Set((await findNotificationUsers(ctx.db, userIds)).filter((user) => notificationSettingsOf(user.settings).inApp[category]).map((user) => user.id));
  return userIds.filter((userId) => wanting.has(userId));
}

/**
 * Adds an unread in-app notification for one user of a workspace; returns its id, or null when
 * the user turned its kind off in Paramètres → Notifications (then nothing is created).
 */
export async function notify(ctx: AppContext, notification: NewNotification): Promise<string | null> {
  const [wanting] = await usersWanting(ctx, [notification.userId], notification.category);
  if (!wanting) return null;
  return insertNotification(ctx.db, {
    workspaceId: notification.workspaceId,
    userId: notification.userId,
    type: notification.type,
    message: notification.message.slice(0, 1000),
    route: notification.route ?? null,
  });
}

/** The same notification for each of `userIds` who wants it (their settings read at once). */
export async function notifyEach(ctx: AppContext, userIds: Iterable<string>, notification: Omit<NewNotification, 'userId'>): Promise<number> {
  const recipients = await usersWanting(ctx, [...new Set(userIds)], notification.category);
  for (const userId of recipients) {
    await insertNotification(ctx.db, {
      workspaceId: notification.workspaceId,
      userId,
      type: notification.type,
      message: notification.message.slice(0, 1000),
      route: notification.route ?? null,
    });
  }
  return recipients.length;
}

/** The recipient's notifications, newest first, with the count of unread ones. */
export async function listNotifications(ctx: AppContext, to: Recipient, options: { unreadOnly: boolean; limit: number }): Promise<Omit<NotificationsResponse, 'success'>> {
  const [rows, unreadCount] = await Promise.all([findNotifications(ctx.db, to, options), countUnread(ctx.db, to)]);
  const data: Notification[] = rows.map((row) => ({
    id: row.id,
    type: row.type as Notification['type'],
    message: row.message,
    route: row.route,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  }));
  return { data, unreadCount };
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

/** Hourly maintenance: forgets old notifications and old digest items. */
export async function purgeOldNotifications(ctx: AppContext): Promise<number> {
  return (await deleteOldNotifications(ctx.db, KEEP_READ_DAYS, KEEP_ANY_DAYS)) + (await deleteOldDigestItems(ctx.db, KEEP_DIGEST_ITEMS_DAYS));
}

export { getNotificationSettings, updateNotificationSettings } from './settings.ts';
export { sendDueDigests } from './digest.ts';
export { sendWeeklySummaries } from './weekly-summary.ts';
