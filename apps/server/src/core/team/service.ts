import type { AppContext } from '../context/app-context.ts';
import { countTeamSeats } from './team-limit.ts';

/**
 * What the rest of the server uses of the team: how a sign-up with an invitation link joins its
 * workspace (handed by the app to the auth routes), and the plan's member limit and seats taken.
 */
export { invitationSeat } from './accept-invitation.ts';
export { teamMemberLimit } from './team-limit.ts';

/** The seats the plan's `teamMembers` counts now: active members and pending invitations still valid. */
export function teamSeatsTaken(ctx: AppContext, workspaceId: string): Promise<number> {
  return countTeamSeats(ctx.db, workspaceId, new Date(ctx.clock.now()));
}
