import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updateUserProfile(
  db: Db,
  userId: string,
  values: { firstName: string; lastName: string; phone: string | null; name: string },
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

export async function updateUserAvatarKey(db: Db, userId: string, avatarKey: string | null, now: Date): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ avatarKey, updatedAt: now }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Does another account than `userId` have this address? */
export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** The address of the user's change waiting for its link, if one is still usable. */
export async function findPendingEmailChange(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
    .orderBy(sql`${emailChanges.createdAt} desc`)
    .limit(1);
  return row?.newEmail ?? null;
}

/** Spends every change of the user still waiting: only the latest link asked for may serve. */
export async function voidEmailChangesOfUser(db: Db, userId: string, now: Date) {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

export async function insertEmailChange(db: Db, values: { tokenHash: string; userId: string; newEmail: string; expiresAt: Date }) {
  await db.insert(emailChanges).values(values);
}

/** Marks the link used in the statement that checks it, so that it serves once. */
export async function consumeEmailChange(db: Db, tokenHash: string, now: Date): Promise<{ userId: string; newEmail: string } | null> {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row ?? null;
}

/** Sets the address unless another account has it (then null): the unique index is never hit. */
export async function updateUserEmail(db: Db, userId: string, email: string, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ email, updatedAt: now })
    .where(and(eq(users.id, userId), sql`not exists (select 1 from ${users} other where other.email = ${email} and other.id <> ${userId})`))
    .returning();
  return row ?? null;
}

/** Ends every session of the user but the one named (the one that changed the password). */
export async function revokeOtherSessions(db: Db, userId: string, keptSessionId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
