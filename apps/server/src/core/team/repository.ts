import type { TeamRole } from '@publia/shared';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, invitations, users, workspaces } from '../../db/schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Pending: neither accepted nor revoked (it may have expired: it is shown, and can be resent). */
const pending = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/**
 * Serialises the invitations of one workspace until the transaction ends: two invitations sent at
 * the same instant cannot both take the plan's last seat.
 */
export async function lockWorkspaceInvitations(db: Db, workspaceId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team.invitations:${workspaceId}`}, 0))`);
}

export async function insertInvitation(
  db: Db,
  values: { workspaceId: string; email: string; role: TeamRole; tokenHash: string; invitedBy: string; expiresAt: Date; sentAt: Date },
): Promise<InvitationRow | null> {
  const [row] = await db.insert(invitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findPendingInvitationByEmail(db: Db, workspaceId: string, email: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.email, email), pending))
    .limit(1);
  return row ?? null;
}

export async function findPendingInvitation(db: Db, workspaceId: string, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id), pending))
    .limit(1);
  return row ?? null;
}

/** The workspace's pending invitations, oldest first. */
export async function listPendingInvitations(db: Db, workspaceId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), pending))
    .orderBy(asc(invitations.createdAt));
}

/** Pending invitations still valid at `now`: each holds a seat of the plan. */
export async function countLiveInvitations(db: Db, workspaceId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), pending, gt(invitations.expiresAt, now)));
  return row?.n ?? 0;
}

/**
 * Gives a pending invitation a new token and validity (a resend, or an expired one sent again with
 * perhaps another role): the previous link stops working at once.
 */
export async function renewInvitation(
  db: Db,
  workspaceId: string,
  id: string,
  values: { tokenHash: string; expiresAt: Date; sentAt: Date; role?: TeamRole; invitedBy?: string },
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id), pending))
    .returning();
  return row ?? null;
}

export async function markInvitationRevoked(db: Db, workspaceId: string, id: string, at: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: at })
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id), pending))
    .returning();
  return row ?? null;
}

/** Spends the invitation in the statement that checks it is still pending: a link serves once. */
export async function markInvitationAccepted(db: Db, id: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: at, acceptedBy: userId })
    .where(and(eq(invitations.id, id), pending))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export interface InvitationLinkRow extends InvitationRow {
  workspaceName: string;
  inviterName: string | null;
  inviterEmail: string | null;
}

/** The invitation a link's token names, whatever its state, with its workspace and inviter. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationLinkRow | null> {
  const [row] = await db
    .select({
      invitation: invitations,
      workspaceName: workspaces.name,
      inviterName: users.name,
      inviterEmail: users.email,
    })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row.invitation, workspaceName: row.workspaceName, inviterName: row.inviterName, inviterEmail: row.inviterEmail } : null;
}

/**
 * Per author, the workspace's posts published since `since` (the team list's figure). Read here,
 * not asked of the content module: core never imports a module, and this is one count.
 */
export async function countPublishedByAuthor(db: Db, workspaceId: string, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: contents.userId, n: sql<number>`count(*)::int` })
    .from(contents)
    .where(and(eq(contents.workspaceId, workspaceId), eq(contents.status, 'published'), gt(contents.publishedAt, since)))
    .groupBy(contents.userId);
  return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, Number(row.n)] as const] : [])));
}
