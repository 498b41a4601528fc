import type { TeamRole } from '@publia/shared';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, users, workspaces } from '../../db/schema/index.ts';

export async function insertWorkspace(db: Db, name: string) {
  const [row] = await db.insert(workspaces).values({ name }).returning();
  if (!row) throw new Error('insert workspace returned nothing');
  return row;
}

export async function insertMembership(db: Db, workspaceId: string, userId: string, role: TeamRole) {
  await db.insert(memberships).values({ workspaceId, userId, role });
}

/** Adds a member unless they already are one (no error, so a transaction goes on): whether it was added. */
export async function insertMembershipIfAbsent(db: Db, workspaceId: string, userId: string, role: TeamRole): Promise<boolean> {
  const rows = await db.insert(memberships).values({ workspaceId, userId, role }).onConflictDoNothing().returning({ userId: memberships.userId });
  return rows.length > 0;
}

/** Members who may validate content: admins and editors. */
export async function findMembersWithRoles(db: Db, workspaceId: string, roles: TeamRole[]): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.role, roles)));
  return rows.map((row) => row.userId);
}

export interface MemberRow {
  userId: string;
  name: string | null;
  email: string;
  role: TeamRole;
  since: Date;
  /** The profile picture and the privacy toggles: what the member lets their team see. */
  avatarKey: string | null;
  privacy: Record<string, boolean>;
}

const memberColumns = {
  userId: memberships.userId,
  name: users.name,
  email: users.email,
  role: memberships.role,
  since: memberships.createdAt,
  avatarKey: users.avatarKey,
  privacy: users.privacy,
};

/** The workspace's members with their account's name and address, oldest first. */
export async function listMemberRows(db: Db, workspaceId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(asc(memberships.createdAt), asc(users.email));
}

export async function findMemberRow(db: Db, workspaceId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findMemberByEmail(db: Db, workspaceId: string, email: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

export async function countMemberships(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/**
 * The workspace's admins, their rows locked until the transaction ends: two admins demoting or
 * removing each other at the same instant cannot leave the workspace without one.
 */
export async function lockAdmins(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'admin')))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function updateMembershipRole(db: Db, workspaceId: string, userId: string, role: TeamRole): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

export async function deleteMembership(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

export interface UserWorkspaceRow {
  id: string;
  name: string;
  role: TeamRole;
}

/** The workspaces the user belongs to, in the order they joined them. */
export async function listUserWorkspaceRows(db: Db, userId: string): Promise<UserWorkspaceRow[]> {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(workspaces.name));
}

export async function findUserWorkspaceRow(db: Db, userId: string, workspaceId: string): Promise<UserWorkspaceRow | null> {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}

/** How many other workspaces the user belongs to. */
export async function countOtherWorkspaces(db: Db, userId: string, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.workspaceId, workspaceId)));
  return row?.n ?? 0;
}

export async function findWorkspaceName(db: Db, workspaceId: string): Promise<string | null> {
  const [row] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return row?.name ?? null;
}
