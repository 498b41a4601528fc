import type { WorkspaceSummary } from '@publia/shared';
import type { Db } from '../../db/client.ts';
import { findMembersWithRoles, insertMembership, insertWorkspace } from './repository.ts';

/** Every new user owns a workspace in which they are admin; `db` may be a transaction. */
export async function createPersonalWorkspace(db: Db, userId: string, name: string): Promise<WorkspaceSummary> {
  const workspace = await insertWorkspace(db, name);
  await insertMembership(db, workspace.id, userId, 'admin');
  return { id: workspace.id, name: workspace.name, role: 'admin' };
}

/** Who is told of content waiting for validation: the workspace's admins and editors. */
export async function listValidators(db: Db, workspaceId: string): Promise<string[]> {
  return findMembersWithRoles(db, workspaceId, ['admin', 'editor']);
}

/** Everyone in the workspace, whatever their role (who hears of what concerns the whole team). */
export async function listMembers(db: Db, workspaceId: string): Promise<string[]> {
  return findMembersWithRoles(db, workspaceId, ['admin', 'editor', 'viewer']);
}
