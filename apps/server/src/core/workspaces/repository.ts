import type { TeamRole } from '@publia/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, workspaces } from '../../db/schema/index.ts';

export async function insertWorkspace(db: Db, name: string) {
  const [row] = await db.insert(workspaces).values({ name }).returning();
  if (!row) throw new Error('insert workspace returned nothing');
  return row;
}

export async function insertMembership(db: Db, workspaceId: string, userId: string, role: TeamRole) {
  await db.insert(memberships).values({ workspaceId, userId, role });
}

/** Members who may validate content: admins and editors. */
export async function findMembersWithRoles(db: Db, workspaceId: string, roles: TeamRole[]): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.role, roles)));
  return rows.map((row) => row.userId);
}
