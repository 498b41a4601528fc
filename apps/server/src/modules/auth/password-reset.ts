import { apiMessagesFr, formatMessage, type ForgotPasswordBody, type ResetPasswordBody } from '@publia/shared';
import { badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { queueMail } from '../mail/service.ts';
import { enforceLimits } from '../rate-limit/service.ts';
import { authLimits } from './auth-limits.ts';
import { hashPassword } from './password.ts';
import {
  consumePasswordReset,
  findUserByEmail,
  insertPasswordReset,
  revokeSessionsOfUser,
  updatePasswordHash,
} from './repository.ts';
import { sessionCacheOf } from './sessions.ts';
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
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await queueMail(ctx, {
    to: user.email,
    subject: apiMessagesFr['auth.resetMailSubject'],
    body: formatMessage(apiMessagesFr['auth.resetMailBody'], { link, minutes }),
  });
}

/** Spends the token, sets the password and signs every existing session out. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await consumePasswordReset(tx, hashToken(input.token));
    if (!owner) throw badRequest('auth.resetInvalid', {}, 'token');
    await updatePasswordHash(tx, owner, passwordHash);
    await revokeSessionsOfUser(tx, owner);
    return owner;
  });
  sessionCacheOf(ctx).forgetUser(userId);
}
