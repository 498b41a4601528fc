import { PLAN_PRICE_LOOKUP_KEYS, PLANS, type PlanId } from '@publia/shared';
import type Stripe from 'stripe';
import type { PaymentClient } from '../../core/context/billing-provider.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { planIdOf } from './plans.ts';
import { callProvider } from './provider-call.ts';

/** A plan asked for by the page: one of the three, else the French 404 naming what was asked. */
export function knownPlan(asked: string): PlanId {
  const planId = planIdOf(asked);
  if (!planId) throw new AppError(404, 'billing.planNotFound', { planId: asked });
  return planId;
}

/**
 * The provider's monthly price of a plan, found by its lookup key (the operator creates one price
 * per plan and gives it that key), so that no price id is written in Publia's configuration.
 */
export async function priceOf(ctx: AppContext, stripe: PaymentClient, planId: PlanId): Promise<Stripe.Price> {
  const lookupKey = PLAN_PRICE_LOOKUP_KEYS[planId];
  const list = await callProvider(ctx, 'prices.list', () => stripe.prices.list({ lookup_keys: [lookupKey], active: true }));
  const price = list.data[0];
  if (!price) {
    ctx.logger.error({ planId, lookupKey }, 'prix du forfait introuvable chez le prestataire de paiement');
    throw new AppError(502, 'billing.priceMissing', { plan: PLANS[planId].name, lookupKey });
  }
  return price;
}
