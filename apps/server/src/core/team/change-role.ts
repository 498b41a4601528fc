import { frenchMessage, type RoleBody } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { forgetCachedSessions, type SessionInfo } from '../auth/service.ts';
import { findTeamMember, lockWorkspaceAdmins, setMemberRole } from '../workspaces/service.ts';
import { checkedRole, memberIdOrNotFound } from './checks.ts';
import type { TeamAnswer } from './invite.ts';
import { memberView, personLabel, roleLabel } from './member-view.ts';

/**
 * An admin changes a member's role. Only a member of this workspace (another's is a 404, as is a
 * malformed id); the last admin keeps theirs. The member's next request already acts with the new
 * role on this instance (its cached sessions are forgotten).
 */
export async function changeMemberRole(ctx: AppContext, auth: SessionInfo, id: string, body: RoleBody, ip: string | null): Promise<TeamAnswer> {
  const userId = memberIdOrNotFound(id);
  const workspaceId = auth.workspace.id;
  const { member, from, to } = await ctx.db.transaction(async (tx) => {
    const admins = await lockWorkspaceAdmins(tx, workspaceId);
    const found = await findTeamMember(tx, workspaceId, userId);
    if (!found) throw new AppError(404, 'team.memberNotFound');
    const role = checkedRole(body.role);
    const name = found.name?.trim() || found.email;
    if (found.role === 'admin' && role !== 'admin' && admins.length <= 1) throw new AppError(409, 'team.lastAdminDemote', { name });
    if (role !== found.role) await setMemberRole(tx, workspaceId, userId, role);
    return { member: { ...found, role }, from: found.role, to: role };
  });
  const name = member.name?.trim() || member.email;
  if (from !== to) {
    forgetCachedSessions(ctx, userId);
    await recordAudit(ctx, {
      workspaceId,
      actor: actorOf(auth),
      action: 'member.role_changed',
      target: personLabel(member.name, member.email),
      details: { from, to },
      ip,
    });
  }
  return { message: frenchMessage('team.roleChanged', { name, role: roleLabel(to) }), data: memberView(member, auth.user.id, { storage: ctx.storage }) };
}
