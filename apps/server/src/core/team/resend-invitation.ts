import { frenchMessage } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { SessionInfo } from '../auth/service.ts';
import { sendInvitationMail } from './invitation-mail.ts';
import { freshInvitationToken } from './invitation-token.ts';
import type { TeamAnswer } from './invite.ts';
import { invitationView } from './member-view.ts';
import { findPendingInvitation, lockWorkspaceInvitations, renewInvitation } from './repository.ts';
import { ensureSeatLeft } from './team-limit.ts';

/**
 * Sends a pending invitation again with a new link valid 7 more days; the previous link stops
 * working. An expired one takes a seat again, so the plan's limit is checked for it.
 */
export async function resendInvitation(ctx: AppContext, auth: SessionInfo, id: string, ip: string | null): Promise<TeamAnswer> {
  if (!isUuid(id)) throw new AppError(404, 'team.invitationNotFound');
  const workspaceId = auth.workspace.id;
  const now = new Date(ctx.clock.now());
  const link = freshInvitationToken(now);
  const invitation = await ctx.db.transaction(async (tx) => {
    await lockWorkspaceInvitations(tx, workspaceId);
    const existing = await findPendingInvitation(tx, workspaceId, id);
    if (!existing) throw new AppError(404, 'team.invitationNotFound');
    if (existing.expiresAt <= now) await ensureSeatLeft(ctx, tx, workspaceId, now);
    const row = await renewInvitation(tx, workspaceId, id, { tokenHash: link.tokenHash, expiresAt: link.expiresAt, sentAt: link.sentAt, invitedBy: auth.user.id });
    if (!row) throw new AppError(404, 'team.invitationNotFound');
    return row;
  });

  const actor = actorOf(auth);
  await sendInvitationMail(ctx, invitation, link.token, actor.name, auth.workspace.name);
  await recordAudit(ctx, { workspaceId, actor, action: 'invitation.resent', target: invitation.email, details: { role: invitation.role }, ip });
  return { message: frenchMessage('team.invitationResent', { email: invitation.email }), data: invitationView(invitation) };
}
