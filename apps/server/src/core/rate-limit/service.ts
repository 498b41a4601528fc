import { tooManyRequests } from '../../http/app-error.ts';
import type { AppContext } from '../../app/context.ts';
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

export async function purgeStaleCounters(ctx: AppContext): Promise<number> {
  return purgeOlderThan(ctx.db, 24 * 3600);
}
