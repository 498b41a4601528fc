import { frenchMessage, type SwitchedSessionResponse, type User, type WorkspaceSummary } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import type { EmitInTransaction } from '../events/service.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { forgetCachedSessions, moveSession, type InvitationSeat, type SessionInfo } from '../auth/service.ts';
import { addMember } from '../workspaces/service.ts';
import { usableInvitation } from './invitation-link.ts';
import { personLabel } from './member-view.ts';
import { markInvitationAccepted } from './repository.ts';

/**
 * Joins the invitation's workspace with its role, in the caller's transaction: the link is spent in
 * the statement that checks it is still pending, the membership is added, the arrival recorded and
 * announced (`member.joined`, kept with the membership or not at all). Only the address the
 * invitation was sent to may use it.
 */
async function join(ctx: AppContext, tx: Db, emit: EmitInTransaction, token: string, user: User, ip: string | null): Promise<WorkspaceSummary> {
  const now = new Date(ctx.clock.now());
  const invitation = await usableInvitation(tx, token, now);
  if (invitation.email !== user.email.toLowerCase()) {
    throw new AppError(403, 'team.invitationOtherAccount', { email: invitation.email });
  }
  if (!(await markInvitationAccepted(tx, invitation.id, user.id, now))) throw new AppError(409, 'team.invitationUsed');
  if (!(await addMember(tx, invitation.workspaceId, user.id, invitation.role))) {
    throw new AppError(409, 'team.alreadyMember', { email: invitation.email });
  }
  await recordAudit(
    ctx,
    {
      workspaceId: invitation.workspaceId,
      actor: actorOf({ user }),
      action: 'member.joined',
      target: personLabel(user.name, user.email),
      details: { role: invitation.role },
      ip,
    },
    tx,
  );
  await emit('member.joined', { workspaceId: invitation.workspaceId, userId: user.id, name: user.name, email: user.email, role: invitation.role });
  return { id: invitation.workspaceId, name: invitation.workspaceName, role: invitation.role };
}

/** A signed-in user accepts: they join, and this session moves to the workspace they joined. */
export async function acceptInvitation(ctx: AppContext, auth: SessionInfo, token: string, ip: string | null): Promise<SwitchedSessionResponse> {
  const session = await ctx.events.transaction(ctx.db, async (tx, emit) => moveSession(tx, auth, await join(ctx, tx, emit, token, auth.user, ip)));
  forgetCachedSessions(ctx, auth.user.id);
  return { ...session, message: frenchMessage('team.joined', { workspace: session.workspace.name }) };
}

/** Sign-up with an invitation link: the new account joins the invitation's workspace instead of getting its own. */
export const invitationSeat =
  (ctx: AppContext): InvitationSeat =>
  (tx, emit, { user, token, ip }) =>
    join(ctx, tx, emit, token, user, ip);
