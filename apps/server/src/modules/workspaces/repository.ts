import type { TeamRole } from '@publia/shared';
import type { Db } from '../../db/client.ts';
import { memberships, workspaces } from '../../db/schema.ts';

export async function insertWorkspace(db: Db, name: string) {
  const [row] = await db.insert(workspaces).values({ name }).returning();
  if (!row) throw new Error('insert workspace returned nothing');
  return row;
}

export async function insertMembership(db: Db, workspaceId: string, userId: string, role: TeamRole) {
  await db.insert(memberships).values({ workspaceId, userId, role });
}
