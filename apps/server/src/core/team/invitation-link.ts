import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken } from '../auth/service.ts';
import { findInvitationByTokenHash, type InvitationLinkRow } from './repository.ts';

/**
 * The invitation a link names, if it may still serve at `now`; else the French refusal that says
 * why: unknown (a mistyped link, or one replaced by a resend), revoked, already used, expired.
 */
export async function usableInvitation(db: Db, token: string, now: Date): Promise<InvitationLinkRow> {
  const invitation = await findInvitationByTokenHash(db, hashToken(token));
  if (!invitation) throw new AppError(404, 'team.invitationInvalid');
  if (invitation.revokedAt) throw new AppError(410, 'team.invitationRevokedLink');
  if (invitation.acceptedAt) throw new AppError(409, 'team.invitationUsed');
  if (invitation.expiresAt <= now) throw new AppError(410, 'team.invitationExpired');
  return invitation;
}
