import { frenchMessage, PLANS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { auditBilling, type BillingCaller } from './billing-audit.ts';
import { currentSubscription } from './current.ts';
import { knownPlan, priceOf } from './prices.ts';
import { callProvider } from './provider-call.ts';
import { isEnded } from './provider-objects.ts';
import { applyAnswer } from './record.ts';
import { requireProvider } from './require-provider.ts';
import type { SubscriptionAnswer } from './subscribe.ts';

/**
 * POST /api/subscription/change-plan: moves the subscription to another plan at once, the provider
 * invoicing the difference for the rest of the period (a downgrade's surplus becomes a credit on
 * the next invoices). The current plan, or no subscription, is ignored: a success that changes
 * nothing, so that asking twice is harmless.
 */
export async function changePlan(ctx: AppContext, caller: BillingCaller, asked: string): Promise<SubscriptionAnswer> {
  const workspaceId = caller.auth.workspace.id;
  const stripe = await requireProvider(ctx, workspaceId);
  const planId = knownPlan(asked);
  const kept = (await workspacePlan(ctx, workspaceId)).subscription;
  const ignored = (key: 'billing.changeIgnored.noSubscription' | 'billing.changeIgnored.samePlan') => ({
    message: frenchMessage(key, { plan: PLANS[planId].name }),
    data: null,
  });
  if (!kept) return ignored('billing.changeIgnored.noSubscription');
  if (kept.planId === planId) return { ...ignored('billing.changeIgnored.samePlan'), data: await currentSubscription(ctx, workspaceId) };

  // The provider's own copy, never the one kept here: its item is what the new price replaces.
  const subscription = await callProvider(ctx, 'subscriptions.retrieve', () => stripe.subscriptions.retrieve(kept.subscriptionId));
  const item = subscription.items.data[0];
  if (isEnded(subscription) || !item) {
    await applyAnswer(ctx, workspaceId, subscription);
    return ignored('billing.changeIgnored.noSubscription');
  }
  const price = await priceOf(ctx, stripe, planId);
  const updated = await callProvider(ctx, 'subscriptions.update', () =>
    stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: price.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    }),
  );
  await applyAnswer(ctx, workspaceId, updated);
  const from = PLANS[kept.planId].name;
  const to = PLANS[planId].name;
  await auditBilling(ctx, workspaceId, caller, 'billing.audit.planChanged', { from, to }, { from, to });
  return { message: frenchMessage('billing.planChanged', { plan: to }), data: await currentSubscription(ctx, workspaceId) };
}
