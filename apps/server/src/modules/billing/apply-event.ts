import type Stripe from 'stripe';
import type { PaymentClient } from '../../core/context/billing-provider.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { workspacePlan, type SubscriptionState } from '../../core/plans/service.ts';
import { auditBilling } from './billing-audit.ts';
import { defaultCardOf } from './customer.ts';
import { makeDefaultCard } from './payment-methods.ts';
import { callProvider, isMissing } from './provider-call.ts';
import { cardLabel, idOf, subscriptionOfInvoice } from './provider-objects.ts';
import { recordInvoice, recordSubscription } from './record.ts';
import { eventApplied, findWorkspaceOfCustomer, markEventApplied } from './repository.ts';

const DAY_MS = 86_400_000;

/** The workspace an event is about, by its customer; null (the event is ignored) for a customer Publia never made. */
async function workspaceOf(ctx: AppContext, event: Stripe.Event, customer: string | { id: string } | null): Promise<string | null> {
  const customerId = idOf(customer);
  const workspaceId = customerId ? await findWorkspaceOfCustomer(ctx.db, customerId) : null;
  if (!workspaceId) ctx.logger.info({ eventId: event.id, type: event.type, customerId }, 'événement de paiement pour un client inconnu : ignoré');
  return workspaceId;
}

/** The subscription as the provider has it now (an event's copy may be older than a later one); a deleted one is its last copy. */
async function latestSubscription(ctx: AppContext, stripe: PaymentClient, id: string, copy: Stripe.Subscription | null): Promise<Stripe.Subscription | null> {
  return callProvider(ctx, 'subscriptions.retrieve', async () => {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (error) {
      if (isMissing(error)) return copy;
      throw error;
    }
  });
}

/** The event's id and its effect in one transaction: delivered twice, it is applied once. */
async function applyOnce(ctx: AppContext, event: Stripe.Event, effect: (tx: AppContext['db']) => Promise<SubscriptionState | null>) {
  return ctx.db.transaction(async (tx) => {
    if (!(await markEventApplied(tx, event.id, event.type))) return { applied: false, state: null };
    return { applied: true, state: await effect(tx) };
  });
}

async function onSubscription(ctx: AppContext, stripe: PaymentClient, event: Stripe.Event, copy: Stripe.Subscription): Promise<void> {
  const workspaceId = await workspaceOf(ctx, event, copy.customer);
  if (!workspaceId) return;
  const latest = await latestSubscription(ctx, stripe, copy.id, copy);
  if (!latest) return;
  const { applied } = await applyOnce(ctx, event, (tx) => recordSubscription(ctx, workspaceId, latest, tx));
  if (applied) await ctx.events.emit('billing.plan_changed', { workspaceId });
}

/**
 * An invoice issued, paid, refused or voided: filed as the provider has it now, with its
 * subscription's state. A refused renewal (not a first charge or a plan change, which the admin
 * sees refused at once) tells the admins, with the end of the grace period.
 */
async function onInvoice(ctx: AppContext, stripe: PaymentClient, event: Stripe.Event, copy: Stripe.Invoice): Promise<void> {
  const workspaceId = await workspaceOf(ctx, event, copy.customer);
  if (!workspaceId || !copy.id) return;
  const invoice = await callProvider(ctx, 'invoices.retrieve', () => stripe.invoices.retrieve(copy.id as string));
  const subscriptionId = subscriptionOfInvoice(invoice);
  const subscription = subscriptionId ? await latestSubscription(ctx, stripe, subscriptionId, null) : null;
  const { applied, state } = await applyOnce(ctx, event, async (tx) => {
    const kept = subscription ? await recordSubscription(ctx, workspaceId, subscription, tx) : null;
    await recordInvoice(ctx, workspaceId, invoice, kept?.planId ?? null, tx);
    return kept;
  });
  if (!applied) return;
  if (subscription) await ctx.events.emit('billing.plan_changed', { workspaceId });
  // The admins hear of a failed renewal at its first attempt, not again at each retry of the same
  // invoice (the event's own copy counts the attempts as they were then).
  const firstAttempt = (copy.attempt_count ?? 1) <= 1;
  if (event.type !== 'invoice.payment_failed' || invoice.billing_reason !== 'subscription_cycle' || !firstAttempt) return;
  const plan = await workspacePlan(ctx, workspaceId);
  const planId = plan.subscription?.planId ?? state?.planId;
  if (!planId) return;
  const graceEndsAt = plan.graceEndsAt ?? new Date(ctx.clock.now() + ctx.config.billing.graceDays * DAY_MS);
  await ctx.events.emit('billing.payment_failed', { workspaceId, planId, graceEndsAt: graceEndsAt.toISOString() });
}

/** A card added on the provider's page: it becomes the one charged when the customer had none. */
async function onCheckoutCompleted(ctx: AppContext, stripe: PaymentClient, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<void> {
  if (session.mode !== 'setup') return;
  const workspaceId = await workspaceOf(ctx, event, session.customer);
  const customerId = idOf(session.customer);
  const setupIntentId = idOf(session.setup_intent);
  if (!workspaceId || !customerId || !setupIntentId) return;
  const intent = await callProvider(ctx, 'setupIntents.retrieve', () => stripe.setupIntents.retrieve(setupIntentId));
  const cardId = idOf(intent.payment_method);
  const card = cardId ? await callProvider(ctx, 'paymentMethods.retrieve', () => stripe.paymentMethods.retrieve(cardId)) : null;
  // The effect first (it is harmless twice: a second run finds a default), then the event noted.
  if (card && !(await defaultCardOf(ctx, stripe, customerId))) await makeDefaultCard(ctx, stripe, workspaceId, customerId, card.id);
  const applied = await markEventApplied(ctx.db, event.id, event.type);
  if (applied && card) await auditBilling(ctx, workspaceId, null, 'billing.audit.cardAdded', { card: cardLabel(card) });
}

/**
 * Applies a verified event of the provider once. Its copy of an object is only a pointer: each
 * object is read again from the provider, so that events arriving late or out of order never
 * bring back an older state.
 */
export async function applyEvent(ctx: AppContext, stripe: PaymentClient, event: Stripe.Event): Promise<void> {
  if (await eventApplied(ctx.db, event.id)) return;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return onSubscription(ctx, stripe, event, event.data.object);
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided':
      return onInvoice(ctx, stripe, event, event.data.object);
    case 'checkout.session.completed':
      return onCheckoutCompleted(ctx, stripe, event, event.data.object);
    default:
      return;
  }
}
