import type { AppContext } from '../../lib/context.ts';
import { insertNotification } from './repository.ts';

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
