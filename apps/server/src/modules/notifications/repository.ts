import type { NotificationFrequency } from '@publia/shared';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailDigestItems, memberships, notifications, users } from '../../db/schema/index.ts';

export async function insertNotification(db: Db, values: { workspaceId: string; userId: string; type: string; message: string; route: string | null }): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('insert notification returned nothing');
  return row.id;
}

/** Whose notifications: one user in one workspace. */
export interface Recipient {
  workspaceId: string;
  userId: string;
}

const ofRecipient = (to: Recipient) => and(eq(notifications.workspaceId, to.workspaceId), eq(notifications.userId, to.userId));

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

/** What the column `users.notification_settings` keeps: only what the user set. */
export interface StoredNotificationSettings {
  email: Record<string, boolean>;
  inApp: Record<string, boolean>;
  frequency?: NotificationFrequency;
}

export async function findStoredNotificationSettings(db: Db, userId: string): Promise<unknown> {
  const [row] = await db.select({ settings: users.notificationSettings }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.settings ?? {};
}

/** Saves the settings and, in the same transaction, drops the pending digest items of the e-mails now off. */
export async function saveStoredNotificationSettings(db: Db, userId: string, settings: StoredNotificationSettings, droppedKinds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ notificationSettings: { ...settings } })
      .where(eq(users.id, userId));
    if (droppedKinds.length > 0) {
      await tx.delete(emailDigestItems).where(and(eq(emailDigestItems.userId, userId), isNull(emailDigestItems.sentAt), inArray(emailDigestItems.kind, droppedKinds)));
    }
  });
}

/** A user as the notifications read them: where to write, in which language and zone, and what they want. */
export interface NotificationUser {
  id: string;
  email: string;
  name: string | null;
  firstName: string | null;
  locale: string;
  timeZone: string | null;
  settings: unknown;
}

const notificationUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  locale: users.locale,
  timeZone: users.timeZone,
  settings: users.notificationSettings,
};

export async function findNotificationUsers(db: Db, userIds: string[]): Promise<NotificationUser[]> {
  if (userIds.length === 0) return [];
  return db.select(notificationUserColumns).from(users).where(inArray(users.id, userIds));
}

export async function insertDigestItems(
  db: Db,
  items: { userId: string; workspaceId: string; kind: string; message: string; route: string | null; createdAt: Date }[],
): Promise<void> {
  if (items.length > 0) await db.insert(emailDigestItems).values(items);
}

/** The users who have e-mails waiting for a digest. */
export async function listUsersWithPendingDigest(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: emailDigestItems.userId }).from(emailDigestItems).where(isNull(emailDigestItems.sentAt));
  return rows.map((row) => row.userId);
}

export interface PendingDigestItem {
  id: string;
  workspaceId: string | null;
  kind: string;
  message: string;
  route: string | null;
  createdAt: Date;
}

/**
 * The user's items still waiting, created before `before`, of the kinds given, oldest first —
 * locked until the transaction ends; rows another run holds are skipped (they are in its e-mail).
 */
export async function lockPendingDigestItems(tx: Db, userId: string, before: Date, kinds: string[]): Promise<PendingDigestItem[]> {
  if (kinds.length === 0) return [];
  return tx
    .select({
      id: emailDigestItems.id,
      workspaceId: emailDigestItems.workspaceId,
      kind: emailDigestItems.kind,
      message: emailDigestItems.message,
      route: emailDigestItems.route,
      createdAt: emailDigestItems.createdAt,
    })
    .from(emailDigestItems)
    .where(and(eq(emailDigestItems.userId, userId), isNull(emailDigestItems.sentAt), lt(emailDigestItems.createdAt, before), inArray(emailDigestItems.kind, kinds)))
    .orderBy(asc(emailDigestItems.createdAt), asc(emailDigestItems.id))
    .for('update', { skipLocked: true });
}

export async function markDigestItemsSent(tx: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length > 0) await tx.update(emailDigestItems).set({ sentAt: at }).where(inArray(emailDigestItems.id, ids));
}

/** Sent digest items are kept a while (what went out when), then forgotten with the old notifications. */
export async function deleteOldDigestItems(db: Db, days: number): Promise<number> {
  const rows = await db
    .delete(emailDigestItems)
    .where(lt(emailDigestItems.createdAt, sql`now() - make_interval(days => ${days}::int)`))
    .returning({ id: emailDigestItems.id });
  return rows.length;
}

/**
 * The users due a weekly summary: « Résumé hebdomadaire » on (absent means on), none sent since
 * `sentBefore`, and a member of some workspace.
 */
export async function listWeeklySummaryCandidates(db: Db, sentBefore: Date): Promise<NotificationUser[]> {
  return db
    .select(notificationUserColumns)
    .from(users)
    .where(
      and(
        sql`(${users.notificationSettings} -> 'email' -> 'weeklySummary') is distinct from 'false'::jsonb`,
        or(isNull(users.weeklySummarySentAt), lt(users.weeklySummarySentAt, sentBefore)),
        sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id})`,
      ),
    );
}

/** Marks the week's summary sent, unless another run did since `sentBefore`; true when this run may send it. */
export async function claimWeeklySummary(tx: Db, userId: string, sentBefore: Date, at: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ weeklySummarySentAt: at })
    .where(and(eq(users.id, userId), or(isNull(users.weeklySummarySentAt), lt(users.weeklySummarySentAt, sentBefore))))
    .returning({ id: users.id });
  return rows.length > 0;
}
