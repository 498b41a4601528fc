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

/** The customer an event names, and its workspace; null (the event is ignored) for a customer Publia never made. */
interface Owner {
  customerId: string;
  workspaceId: string;
}

async function ownerOf(ctx: AppContext, event: Stripe.Event, customer: string | { id: string } | null): Promise<Owner | null> {
  const customerId = idOf(customer);
  const workspaceId = customerId ? await findWorkspaceOfCustomer(ctx.db, customerId) : null;
  if (!customerId || !workspaceId) {
    ctx.logger.info({ eventId: event.id, type: event.type, customerId }, 'événement de paiement pour un client inconnu : ignoré');
    return null;
  }
  return { customerId, workspaceId };
}

/**
 * Whether an object read again from the provider is the named customer's. An event signed with
 * the secret may still name one customer and another's subscription, invoice or card (an old event
 * replayed with its customer edited): such an object is filed for nobody, the event is ignored.
 */
function belongsTo(ctx: AppContext, event: Stripe.Event, owner: Owner, object: { id?: string | null; customer?: string | { id: string } | null }): boolean {
  const actual = idOf(object.customer ?? null);
  if (actual === owner.customerId) return true;
  ctx.logger.warn(
    { eventId: event.id, type: event.type, customerId: owner.customerId, objectId: object.id, objectCustomerId: actual },
    "événement de paiement : l'objet nommé appartient à un autre client, ignoré",
  );
  return false;
}

/** An object read from the provider, or null when it has none by that id (the event is then ignored). */
async function retrieved<T>(ctx: AppContext, action: string, call: () => Promise<T>): Promise<T | null> {
  return callProvider(ctx, action, async () => {
    try {
      return await call();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  });
}

/**
 * The subscription as the provider has it now (an event's copy may be older than a later one).
 * One the provider does not know is not a live one: the copy only says it ended, so that an event
 * carrying an invented subscription never grants its plan.
 */
async function latestSubscription(ctx: AppContext, stripe: PaymentClient, id: string, copy: Stripe.Subscription | null): Promise<Stripe.Subscription | null> {
  const latest = await retrieved(ctx, 'subscriptions.retrieve', () => stripe.subscriptions.retrieve(id));
  return latest ?? (copy ? { ...copy, status: 'canceled' } : null);
}

/** The event's id and its effect in one transaction: delivered twice, it is applied once. */
async function applyOnce(ctx: AppContext, event: Stripe.Event, effect: (tx: AppContext['db']) => Promise<SubscriptionState | null>) {
  return ctx.db.transaction(async (tx) => {
    if (!(await markEventApplied(tx, event.id, event.type))) return { applied: false, state: null };
    return { applied: true, state: await effect(tx) };
  });
}

async function onSubscription(ctx: AppContext, stripe: PaymentClient, event: Stripe.Event, copy: Stripe.Subscription): Promise<void> {
  const owner = await ownerOf(ctx, event, copy.customer);
  if (!owner) return;
  const latest = await latestSubscription(ctx, stripe, copy.id, copy);
  if (!latest || !belongsTo(ctx, event, owner, latest)) return;
  const { workspaceId } = owner;
  const { applied } = await applyOnce(ctx, event, (tx) => recordSubscription(ctx, workspaceId, latest, tx));
  if (applied) await ctx.events.emit('billing.plan_changed', { workspaceId });
}

/**
 * An invoice issued, paid, refused or voided: filed as the provider has it now, with its
 * subscription's state. A refused renewal (not a first charge or a plan change, which the admin
 * sees refused at once) tells the admins, with the end of the grace period.
 */
async function onInvoice(ctx: AppContext, stripe: PaymentClient, event: Stripe.Event, copy: Stripe.Invoice): Promise<void> {
  const owner = await ownerOf(ctx, event, copy.customer);
  if (!owner || !copy.id) return;
  const invoiceId = copy.id;
  const invoice = await retrieved(ctx, 'invoices.retrieve', () => stripe.invoices.retrieve(invoiceId));
  if (!invoice || !belongsTo(ctx, event, owner, invoice)) return;
  const subscriptionId = subscriptionOfInvoice(invoice);
  const subscription = subscriptionId ? await latestSubscription(ctx, stripe, subscriptionId, null) : null;
  if (subscription && !belongsTo(ctx, event, owner, subscription)) return;
  const { workspaceId } = owner;
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
async function onCheckoutCompleted(ctx: AppContext, stripe: PaymentClient, event: Stripe.Event, copy: Stripe.Checkout.Session): Promise<void> {
  if (copy.mode !== 'setup') return;
  const owner = await ownerOf(ctx, event, copy.customer);
  if (!owner) return;
  const session = await retrieved(ctx, 'checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(copy.id));
  if (!session || session.mode !== 'setup' || !belongsTo(ctx, event, owner, session)) return;
  const { workspaceId, customerId } = owner;
  const setupIntentId = idOf(session.setup_intent);
  const intent = setupIntentId ? await retrieved(ctx, 'setupIntents.retrieve', () => stripe.setupIntents.retrieve(setupIntentId)) : null;
  const cardId = idOf(intent?.payment_method ?? null);
  const card = cardId ? await retrieved(ctx, 'paymentMethods.retrieve', () => stripe.paymentMethods.retrieve(cardId)) : null;
  if (card && !belongsTo(ctx, event, owner, card)) return;
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
