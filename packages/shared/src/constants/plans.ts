/** Billing plans: basic, pro and business. Prices are in cents, euros, monthly. */
export const PLAN_IDS = ['basic', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanLimits {
  contentGeneration: number;
  scheduledPosts: number;
  teamMembers: number;
  socialAccounts: number;
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  price: number;
  currency: 'eur';
  interval: 'month';
  limits: PlanLimits;
}

export const PLANS: Record<PlanId, PlanDefinition> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    price: 2900,
    currency: 'eur',
    interval: 'month',
    limits: { contentGeneration: 100, scheduledPosts: 50, teamMembers: 1, socialAccounts: 3 },
  },
  pro: {
    id: 'pro',
    name: 'Professional',
    price: 7900,
    currency: 'eur',
    interval: 'month',
    limits: { contentGeneration: 500, scheduledPosts: 200, teamMembers: 3, socialAccounts: 10 },
  },
  business: {
    id: 'business',
    name: 'Business',
    price: 19900,
    currency: 'eur',
    interval: 'month',
    limits: { contentGeneration: 2000, scheduledPosts: 1000, teamMembers: 10, socialAccounts: 30 },
  },
};

/** Generation cache size and lifetime per subscription tier: a larger plan keeps more answers, longer. */
export const CACHE_TIERS = ['free', 'pro', 'business'] as const;
export type CacheTier = (typeof CACHE_TIERS)[number];
const HOUR_MS = 3_600_000;
export const GENERATION_CACHE: Record<CacheTier, { maxEntries: number; maxAgeMs: number }> = {
  free: { maxEntries: 50, maxAgeMs: 24 * HOUR_MS },
  pro: { maxEntries: 100, maxAgeMs: 3 * 24 * HOUR_MS },
  business: { maxEntries: 200, maxAgeMs: 7 * 24 * HOUR_MS },
};

export const TEAM_ROLES = ['admin', 'editor', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
