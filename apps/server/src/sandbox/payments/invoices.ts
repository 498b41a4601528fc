import { frenchMessage } from '@publia/shared';
import { stripeId } from './ids.ts';
import { chargeCard, type ChargeOutcome } from './charge.ts';
import type { BillingReason, StripeCustomer, StripeInvoice, StripeInvoiceLine, StripeSubscription } from './objects.ts';
import type { Operation } from './operation.ts';
import { productName, type StripePrice } from './prices.ts';
import { includedTax } from './proration.ts';
import { nextNumber, save } from './store.ts';

export interface LineInput {
  description: string;
  amount: number;
  period: { start: number; end: number };
  price: StripePrice;
  proration: boolean;
}

export interface InvoiceInput {
  /** Locked by the caller: its balance changes. */
  customer: StripeCustomer;
  subscription: StripeSubscription;
  reason: BillingReason;
  lines: LineInput[];
  period: { start: number; end: number };
}

/** « Publia Pro — 1 mois »: a whole period of a price. */
export const periodLine = (price: StripePrice, period: { start: number; end: number }): LineInput => ({
  description: frenchMessage('paymentSandbox.line.period', { product: productName(price) }),
  amount: price.unit_amount,
  period,
  price,
  proration: false,
});

/** Invoice numbers run without a gap over the whole sandbox: PUB-000001, PUB-000002… */
const invoiceNumber = (value: number) => `PUB-${String(value).padStart(6, '0')}`;

function lineOf(invoice: string, subscription: StripeSubscription, input: LineInput): StripeInvoiceLine {
  const item = subscription.items.data[0]?.id ?? '';
  return {
    id: stripeId('il'),
    object: 'line_item',
    invoice,
    description: input.description,
    amount: input.amount,
    currency: 'eur',
    quantity: 1,
    period: input.period,
    price: input.price,
    pricing: { type: 'price_details', price_details: { price: input.price.id, product: input.price.product }, unit_amount_decimal: input.price.unit_amount_decimal },
    parent: { type: 'subscription_item_details', subscription_item_details: { subscription: subscription.id, subscription_item: item, proration: input.proration } },
    subscription: subscription.id,
    livemode: false,
  };
}

/**
 * Issues and finalises an invoice of a subscription: numbered (the next number, taken under the
 * sequence's lock), the VAT included in the total, the customer's credit used first (a negative
 * total adds to it). The customer (locked by the caller) is saved with its new balance.
 */
async function finalizeInvoice(op: Operation, vatRatePercent: number, input: InvoiceInput): Promise<StripeInvoice> {
  const { customer, subscription } = input;
  const id = stripeId('in');
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = includedTax(total, vatRatePercent);
  const owed = total + customer.balance;
  const amountDue = Math.max(owed, 0);
  const invoice: StripeInvoice = {
    id,
    object: 'invoice',
    number: invoiceNumber(await nextNumber(op.db, 'invoice_number')),
    customer: customer.id,
    customer_name: customer.name,
    customer_email: customer.email,
    customer_address: customer.address,
    subscription: subscription.id,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    status: 'open',
    billing_reason: input.reason,
    collection_method: 'charge_automatically',
    currency: 'eur',
    subtotal: total,
    subtotal_excluding_tax: total - tax,
    total,
    tax,
    total_excluding_tax: total - tax,
    total_taxes: [{ amount: tax, tax_behavior: 'inclusive', taxable_amount: total - tax, taxability_reason: 'standard_rated', type: 'tax_rate_details' }],
    starting_balance: customer.balance,
    ending_balance: Math.min(owed, 0),
    amount_due: amountDue,
    amount_paid: 0,
    amount_remaining: amountDue,
    attempt_count: 0,
    attempted: false,
    default_payment_method: subscription.default_payment_method,
    created: op.now,
    period_start: input.period.start,
    period_end: input.period.end,
    lines: { object: 'list', data: input.lines.map((line) => lineOf(id, subscription, line)), has_more: false, url: `/v1/invoices/${id}/lines` },
    status_transitions: { finalized_at: op.now, paid_at: null, voided_at: null, marked_uncollectible_at: null },
    invoice_pdf: null,
    hosted_invoice_url: null,
    metadata: {},
    livemode: false,
  };
  customer.balance = invoice.ending_balance;
  await save(op.db, 'customer', customer.id, customer);
  await save(op.db, 'invoice', id, invoice);
  return invoice;
}

/**
 * Tries to collect what an open invoice still asks (nothing to charge: paid at once). Refused, the
 * invoice stays open with one attempt more.
 */
export async function collect(op: Operation, invoice: StripeInvoice, customer: StripeCustomer, preferred: string | null): Promise<ChargeOutcome> {
  const outcome: ChargeOutcome = invoice.amount_remaining === 0 ? { paid: true, paymentMethod: '' } : await chargeCard(op.db, customer, preferred);
  if (invoice.amount_remaining > 0) {
    invoice.attempt_count += 1;
    invoice.attempted = true;
  }
  if (outcome.paid) {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
    invoice.status_transitions.paid_at = op.now;
  }
  await save(op.db, 'invoice', invoice.id, invoice);
  return outcome;
}

export interface Billed {
  invoice: StripeInvoice;
  /** The invoice as it was finalised, before its payment: what `invoice.finalized` carries. */
  finalized: StripeInvoice;
  outcome: ChargeOutcome;
}

/** Finalises an invoice and collects it at once, as Stripe does for a subscription's invoice. */
export async function bill(op: Operation, vatRatePercent: number, input: InvoiceInput, preferred: string | null): Promise<Billed> {
  const invoice = await finalizeInvoice(op, vatRatePercent, input);
  const finalized = structuredClone(invoice);
  return { invoice, finalized, outcome: await collect(op, invoice, input.customer, preferred) };
}

/** `invoice.finalized`, then `invoice.paid` or `invoice.payment_failed`: after the subscription's own event. */
export function emitBilled(op: Operation, billed: Billed): void {
  op.emit('invoice.finalized', billed.finalized);
  op.emit(billed.outcome.paid ? 'invoice.paid' : 'invoice.payment_failed', billed.invoice);
}
