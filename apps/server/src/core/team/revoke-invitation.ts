import { frenchMessage } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { SessionInfo } from '../auth/service.ts';
import { markInvitationRevoked } from './repository.ts';

/** Revokes a pending invitation of the workspace: its link then says so, and its seat is free. */
export async function revokeInvitation(ctx: AppContext, auth: SessionInfo, id: string, ip: string | null): Promise<string> {
  if (!isUuid(id)) throw new AppError(404, 'team.invitationNotFound');
  const revoked = await markInvitationRevoked(ctx.db, auth.workspace.id, id, new Date(ctx.clock.now()));
  if (!revoked) throw new AppError(404, 'team.invitationNotFound');
  await recordAudit(ctx, {
    workspaceId: auth.workspace.id,
    actor: actorOf(auth),
    action: 'invitation.revoked',
    target: revoked.email,
    details: { role: revoked.role },
    ip,
  });
  return frenchMessage('team.invitationRevoked', { email: revoked.email });
}
