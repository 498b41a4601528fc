import { TEAM_LIMITS } from '@publia/shared';
import { hashToken, newToken } from '../auth/service.ts';

const DAY_MS = 86_400_000;

/**
 * A fresh link for an invitation: the token goes into the e-mail only, the database keeps its
 * SHA-256 (a leaked table lets no one join), and it serves `invitationValidDays` from `now`.
 */
export function freshInvitationToken(now: Date): { token: string; tokenHash: string; expiresAt: Date; sentAt: Date } {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TEAM_LIMITS.invitationValidDays * DAY_MS), sentAt: now };
}
