import { PLAN_FEATURES, PLAN_IDS, PLAN_PRICE_LOOKUP_KEYS, PLANS, type Plan, type PlanId } from '@publia/shared';

/** A plan as the API shows it: its price and limits (`PLANS`), with what it offers beyond its limits. */
export const planView = (id: PlanId): Plan => ({ ...PLANS[id], limits: { ...PLANS[id].limits }, features: [...PLAN_FEATURES[id]] });

/** GET /api/subscription/plans: the three plans, cheapest first. */
export const listPlans = (): Plan[] => PLAN_IDS.map(planView);

export const planIdOf = (value: unknown): PlanId | null => ((PLAN_IDS as readonly unknown[]).includes(value) ? (value as PlanId) : null);

/** The plan a provider's price sells, by its lookup key (the operator created one per plan). */
export function planOfLookupKey(lookupKey: string | null | undefined): PlanId | null {
  const found = PLAN_IDS.find((id) => PLAN_PRICE_LOOKUP_KEYS[id] === lookupKey);
  return found ?? null;
}
