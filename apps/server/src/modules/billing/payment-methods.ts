import { frenchMessage, type PaymentMethod } from '@publia/shared';
import type { PaymentClient } from '../../core/context/billing-provider.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { AppError } from '../../http/app-error.ts';
import { auditBilling, type BillingCaller } from './billing-audit.ts';
import { cardsOf, defaultCardOf, existingCustomer } from './customer.ts';
import { callProvider } from './provider-call.ts';
import { cardLabel, idOf, paymentMethodView } from './provider-objects.ts';
import { requireProvider } from './require-provider.ts';

/** A provider's id of a card: anything else is answered 404 before it reaches the provider's URL. */
const CARD_ID = /^(pm|card|src)_[A-Za-z0-9_]{1,120}$/;

/** GET /api/subscription/payment-methods: the customer's cards, live from the provider. */
export async function listPaymentMethods(ctx: AppContext, workspaceId: string): Promise<PaymentMethod[]> {
  const stripe = await requireProvider(ctx, workspaceId);
  const customerId = await existingCustomer(ctx, workspaceId);
  if (!customerId) return [];
  const [cards, defaultId] = await Promise.all([cardsOf(ctx, stripe, customerId), defaultCardOf(ctx, stripe, customerId)]);
  return cards.map((card) => paymentMethodView(card, defaultId));
}

/** A card of this workspace's customer; another's, or none, is a 404 (ids do not leak). */
async function ownedCard(ctx: AppContext, stripe: PaymentClient, workspaceId: string, id: string) {
  const customerId = await existingCustomer(ctx, workspaceId);
  if (!customerId || !CARD_ID.test(id)) throw new AppError(404, 'billing.paymentMethodNotFound');
  const card = await callProvider(ctx, 'paymentMethods.retrieve', () => stripe.paymentMethods.retrieve(id), 'billing.paymentMethodNotFound');
  if (idOf(card.customer) !== customerId) throw new AppError(404, 'billing.paymentMethodNotFound');
  return { card, customerId };
}

/** Makes a card the one charged: the customer's default, and the subscription's own (which comes first). */
export async function makeDefaultCard(ctx: AppContext, stripe: PaymentClient, workspaceId: string, customerId: string, cardId: string): Promise<void> {
  await callProvider(ctx, 'customers.update', () => stripe.customers.update(customerId, { invoice_settings: { default_payment_method: cardId } }));
  const subscription = (await workspacePlan(ctx, workspaceId)).subscription;
  if (subscription) {
    await callProvider(ctx, 'subscriptions.update', () => stripe.subscriptions.update(subscription.subscriptionId, { default_payment_method: cardId }));
  }
}

/** POST /api/subscription/payment-methods/:id/default. */
export async function setDefaultPaymentMethod(ctx: AppContext, caller: BillingCaller, id: string): Promise<string> {
  const workspaceId = caller.auth.workspace.id;
  const stripe = await requireProvider(ctx, workspaceId);
  const { card, customerId } = await ownedCard(ctx, stripe, workspaceId, id);
  await makeDefaultCard(ctx, stripe, workspaceId, customerId, card.id);
  await auditBilling(ctx, workspaceId, caller, 'billing.audit.cardDefault', { card: cardLabel(card) });
  return frenchMessage('billing.defaultCardSet');
}

/**
 * DELETE /api/subscription/payment-methods/:id: the card is detached from the customer. The only
 * card of a subscription that will charge again stays (French 409); a removed default card hands
 * the role to the newest card left.
 */
export async function deletePaymentMethod(ctx: AppContext, caller: BillingCaller, id: string): Promise<string> {
  const workspaceId = caller.auth.workspace.id;
  const stripe = await requireProvider(ctx, workspaceId);
  const { card, customerId } = await ownedCard(ctx, stripe, workspaceId, id);
  const [cards, defaultId, plan] = await Promise.all([cardsOf(ctx, stripe, customerId), defaultCardOf(ctx, stripe, customerId), workspacePlan(ctx, workspaceId)]);
  const others = cards.filter((other) => other.id !== card.id);
  const willCharge = plan.subscription !== null && !plan.subscription.cancelAtPeriodEnd;
  if (willCharge && others.length === 0) throw new AppError(409, 'billing.lastCardInUse');
  await callProvider(ctx, 'paymentMethods.detach', () => stripe.paymentMethods.detach(card.id));
  const heir = others[0];
  if (defaultId === card.id && heir) await makeDefaultCard(ctx, stripe, workspaceId, customerId, heir.id);
  await auditBilling(ctx, workspaceId, caller, 'billing.audit.cardRemoved', { card: cardLabel(card) });
  return frenchMessage('billing.cardRemoved');
}
