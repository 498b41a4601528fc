import type { AppContext } from '../context/app-context.ts';
import type { Limit } from '../rate-limit/service.ts';

/** One counter per client address and one per account, with the limits of sign-in. */
function limitsFor(ctx: AppContext, action: string, account: string | null, ip: string | null): Limit[] {
  const { max, maxPerIp, windowSeconds } = ctx.config.authRateLimit;
  const limits: Limit[] = account ? [{ key: `${action}:${account}`, max, windowSeconds }] : [];
  if (ip) limits.unshift({ key: `${action}:ip:${ip}`, max: maxPerIp, windowSeconds });
  return limits;
}

/** Sign-in and sign-up attempts are counted per client address and per e-mail. */
export function authLimits(ctx: AppContext, action: string, email: string, ip: string | null): Limit[] {
  return limitsFor(ctx, action, `email:${email.trim().toLowerCase()}`, ip);
}

/**
 * Password resets are counted per client address and per account the token was made for (spent or
 * expired tokens included); a token that names no account counts against the address only.
 */
export function passwordResetLimits(ctx: AppContext, userId: string | null, ip: string | null): Limit[] {
  return limitsFor(ctx, 'reset-password', userId ? `user:${userId}` : null, ip);
}
