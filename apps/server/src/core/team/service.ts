/**
 * What the rest of the server uses of the team: how a sign-up with an invitation link joins its
 * workspace (handed by the app to the auth routes), and the plan's member limit.
 */
export { invitationSeat } from './accept-invitation.ts';
export { teamMemberLimit } from './team-limit.ts';
