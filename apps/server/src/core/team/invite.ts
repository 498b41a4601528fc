import { frenchMessage, type InvitationBody, type TeamMember } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { SessionInfo } from '../auth/service.ts';
import { findTeamMemberByEmail } from '../workspaces/service.ts';
import { checkedEmail, checkedRole } from './checks.ts';
import { sendInvitationMail } from './invitation-mail.ts';
import { freshInvitationToken } from './invitation-token.ts';
import { invitationView, roleLabel } from './member-view.ts';
import { findPendingInvitationByEmail, insertInvitation, lockWorkspaceInvitations, renewInvitation } from './repository.ts';
import { ensureSeatLeft } from './team-limit.ts';

export interface TeamAnswer {
  message: string;
  data: TeamMember;
}

/**
 * An admin invites someone by e-mail with a role (editor unless told). Refused, with nothing
 * written: a bad address or role, oneself, a member already, an invitation still pending for the
 * address, a full team. An expired invitation for the address is sent again with the new role.
 */
export async function inviteMember(ctx: AppContext, auth: SessionInfo, body: InvitationBody, ip: string | null): Promise<TeamAnswer> {
  const email = checkedEmail(body.email);
  const role = checkedRole(body.role ?? 'editor');
  if (email === auth.user.email.toLowerCase()) throw badRequest('team.inviteSelf', {}, 'email');
  const workspaceId = auth.workspace.id;
  const now = new Date(ctx.clock.now());
  const link = freshInvitationToken(now);
  const invitation = await ctx.db.transaction(async (tx) => {
    await lockWorkspaceInvitations(tx, workspaceId);
    if (await findTeamMemberByEmail(tx, workspaceId, email)) throw new AppError(409, 'team.alreadyMember', { email }, 'email');
    const existing = await findPendingInvitationByEmail(tx, workspaceId, email);
    if (existing && existing.expiresAt > now) throw new AppError(409, 'team.alreadyInvited', { email }, 'email');
    await ensureSeatLeft(ctx, tx, workspaceId, now);
    const values = { tokenHash: link.tokenHash, expiresAt: link.expiresAt, sentAt: link.sentAt, role, invitedBy: auth.user.id };
    const row = existing ? await renewInvitation(tx, workspaceId, existing.id, values) : await insertInvitation(tx, { workspaceId, email, ...values });
    if (!row) throw new AppError(409, 'team.alreadyInvited', { email }, 'email');
    return row;
  });

  const actor = actorOf(auth);
  await sendInvitationMail(ctx, invitation, link.token, actor.name, auth.workspace.name);
  await ctx.events.emit('member.invited', { workspaceId, invitationId: invitation.id, email, role, invitedBy: auth.user.id });
  await recordAudit(ctx, { workspaceId, actor, action: 'member.invited', target: email, details: { role }, ip });
  return {
    message: frenchMessage('team.invitationSent', { email, role: roleLabel(role) }),
    data: invitationView(invitation),
  };
}
