import { frenchMessage } from '@publia/shared';
import { cardDeclined, noSuchObject, StripeApiError } from './errors.ts';
import { lockedCustomer, requireAttached } from './customers.ts';
import { stripeId } from './ids.ts';
import { bill, emitBilled, periodLine } from './invoices.ts';
import type { StripeSubscription } from './objects.ts';
import type { Operation } from './operation.ts';
import { mergeMetadata } from './params.ts';
import { addMonths } from './periods.ts';
import { changePrice, type PriceChange } from './plan-change.ts';
import { priceById } from './prices.ts';
import { loadForUpdate, save } from './store.ts';

export interface NewSubscription {
  customer: string;
  price: string;
  defaultPaymentMethod: string | null;
  metadata: Record<string, string>;
  /** `payment_behavior=error_if_incomplete`: a refused first charge refuses the subscription. */
  errorIfIncomplete: boolean;
}

/**
 * A subscription charged its first month at once, a period being one calendar month from now.
 * With `error_if_incomplete`, a refused charge is a 402 and nothing is kept (the transaction rolls
 * back, invoice number included); otherwise the subscription stays `incomplete` with its open invoice.
 */
export async function createSubscription(op: Operation, vatRatePercent: number, input: NewSubscription): Promise<StripeSubscription> {
  const customer = await lockedCustomer(op, input.customer, 'customer');
  const price = priceById(input.price);
  if (!price) throw noSuchObject('price', input.price, 'items[0][price]');
  if (input.defaultPaymentMethod) await requireAttached(op.db, customer, input.defaultPaymentMethod, 'default_payment_method');
  const id = stripeId('sub');
  const period = { start: op.now, end: addMonths(op.now, 1) };
  const subscription: StripeSubscription = {
    id,
    object: 'subscription',
    customer: customer.id,
    status: 'active',
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          price,
          quantity: 1,
          subscription: id,
          created: op.now,
          current_period_start: period.start,
          current_period_end: period.end,
          metadata: {},
        },
      ],
    },
    billing_cycle_anchor: op.now,
    current_period_start: period.start,
    current_period_end: period.end,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    collection_method: 'charge_automatically',
    currency: 'eur',
    default_payment_method: input.defaultPaymentMethod,
    latest_invoice: null,
    metadata: mergeMetadata({}, input.metadata),
    created: op.now,
    start_date: op.now,
    livemode: false,
    sandboxOnly: { cycle: 1 },
  };
  const billed = await bill(op, vatRatePercent, { customer, subscription, reason: 'subscription_create', lines: [periodLine(price, period)], period }, input.defaultPaymentMethod);
  if (!billed.outcome.paid) {
    if (input.errorIfIncomplete) throw cardDeclined(billed.outcome.reason);
    subscription.status = 'incomplete';
  }
  subscription.latest_invoice = billed.invoice.id;
  await save(op.db, 'subscription', id, subscription);
  op.emit('customer.subscription.created', subscription);
  emitBilled(op, billed);
  return subscription;
}

export interface SubscriptionUpdate {
  cancelAtPeriodEnd?: boolean;
  defaultPaymentMethod?: string | null;
  metadata?: Record<string, string>;
  priceChange?: PriceChange;
}

/** A subscription locked for a change; a canceled one cannot change any more. */
async function lockedLiveSubscription(op: Operation, id: string): Promise<StripeSubscription> {
  const subscription = await loadForUpdate<StripeSubscription>(op.db, 'subscription', id);
  if (!subscription) throw noSuchObject('subscription', id);
  if (subscription.status === 'canceled') {
    throw new StripeApiError(400, { type: 'invalid_request_error', code: 'resource_missing', message: frenchMessage('paymentSandbox.error.subscriptionEnded') });
  }
  return subscription;
}

/**
 * Changes what is asked of a subscription: cancel at the period's end or not, its default card,
 * its metadata, its price (billed at once, prorated). One `customer.subscription.updated` with what
 * it was before; nothing delivered when nothing changed.
 */
export async function updateSubscription(op: Operation, vatRatePercent: number, id: string, input: SubscriptionUpdate): Promise<StripeSubscription> {
  const subscription = await lockedLiveSubscription(op, id);
  const previous: Record<string, unknown> = {};
  if (input.metadata) {
    previous.metadata = subscription.metadata;
    subscription.metadata = mergeMetadata(subscription.metadata, input.metadata);
  }
  if (input.defaultPaymentMethod !== undefined) {
    if (input.defaultPaymentMethod) await requireAttached(op.db, await lockedCustomer(op, subscription.customer), input.defaultPaymentMethod, 'default_payment_method');
    previous.default_payment_method = subscription.default_payment_method;
    subscription.default_payment_method = input.defaultPaymentMethod;
  }
  if (input.cancelAtPeriodEnd !== undefined && input.cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    Object.assign(previous, { cancel_at_period_end: subscription.cancel_at_period_end, cancel_at: subscription.cancel_at });
    subscription.cancel_at_period_end = input.cancelAtPeriodEnd;
    subscription.cancel_at = input.cancelAtPeriodEnd ? subscription.current_period_end : null;
  }
  const billed = input.priceChange ? await changePrice(op, vatRatePercent, subscription, input.priceChange, previous) : null;
  if (Object.keys(previous).length === 0) return subscription;
  await save(op.db, 'subscription', id, subscription);
  op.emit('customer.subscription.updated', subscription, previous);
  if (billed) emitBilled(op, billed);
  return subscription;
}

/** Cancels now: the subscription ends at once (`customer.subscription.deleted`). */
export async function cancelSubscriptionNow(op: Operation, id: string): Promise<StripeSubscription> {
  const subscription = await lockedLiveSubscription(op, id);
  const previous = { status: subscription.status };
  Object.assign(subscription, { status: 'canceled', canceled_at: op.now, ended_at: op.now });
  await save(op.db, 'subscription', id, subscription);
  op.emit('customer.subscription.deleted', subscription, previous);
  return subscription;
}
