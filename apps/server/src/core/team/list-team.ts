import type { TeamResponse } from '@publia/shared';
import type { AppContext } from '../../app/context.ts';
import type { SessionInfo } from '../auth/service.ts';
import { listTeamMembers } from '../workspaces/service.ts';
import { invitationView, memberView } from './member-view.ts';
import { listPendingInvitations } from './repository.ts';
import { teamLimitView, teamMemberLimit } from './team-limit.ts';

/**
 * The team table: the members, then the invitations still pending (an expired one stays listed, with
 * its past `expiresAt`, so an admin can resend or revoke it). `pendingCount` counts only those still
 * valid: they, with the members, hold the plan's seats.
 */
export async function listTeam(ctx: AppContext, auth: SessionInfo): Promise<TeamResponse['data']> {
  const workspaceId = auth.workspace.id;
  const now = ctx.clock.now();
  const [members, invitations, seats] = await Promise.all([
    listTeamMembers(ctx.db, workspaceId),
    listPendingInvitations(ctx.db, workspaceId),
    teamMemberLimit(ctx, workspaceId),
  ]);
  return {
    members: [...members.map((row) => memberView(row, auth.user.id)), ...invitations.map(invitationView)],
    activeCount: members.length,
    pendingCount: invitations.filter((row) => row.expiresAt.getTime() > now).length,
    ...teamLimitView(seats),
  };
}
