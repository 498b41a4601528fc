import { tooManyRequests } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { hit, purgeOlderThan } from './repository.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts a hit on every limit and throws the 429 of the first one exceeded. */
export async function enforceLimits(ctx: AppContext, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { count, secondsLeft } = await hit(ctx.db, limit.key, limit.windowSeconds);
    if (count > limit.max) throw tooManyRequests(secondsLeft);
  }
}

/** Counts a hit on one limit and says where it stands (for RateLimit headers); the caller decides what past it means. */
export async function countHit(ctx: AppContext, limit: Limit): Promise<{ count: number; remaining: number; resetSeconds: number }> {
  const { count, secondsLeft } = await hit(ctx.db, limit.key, limit.windowSeconds);
  return { count, remaining: Math.max(0, limit.max - count), resetSeconds: secondsLeft };
}

export async function purgeStaleCounters(ctx: AppContext): Promise<number> {
  return purgeOlderThan(ctx.db, 24 * 3600);
}
