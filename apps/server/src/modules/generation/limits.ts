import { GENERATION_CACHE, PLANS, type CacheTier, type PlanId } from '@publia/shared';
import type { Config } from '../../config.ts';

const CACHE_TIER_OF_PLAN: Record<PlanId, CacheTier> = { basic: 'free', pro: 'pro', business: 'business' };

export interface GenerationLimits {
  plan: PlanId;
  monthlyLimit: number;
  cacheMaxEntries: number;
  cacheMaxAgeMs: number;
}

/** The workspace's plan (DEFAULT_PLAN until billing exists) as a monthly quota and a cache size and age. */
export function generationLimits(config: Config): GenerationLimits {
  const plan = config.defaultPlan;
  const cache = GENERATION_CACHE[CACHE_TIER_OF_PLAN[plan]];
  return {
    plan,
    monthlyLimit: config.generation.monthlyLimit ?? PLANS[plan].limits.contentGeneration,
    cacheMaxEntries: config.generation.cacheMaxEntries ?? cache.maxEntries,
    cacheMaxAgeMs: cache.maxAgeMs,
  };
}

/** The quota's period: the calendar month, in UTC. */
export function monthBounds(now: Date): { start: Date; next: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    next: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}
