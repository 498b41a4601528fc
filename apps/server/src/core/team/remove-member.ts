import { frenchMessage } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { forgetCachedSessions, relocateSessions, type SessionInfo } from '../auth/service.ts';
import { findTeamMember, lockWorkspaceAdmins, removeMembership } from '../workspaces/service.ts';
import { memberIdOrNotFound } from './checks.ts';
import { personLabel } from './member-view.ts';

/**
 * An admin removes a member (not themselves: that is leaving; never the last admin). What the
 * member wrote stays, under their name. Their sessions open in this workspace stop acting there at
 * once: they move to another workspace of theirs, or end when they have none.
 */
export async function removeMember(ctx: AppContext, auth: SessionInfo, id: string, ip: string | null): Promise<string> {
  const userId = memberIdOrNotFound(id);
  if (userId === auth.user.id) throw badRequest('team.removeSelf');
  const workspaceId = auth.workspace.id;
  const member = await ctx.db.transaction(async (tx) => {
    const admins = await lockWorkspaceAdmins(tx, workspaceId);
    const found = await findTeamMember(tx, workspaceId, userId);
    if (!found) throw new AppError(404, 'team.memberNotFound');
    if (found.role === 'admin' && admins.length <= 1) throw new AppError(409, 'team.lastAdminRemove', { name: found.name?.trim() || found.email });
    await removeMembership(tx, workspaceId, userId);
    await relocateSessions(tx, userId, workspaceId, new Date(ctx.clock.now()));
    return found;
  });
  forgetCachedSessions(ctx, userId);
  await recordAudit(ctx, {
    workspaceId,
    actor: actorOf(auth),
    action: 'member.removed',
    target: personLabel(member.name, member.email),
    details: { role: member.role },
    ip,
  });
  return frenchMessage('team.memberRemoved', { name: member.name?.trim() || member.email });
}
