import { frenchMessage, TEAM_LIMITS, type TeamRole } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { queueMail } from '../mail/service.ts';
import { roleLabel } from './member-view.ts';

/** The page of the web app that reads the link's token and offers to sign in or sign up. */
export const invitationLink = (ctx: AppContext, token: string): string => `${ctx.config.publicUrl}/invitation?token=${encodeURIComponent(token)}`;

/** The invitation e-mail (outbox, then SMTP when configured), in French like every mail of Publia. */
export async function sendInvitationMail(
  ctx: AppContext,
  invitation: { email: string; role: TeamRole; workspaceId: string },
  token: string,
  inviter: string,
  workspace: string,
): Promise<void> {
  await queueMail(ctx, {
    to: invitation.email,
    workspaceId: invitation.workspaceId,
    subject: frenchMessage('team.mailSubject', { inviter, workspace }),
    body: frenchMessage('team.mailBody', {
      inviter,
      workspace,
      role: roleLabel(invitation.role),
      days: TEAM_LIMITS.invitationValidDays,
      link: invitationLink(ctx, token),
    }),
  });
}
