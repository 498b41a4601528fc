import { PLAN_IDS, PLAN_PRICE_LOOKUP_KEYS, PLANS, type PlanId } from '@publia/shared';

/** The products as the operator names them in Stripe: what invoice lines print. */
const PRODUCT_NAMES: Record<PlanId, string> = { basic: 'Publia Basic', pro: 'Publia Pro', business: 'Publia Business' };

/** When the sandbox's prices were "created": a fixed instant, the same on every install. */
const PRICES_CREATED = 1_735_689_600;

export type StripePrice = ReturnType<typeof priceOf>;

/** A plan's monthly price, taxes included, as the operator creates it in Stripe (one per lookup key). */
function priceOf(plan: PlanId) {
  const { price } = PLANS[plan];
  return {
    id: `price_sandbox_${plan}`,
    object: 'price' as const,
    active: true,
    billing_scheme: 'per_unit',
    created: PRICES_CREATED,
    currency: 'eur',
    livemode: false,
    lookup_key: PLAN_PRICE_LOOKUP_KEYS[plan],
    metadata: {},
    nickname: PRODUCT_NAMES[plan],
    product: `prod_sandbox_${plan}`,
    recurring: { interval: 'month' as const, interval_count: 1, usage_type: 'licensed', meter: null, trial_period_days: null },
    tax_behavior: 'inclusive',
    type: 'recurring',
    unit_amount: price,
    unit_amount_decimal: String(price),
  };
}

export const SANDBOX_PRICES: readonly StripePrice[] = PLAN_IDS.map(priceOf);

export const priceById = (id: string): StripePrice | null => SANDBOX_PRICES.find((price) => price.id === id) ?? null;

/** The product's name, as an invoice line prints it (« Publia Pro »). */
export const productName = (price: StripePrice): string => price.nickname;
