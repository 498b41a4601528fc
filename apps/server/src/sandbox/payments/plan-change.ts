import { frenchMessage } from '@publia/shared';
import { cardDeclined, noSuchObject } from './errors.ts';
import { lockedCustomer } from './customers.ts';
import { bill, type Billed, type LineInput } from './invoices.ts';
import type { StripeSubscription } from './objects.ts';
import type { Operation } from './operation.ts';
import { priceById, productName } from './prices.ts';
import { planChangeAmounts } from './proration.ts';

export interface PriceChange {
  item: string;
  price: string;
  /** `always_invoice` (and `create_prorations`, billed at once here too), or `none`: no proration at all. */
  prorate: boolean;
  errorIfIncomplete: boolean;
}

/**
 * Moves the subscription's item to another price. Prorated, an invoice is issued at once for the
 * rest of the period — the old price's unused time credited, the new one's charged — and a
 * refused charge with `error_if_incomplete` refuses the whole change (402, nothing kept). Records
 * in `previous` what changed; answers the invoice, if any.
 */
export async function changePrice(
  op: Operation,
  vatRatePercent: number,
  subscription: StripeSubscription,
  change: PriceChange,
  previous: Record<string, unknown>,
): Promise<Billed | null> {
  const item = subscription.items.data[0];
  if (!item || item.id !== change.item) throw noSuchObject('subscription_item', change.item, 'items[0][id]');
  const price = priceById(change.price);
  if (!price) throw noSuchObject('price', change.price, 'items[0][price]');
  if (price.id === item.price.id) return null;
  previous.items = structuredClone(subscription.items);
  const oldPrice = item.price;
  item.price = price;
  if (!change.prorate) return null;

  const period = { start: subscription.current_period_start, end: subscription.current_period_end };
  const rest = { start: op.now, end: period.end };
  const { unused, remaining } = planChangeAmounts(oldPrice.unit_amount, price.unit_amount, period, op.now);
  const lines: LineInput[] = [
    { description: frenchMessage('paymentSandbox.line.unused', { product: productName(oldPrice) }), amount: unused, period: rest, price: oldPrice, proration: true },
    { description: frenchMessage('paymentSandbox.line.remaining', { product: productName(price) }), amount: remaining, period: rest, price, proration: true },
  ];
  const customer = await lockedCustomer(op, subscription.customer);
  const billed = await bill(op, vatRatePercent, { customer, subscription, reason: 'subscription_update', lines, period: rest }, subscription.default_payment_method);
  if (!billed.outcome.paid) {
    if (change.errorIfIncomplete) throw cardDeclined(billed.outcome.reason);
    previous.status = subscription.status;
    subscription.status = 'past_due';
  }
  previous.latest_invoice = subscription.latest_invoice;
  subscription.latest_invoice = billed.invoice.id;
  return billed;
}
