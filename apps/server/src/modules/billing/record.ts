import type { PlanId } from '@publia/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../core/context/app-context.ts';
import { clearSubscription, recordSubscriptionState, type SubscriptionState } from '../../core/plans/service.ts';
import type { Db } from '../../db/client.ts';
import { profileOfRow } from './customer.ts';
import { buyerOfInvoice, invoiceRowOf } from './invoice-row.ts';
import { isEnded, subscriptionStateOf } from './provider-objects.ts';
import { findCustomer, upsertInvoice } from './repository.ts';

/**
 * Keeps what the provider says of a subscription now: its state (an older reading never overwrites
 * a newer one), or its end. Answers the state kept, null when it ended or sells no plan of Publia's.
 */
export async function recordSubscription(ctx: AppContext, workspaceId: string, subscription: Stripe.Subscription, db: Db = ctx.db): Promise<SubscriptionState | null> {
  if (isEnded(subscription)) {
    await clearSubscription(ctx, workspaceId, subscription.id, db);
    return null;
  }
  const state = subscriptionStateOf(subscription, new Date(ctx.clock.now()));
  if (!state) {
    ctx.logger.warn({ workspaceId, subscriptionId: subscription.id }, 'abonnement sans forfait Publia reconnu : ignoré');
    return null;
  }
  await recordSubscriptionState(ctx, workspaceId, state, db);
  return state;
}

/**
 * Files an issued invoice (a draft has no number yet and is not one): the buyer as the billing
 * profile reads at its first filing, the seller of the configuration.
 */
export async function recordInvoice(ctx: AppContext, workspaceId: string, invoice: Stripe.Invoice, planId: PlanId | null, db: Db = ctx.db): Promise<void> {
  const { number } = invoice;
  if (!number || invoice.status === 'draft') return;
  const customer = await findCustomer(db, workspaceId);
  const buyer = customer ? profileOfRow(customer) : buyerOfInvoice(invoice);
  await upsertInvoice(db, invoiceRowOf({ ...invoice, number }, { workspaceId, planId, buyer, billing: ctx.config.billing }));
}

/**
 * After an action, applies the provider's answer at once — the subscription and the invoice it
 * just issued — so the page is right before (or without) the webhook, which applies the same.
 */
export async function applyAnswer(ctx: AppContext, workspaceId: string, subscription: Stripe.Subscription): Promise<SubscriptionState | null> {
  const state = await recordSubscription(ctx, workspaceId, subscription);
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice === 'object') await recordInvoice(ctx, workspaceId, invoice, state?.planId ?? null);
  await ctx.events.emit('billing.plan_changed', { workspaceId });
  return state;
}
