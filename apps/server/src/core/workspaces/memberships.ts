import type { TeamRole } from '@publia/shared';
import type { Db } from '../../db/client.ts';
import {
  countMemberships,
  deleteMembership,
  findMemberByEmail,
  findMemberRow,
  findWorkspaceName,
  insertMembershipIfAbsent,
  listMemberRows,
  lockAdmins,
  updateMembershipRole,
  type MemberRow,
} from './repository.ts';

/*
 * The team's memberships. Memberships are written here only; the rules about them (who may
 * invite, the last admin, the plan's limit) are the team's (core/team). `db` may be a transaction.
 */

/** The workspace's members with their account's name and address, oldest first. */
export async function listTeamMembers(db: Db, workspaceId: string): Promise<MemberRow[]> {
  return listMemberRows(db, workspaceId);
}

/** One member of the workspace, or null when the user is not one. */
export async function findTeamMember(db: Db, workspaceId: string, userId: string): Promise<MemberRow | null> {
  return findMemberRow(db, workspaceId, userId);
}

/** The member of the workspace with this address, or null. */
export async function findTeamMemberByEmail(db: Db, workspaceId: string, email: string): Promise<MemberRow | null> {
  return findMemberByEmail(db, workspaceId, email);
}

export async function countTeamMembers(db: Db, workspaceId: string): Promise<number> {
  return countMemberships(db, workspaceId);
}

/** The workspace's name, or null when it is gone. */
export async function workspaceName(db: Db, workspaceId: string): Promise<string | null> {
  return findWorkspaceName(db, workspaceId);
}

/** Adds a member; false when the user already was one (nothing changed, and a transaction goes on). */
export async function addMember(db: Db, workspaceId: string, userId: string, role: TeamRole): Promise<boolean> {
  return insertMembershipIfAbsent(db, workspaceId, userId, role);
}

/** Whether the member's role changed (false: not a member). */
export async function setMemberRole(db: Db, workspaceId: string, userId: string, role: TeamRole): Promise<boolean> {
  return updateMembershipRole(db, workspaceId, userId, role);
}

/** Whether the member was removed (false: not a member). */
export async function removeMembership(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  return deleteMembership(db, workspaceId, userId);
}

/** The admins' ids, their rows locked until the transaction ends (the last admin's guard). */
export async function lockWorkspaceAdmins(db: Db, workspaceId: string): Promise<string[]> {
  return lockAdmins(db, workspaceId);
}
