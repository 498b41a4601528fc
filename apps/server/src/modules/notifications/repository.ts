import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export async function insertNotification(
  db: Db,
  values: { workspaceId: string; userId: string; type: string; message: string; route: string | null },
): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('insert notification returned nothing');
  return row.id;
}

/** Whose notifications: one user in one workspace. */
export interface Recipient {
  workspaceId: string;
  userId: string;
}

const ofRecipient = (to: Recipient) =>
  and(eq(notifications.workspaceId, to.workspaceId), eq(notifications.userId, to.userId));

/** Newest first. */
export async function findNotifications(db: Db, to: Recipient, options: { unreadOnly: boolean; limit: number }) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      message: notifications.message,
      route: notifications.route,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(options.unreadOnly ? and(ofRecipient(to), eq(notifications.read, false)) : ofRecipient(to))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(db: Db, to: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ofRecipient(to), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** True when the notification exists for this recipient (read already or not). */
export async function setRead(db: Db, to: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(ofRecipient(to), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function setAllRead(db: Db, to: Recipient): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(ofRecipient(to), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Read notifications older than `readDays`, and any older than `anyDays`. */
export async function deleteOldNotifications(db: Db, readDays: number, anyDays: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.read, true), lt(notifications.createdAt, sql`now() - make_interval(days => ${readDays}::int)`)),
        lt(notifications.createdAt, sql`now() - make_interval(days => ${anyDays}::int)`),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
