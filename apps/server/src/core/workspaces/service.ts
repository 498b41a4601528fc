import { frenchMessage, roleAllows, TEAM_ROLES, type WorkspaceSummary } from '@publia/shared';
import type { Db } from '../../db/client.ts';
import { countOtherWorkspaces, findMembersWithRoles, findUserWorkspaceRow, insertMembership, insertWorkspace, listUserWorkspaceRows } from './repository.ts';

/**
 * A workspace of the user's own, in which they are admin, named after them (« Espace de Camille »):
 * every new user gets one, unless they signed up to join a team; `db` may be a transaction.
 */
export async function createPersonalWorkspace(db: Db, user: { id: string; name: string | null; email: string }): Promise<WorkspaceSummary> {
  const owner = user.name?.trim() || user.email.split('@')[0] || user.email;
  const workspace = await insertWorkspace(db, frenchMessage('auth.defaultWorkspace', { name: owner }));
  await insertMembership(db, workspace.id, user.id, 'admin');
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

/** Who approves content before it goes out: the members whose role may `approve_content`. */
export async function listApprovers(db: Db, workspaceId: string): Promise<string[]> {
  return findMembersWithRoles(
    db,
    workspaceId,
    TEAM_ROLES.filter((role) => roleAllows(role, 'approve_content')),
  );
}

/** Who hears of the workspace's subscription (a failed payment, a fallback): the members whose role may `manage_billing`. */
export async function listBillingManagers(db: Db, workspaceId: string): Promise<string[]> {
  return findMembersWithRoles(
    db,
    workspaceId,
    TEAM_ROLES.filter((role) => roleAllows(role, 'manage_billing')),
  );
}

/** Who hears of the workspace's integrations (a webhook switched off): the members whose role may `edit_settings`. */
export async function listSettingsEditors(db: Db, workspaceId: string): Promise<string[]> {
  return findMembersWithRoles(
    db,
    workspaceId,
    TEAM_ROLES.filter((role) => roleAllows(role, 'edit_settings')),
  );
}

/** The team's memberships (see memberships.ts); a member's row as they come. */
export {
  addMember,
  countTeamMembers,
  findTeamMember,
  findTeamMemberByEmail,
  listTeamMembers,
  lockWorkspaceAdmins,
  removeMembership,
  setMemberRole,
  workspaceName,
} from './memberships.ts';
export type { MemberRow } from './repository.ts';

/** The workspaces the user belongs to with their role in each, in the order they joined. */
export async function listUserWorkspaces(db: Db, userId: string): Promise<WorkspaceSummary[]> {
  return listUserWorkspaceRows(db, userId);
}

/** One of the user's workspaces, or null when they are not a member of it. */
export async function findUserWorkspace(db: Db, userId: string, workspaceId: string): Promise<WorkspaceSummary | null> {
  return findUserWorkspaceRow(db, userId, workspaceId);
}

export async function hasOtherWorkspace(db: Db, userId: string, workspaceId: string): Promise<boolean> {
  return (await countOtherWorkspaces(db, userId, workspaceId)) > 0;
}
