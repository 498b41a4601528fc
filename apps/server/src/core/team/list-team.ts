import type { TeamResponse } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import type { SessionInfo } from '../auth/service.ts';
import { listTeamMembers } from '../workspaces/service.ts';
import { invitationView, memberView } from './member-view.ts';
import { countPublishedByAuthor, listPendingInvitations } from './repository.ts';
import { teamLimitView, teamMemberLimit } from './team-limit.ts';

/** The team list's figure: posts published in the last 30 days. */
const PUBLISHED_WINDOW_DAYS = 30;

/**
 * The team table: the members, then the invitations still pending (an expired one stays listed, with
 * its past `expiresAt`, so an admin can resend or revoke it). `pendingCount` counts only those still
 * valid: they, with the members, hold the plan's seats.
 */
export async function listTeam(ctx: AppContext, auth: SessionInfo): Promise<TeamResponse['data']> {
  const workspaceId = auth.workspace.id;
  const now = ctx.clock.now();
  const [members, invitations, seats, published] = await Promise.all([
    listTeamMembers(ctx.db, workspaceId),
    listPendingInvitations(ctx.db, workspaceId),
    teamMemberLimit(ctx, workspaceId),
    countPublishedByAuthor(ctx.db, workspaceId, new Date(now - PUBLISHED_WINDOW_DAYS * 86_400_000)),
  ]);
  return {
    members: [...members.map((row) => memberView(row, auth.user.id, { storage: ctx.storage, published })), ...invitations.map(invitationView)],
    activeCount: members.length,
    pendingCount: invitations.filter((row) => row.expiresAt.getTime() > now).length,
    ...teamLimitView(seats),
  };
}
