import { apiMessagesFr, frenchMessage, type ForgotPasswordBody, type ResetPasswordBody } from '@publia/shared';
import { badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { queueMail } from '../mail/service.ts';
import { enforceLimits } from '../rate-limit/service.ts';
import { authLimits, passwordResetLimits } from './auth-limits.ts';
import { hashPassword } from './password.ts';
import { consumePasswordReset, findPasswordReset, findUserByEmail, insertPasswordReset, revokeSessionsOfUser, updatePasswordHash, voidPasswordResetsOfUser } from './repository.ts';
import { hashToken, newToken } from './tokens.ts';

/** Always answers the same way, so the form does not tell which e-mails have an account. */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPasswordBody, ip: string | null) {
  await enforceLimits(ctx, authLimits(ctx, 'reset', input.email, ip));
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const token = newToken();
  const minutes = ctx.config.passwordResetTtlMinutes;
  await insertPasswordReset(ctx.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(ctx.clock.now() + minutes * 60_000),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await queueMail(ctx, {
    to: user.email,
    subject: apiMessagesFr['auth.resetMailSubject'],
    body: frenchMessage('auth.resetMailBody', { link, minutes }),
  });
}

/**
 * Spends the token, sets the password, voids the user's other reset links and signs every existing
 * session out. The token is checked before the password is hashed: a scrypt run per invented token
 * would let a flood of them slow every sign-in of the instance.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordBody, ip: string | null): Promise<void> {
  const tokenHash = hashToken(input.token);
  const reset = await findPasswordReset(ctx.db, tokenHash);
  await enforceLimits(ctx, passwordResetLimits(ctx, reset?.userId ?? null, ip));
  if (!reset?.usable) throw badRequest('auth.resetInvalid', {}, 'token');
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    // Checked again while spending it: a concurrent reset with the same link may have won.
    const now = new Date(ctx.clock.now());
    const owner = await consumePasswordReset(tx, tokenHash, now);
    if (!owner) throw badRequest('auth.resetInvalid', {}, 'token');
    await voidPasswordResetsOfUser(tx, owner, now);
    await updatePasswordHash(tx, owner, passwordHash, now);
    await revokeSessionsOfUser(tx, owner, now);
    return owner;
  });
  ctx.caches.sessions.forgetUser(userId);
}
