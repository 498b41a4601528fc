import type { InvitationPreviewResponse } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { accountExists } from '../auth/service.ts';
import { usableInvitation } from './invitation-link.ts';

/**
 * What the invitation page shows before anyone signs in: the workspace, who invites, the address
 * and role, until when, and whether to sign in (an account exists) or sign up. Only the link's
 * holder learns this; a link that cannot serve gets its French refusal instead.
 */
export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationPreviewResponse['data']> {
  const invitation = await usableInvitation(ctx.db, token, new Date(ctx.clock.now()));
  return {
    workspaceName: invitation.workspaceName,
    invitedBy: invitation.inviterName?.trim() || invitation.inviterEmail,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: await accountExists(ctx.db, invitation.email),
  };
}
