import { frenchMessage, PLANS, type Subscription } from '@publia/shared';
import type { PaymentClient } from '../../core/context/billing-provider.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { AppError } from '../../http/app-error.ts';
import { auditBilling, type BillingCaller } from './billing-audit.ts';
import { cardsOf, defaultCardOf, ensureCustomer } from './customer.ts';
import { currentSubscription } from './current.ts';
import { knownPlan, priceOf } from './prices.ts';
import { callProvider } from './provider-call.ts';
import { isEnded } from './provider-objects.ts';
import { applyAnswer } from './record.ts';
import { requireProvider } from './require-provider.ts';

export interface SubscriptionAnswer {
  message: string;
  data: Subscription | null;
}

/** The card a new subscription is charged to: the customer's default, else their newest; none → the French 409. */
async function chargeableCard(ctx: AppContext, stripe: PaymentClient, customerId: string): Promise<string> {
  const defaultCard = await defaultCardOf(ctx, stripe, customerId);
  if (defaultCard) return defaultCard;
  const [newest] = await cardsOf(ctx, stripe, customerId);
  if (!newest) throw new AppError(409, 'billing.cardRequired');
  return newest.id;
}

/**
 * A subscription the provider runs that Publia does not know yet (its webhook still on the way, a
 * second click): kept at once, and the new one refused — a customer is never charged twice.
 */
async function refuseRunningSubscription(ctx: AppContext, stripe: PaymentClient, workspaceId: string, customerId: string): Promise<void> {
  const list = await callProvider(ctx, 'subscriptions.list', () => stripe.subscriptions.list({ customer: customerId, limit: 10 }));
  const running = list.data.find((subscription) => !isEnded(subscription));
  if (!running) return;
  await applyAnswer(ctx, workspaceId, running);
  throw new AppError(409, 'billing.alreadySubscribed');
}

/**
 * POST /api/subscription/subscribe: starts a subscription, its first month charged at once to the
 * card. The provider refuses it whole when the charge fails (`error_if_incomplete`): a declined
 * card is a French 402 and nothing is kept.
 */
export async function subscribe(ctx: AppContext, caller: BillingCaller, asked: string): Promise<SubscriptionAnswer> {
  const workspaceId = caller.auth.workspace.id;
  const stripe = await requireProvider(ctx, workspaceId);
  const planId = knownPlan(asked);
  if ((await workspacePlan(ctx, workspaceId)).subscription) throw new AppError(409, 'billing.alreadySubscribed');
  const customerId = await ensureCustomer(ctx, stripe, caller.auth);
  await refuseRunningSubscription(ctx, stripe, workspaceId, customerId);
  const card = await chargeableCard(ctx, stripe, customerId);
  const price = await priceOf(ctx, stripe, planId);
  const subscription = await callProvider(ctx, 'subscriptions.create', () =>
    stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: price.id }],
      default_payment_method: card,
      metadata: { workspaceId, planId },
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    }),
  );
  await applyAnswer(ctx, workspaceId, subscription);
  const plan = PLANS[planId].name;
  await auditBilling(ctx, workspaceId, caller, 'billing.audit.subscribed', { plan }, { to: plan });
  return { message: frenchMessage('billing.subscribed', { plan }), data: await currentSubscription(ctx, workspaceId) };
}
