import type { AppContext } from '../../lib/context.ts';
import type { Limit } from '../rate-limit/service.ts';

/** Sign-in and sign-up attempts are counted per client address and per e-mail. */
export function authLimits(ctx: AppContext, action: string, email: string, ip: string | null): Limit[] {
  const { max, maxPerIp, windowSeconds } = ctx.config.authRateLimit;
  const limits: Limit[] = [{ key: `${action}:email:${email.trim().toLowerCase()}`, max, windowSeconds }];
  if (ip) limits.unshift({ key: `${action}:ip:${ip}`, max: maxPerIp, windowSeconds });
  return limits;
}
