import { GENERATION_CACHE, type CacheTier, type PlanId } from '@publia/shared';
import type { Config } from '../../config.ts';
import type { EffectivePlan } from '../../core/plans/service.ts';

const CACHE_TIER_OF_PLAN: Record<PlanId, CacheTier> = { basic: 'free', pro: 'pro', business: 'business' };

export interface GenerationLimits {
  /** Generations a period allows; null: no quota. */
  periodLimit: number | null;
  cacheMaxEntries: number;
  cacheMaxAgeMs: number;
}

/**
 * The workspace's effective plan as a quota over its period and a cache size and age.
 * GENERATION_MONTHLY_LIMIT and GENERATION_CACHE_MAX_ENTRIES override the plan's; without a plan
 * (`DEFAULT_PLAN=unlimited`) there is no quota and the largest cache.
 */
export function generationLimits(config: Config, plan: EffectivePlan): GenerationLimits {
  const cache = GENERATION_CACHE[plan.planId ? CACHE_TIER_OF_PLAN[plan.planId] : 'business'];
  return {
    periodLimit: config.generation.monthlyLimit ?? plan.limits?.contentGeneration ?? null,
    cacheMaxEntries: config.generation.cacheMaxEntries ?? cache.maxEntries,
    cacheMaxAgeMs: cache.maxAgeMs,
  };
}
