import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, passwordResets, sessions, users, workspaces } from '../../db/schema/index.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Returns null when the e-mail is already taken (unique index), without aborting a transaction. */
export async function insertUser(db: Db, values: { email: string; passwordHash: string; name: string | null }) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    workspaceId: string;
    persistent: boolean;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
) {
  await db.insert(sessions).values(values);
}

/** One query: the session, its user and their role in the session's workspace. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      persistent: sessions.persistent,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      userCreatedAt: users.createdAt,
      timeZone: users.timeZone,
      theme: users.theme,
      accentColor: users.accentColor,
      textSize: users.textSize,
      reduceMotion: users.reduceMotion,
      locale: users.locale,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
    .innerJoin(memberships, and(eq(memberships.workspaceId, sessions.workspaceId), eq(memberships.userId, sessions.userId)))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSessionByTokenHash(db: Db, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: Db, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Points a session at another workspace (the user must be a member there: the session read joins the membership). */
export async function updateSessionWorkspace(db: Db, sessionId: string, workspaceId: string) {
  await db.update(sessions).set({ workspaceId }).where(eq(sessions.id, sessionId));
}

/** Moves the user's sessions open in one workspace to another; returns how many moved. */
export async function moveSessionsOfUser(db: Db, userId: string, fromWorkspaceId: string, toWorkspaceId: string) {
  const moved = await db
    .update(sessions)
    .set({ workspaceId: toWorkspaceId })
    .where(and(eq(sessions.userId, userId), eq(sessions.workspaceId, fromWorkspaceId)))
    .returning({ id: sessions.id });
  return moved.length;
}

/** Ends the user's sessions open in one workspace. */
export async function revokeSessionsInWorkspace(db: Db, userId: string, workspaceId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.workspaceId, workspaceId), isNull(sessions.revokedAt)));
}

/** The first workspace the user belongs to, where a new session lands. */
export async function findDefaultMembership(db: Db, userId: string) {
  const [row] = await db
    .select({ workspaceId: workspaces.id, workspaceName: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt)
    .limit(1);
  return row ?? null;
}

/** The preferences a user may change (Paramètres → Préférences), each already checked. */
export type PreferenceValues = Partial<Pick<typeof users.$inferInsert, 'timeZone' | 'theme' | 'accentColor' | 'textSize' | 'reduceMotion' | 'locale'>>;

/** Writes only the preferences given; answers the whole row, or null for a user that is gone. */
export async function updateUserPreferences(db: Db, userId: string, values: PreferenceValues, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

export async function insertPasswordReset(db: Db, values: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(values);
}

/** The account a reset token was made for, spent or not, and whether it may still serve. */
export async function findPasswordReset(db: Db, tokenHash: string): Promise<{ userId: string; usable: boolean } | null> {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      usable: sql<boolean>`${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > now()`,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the token used in the same statement that checks it, so it can serve only once. */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Spends every reset token of the user still unused: a link sent earlier no longer changes the password. */
export async function voidPasswordResetsOfUser(db: Db, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Removes what can no longer serve: ended sessions and spent or expired reset tokens. */
export async function purgeExpired(db: Db): Promise<number> {
  const now = sql`now()`;
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, sql`now() - interval '1 day'`)))
    .returning({ id: sessions.id });
  const resets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), lt(passwordResets.usedAt, now)))
    .returning({ id: passwordResets.id });
  return ended.length + resets.length;
}
