import { seconds, type DeliveryCount, type PaymentSandbox } from './context.ts';
import { lockedCustomer } from './customers.ts';
import { bill, collect, emitBilled, periodLine } from './invoices.ts';
import type { StripeInvoice, StripeSubscription } from './objects.ts';
import { transact, type Operation } from './operation.ts';
import { addMonths } from './periods.ts';
import { dueSubscriptionIds, listByField, loadForUpdate, save } from './store.ts';

/** Periods one subscription may renew in one run: a year's advance is 12, a decade 120. */
const MAX_PERIODS = 240;

/**
 * Runs what fell due at the sandbox's now, each subscription in its own transaction: a past-due
 * subscription's open invoices are tried again, then every period that ended renews (or ends the
 * subscription canceled at its period's end). The events go once all is committed.
 */
export async function runDue(sandbox: PaymentSandbox): Promise<DeliveryCount> {
  const ids = await dueSubscriptionIds(sandbox.db, seconds(await sandbox.now()));
  for (const id of ids) await transact(sandbox, (op) => settle(op, sandbox.vatRatePercent, id));
  return sandbox.deliverPending();
}

async function settle(op: Operation, vatRatePercent: number, id: string): Promise<void> {
  const subscription = await loadForUpdate<StripeSubscription>(op.db, 'subscription', id);
  if (!subscription || (subscription.status !== 'active' && subscription.status !== 'past_due')) return;
  if (subscription.status === 'past_due') await retryOpenInvoices(op, subscription);
  for (let renewed = 0; subscription.current_period_end <= op.now && renewed < MAX_PERIODS; renewed += 1) {
    if (subscription.cancel_at_period_end) {
      endAtPeriodEnd(op, subscription);
      break;
    }
    await renewPeriod(op, vatRatePercent, subscription);
  }
  await save(op.db, 'subscription', id, subscription);
}

/** Oldest first; the subscription is active again once none is left open. */
async function retryOpenInvoices(op: Operation, subscription: StripeSubscription): Promise<void> {
  const open = (await listByField<StripeInvoice>(op.db, 'invoice', 'subscription', subscription.id, 1000)).filter((invoice) => invoice.status === 'open').toReversed();
  const customer = await lockedCustomer(op, subscription.customer);
  for (const invoice of open) {
    // Refused again: Stripe tells each failed attempt (the invoice counts them in attempt_count).
    if (!(await collect(op, invoice, customer, subscription.default_payment_method)).paid) {
      op.emit('invoice.payment_failed', invoice);
      return;
    }
    op.emit('invoice.paid', invoice);
  }
  subscription.status = 'active';
  op.emit('customer.subscription.updated', subscription, { status: 'past_due' });
}

function endAtPeriodEnd(op: Operation, subscription: StripeSubscription): void {
  const previous = { status: subscription.status };
  Object.assign(subscription, { status: 'canceled', canceled_at: subscription.canceled_at ?? subscription.current_period_end, ended_at: subscription.current_period_end });
  op.emit('customer.subscription.deleted', subscription, previous);
}

/**
 * The next calendar month from the anchor, billed at its start: paid, the subscription goes on;
 * refused, its invoice stays open and the subscription is past due.
 */
async function renewPeriod(op: Operation, vatRatePercent: number, subscription: StripeSubscription): Promise<void> {
  const item = subscription.items.data[0];
  if (!item) return;
  const previous: Record<string, unknown> = {
    current_period_start: subscription.current_period_start,
    current_period_end: subscription.current_period_end,
    items: structuredClone(subscription.items),
    latest_invoice: subscription.latest_invoice,
  };
  const cycle = subscription.sandboxOnly.cycle + 1;
  const period = { start: subscription.current_period_end, end: addMonths(subscription.billing_cycle_anchor, cycle) };
  Object.assign(subscription, { sandboxOnly: { cycle }, current_period_start: period.start, current_period_end: period.end });
  Object.assign(item, { current_period_start: period.start, current_period_end: period.end });
  // The invoice is dated when its period starts, as Stripe issues it, even when `_advance` jumps months.
  const atBoundary: Operation = { ...op, now: period.start };
  const customer = await lockedCustomer(op, subscription.customer);
  const billed = await bill(
    atBoundary,
    vatRatePercent,
    { customer, subscription, reason: 'subscription_cycle', lines: [periodLine(item.price, period)], period },
    subscription.default_payment_method,
  );
  subscription.latest_invoice = billed.invoice.id;
  if (!billed.outcome.paid && subscription.status !== 'past_due') {
    previous.status = subscription.status;
    subscription.status = 'past_due';
  }
  emitBilled(op, billed);
  op.emit('customer.subscription.updated', subscription, previous);
}
