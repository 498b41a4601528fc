import { frenchMessage, type SwitchedSessionResponse } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { forgetCachedSessions, relocateSessions, toSessionResponse, type SessionInfo } from '../auth/service.ts';
import { findTeamMember, hasOtherWorkspace, lockWorkspaceAdmins, removeMembership } from '../workspaces/service.ts';

/**
 * A member leaves the current workspace — not its last admin, and not their only workspace. Their
 * sessions open there (this one included) move to another of their workspaces.
 */
export async function leaveWorkspace(ctx: AppContext, auth: SessionInfo, ip: string | null): Promise<SwitchedSessionResponse> {
  const left = auth.workspace;
  const { next, role } = await ctx.db.transaction(async (tx) => {
    const admins = await lockWorkspaceAdmins(tx, left.id);
    const self = await findTeamMember(tx, left.id, auth.user.id);
    // The session read its membership a moment ago: gone since (removed meanwhile) is the session's 401.
    if (!self) throw new AppError(401, 'auth.sessionExpired');
    if (self.role === 'admin' && admins.length <= 1) throw new AppError(409, 'team.lastAdminLeave');
    if (!(await hasOtherWorkspace(tx, auth.user.id, left.id))) throw new AppError(409, 'team.onlyWorkspace');
    await removeMembership(tx, left.id, auth.user.id);
    const landed = await relocateSessions(tx, auth.user.id, left.id, new Date(ctx.clock.now()));
    if (!landed) throw new AppError(409, 'team.onlyWorkspace');
    return { next: landed, role: self.role };
  });
  forgetCachedSessions(ctx, auth.user.id);
  await recordAudit(ctx, { workspaceId: left.id, actor: actorOf(auth), action: 'member.left', details: { role }, ip });
  return {
    ...toSessionResponse(auth.token, auth.user, next),
    message: frenchMessage('team.left', { workspace: left.name }),
  };
}
