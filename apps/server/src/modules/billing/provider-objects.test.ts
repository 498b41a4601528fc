import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { declineOf } from './provider-call.ts';
import { subscriptionOfInvoice, subscriptionStateOf, taxOf } from './provider-objects.ts';
import { sandboxUrlOf } from './stripe-client.ts';

const readAt = new Date('2026-03-01T12:00:00Z');
const START = 1_772_366_400; // 2026-03-01T12:00:00Z
const END = 1_775_044_800; // 2026-04-01T12:00:00Z

const subscription = (fields: Record<string, unknown>, item: Record<string, unknown> = {}) =>
  ({
    id: 'sub_1',
    status: 'active',
    cancel_at_period_end: false,
    metadata: {},
    items: { data: [{ id: 'si_1', price: { lookup_key: 'publia_pro_monthly' }, ...item }] },
    ...fields,
  }) as unknown as Stripe.Subscription;

const invoice = (fields: Record<string, unknown>) => ({ total: 7900, total_taxes: [], ...fields }) as unknown as Stripe.Invoice;

describe("reading the provider's objects, today's API and the older fields alike", () => {
  it('reads a subscription: the plan by its price, the period on its item or on itself', () => {
    const expected = {
      planId: 'pro',
      status: 'active',
      subscriptionId: 'sub_1',
      currentPeriodStart: new Date(START * 1000),
      currentPeriodEnd: new Date(END * 1000),
      cancelAtPeriodEnd: false,
      providerUpdatedAt: readAt,
    };
    expect(subscriptionStateOf(subscription({}, { current_period_start: START, current_period_end: END }), readAt)).toEqual(expected);
    expect(subscriptionStateOf(subscription({ current_period_start: START, current_period_end: END }), readAt)).toEqual(expected);
    // A price without Publia's lookup key: the plan written in the metadata at subscription time.
    const byMetadata = subscription({ metadata: { planId: 'basic' }, current_period_start: START, current_period_end: END }, { price: { lookup_key: null } });
    expect(subscriptionStateOf(byMetadata, readAt)?.planId).toBe('basic');
    // Another product of the same account, or a status Publia does not keep.
    expect(subscriptionStateOf(subscription({ current_period_start: START, current_period_end: END }, { price: { lookup_key: 'other' } }), readAt)).toBeNull();
    expect(subscriptionStateOf(subscription({ status: 'paused', current_period_start: START, current_period_end: END }), readAt)?.status).toBe('unpaid');
  });

  it('finds the VAT of an invoice: Stripe’s taxes, else the stated tax, else the share at the rate', () => {
    expect(taxOf(invoice({ total_taxes: [{ amount: 1317 }] }), 20)).toBe(1317);
    expect(taxOf(invoice({ tax: 1300 }), 20)).toBe(1300);
    expect(taxOf(invoice({}), 20)).toBe(7900 - Math.round(7900 / 1.2));
    expect(taxOf(invoice({ total: 0 }), 20)).toBe(0);
  });

  it('finds the subscription an invoice bills, where the current API puts it or the older one', () => {
    expect(subscriptionOfInvoice(invoice({ parent: { subscription_details: { subscription: 'sub_new' } } }))).toBe('sub_new');
    expect(subscriptionOfInvoice(invoice({ parent: null, subscription: { id: 'sub_old' } }))).toBe('sub_old');
    expect(subscriptionOfInvoice(invoice({ parent: null }))).toBeNull();
  });

  it('names a bank’s refusal in French', () => {
    expect(declineOf({ decline_code: 'insufficient_funds', code: 'card_declined' }).message).toBe(
      "Votre carte a été refusée : provision insuffisante. Aucun montant n'a été débité : essayez une autre carte.",
    );
    expect(declineOf({ code: 'expired_card' }).code).toBe('billing.cardDeclined.expiredCard');
    expect(declineOf({ decline_code: 'do_not_honor', code: 'card_declined' })).toMatchObject({ statusCode: 402, code: 'billing.cardDeclined' });
  });

  it("sends Stripe's API calls to the payment sandbox, and nothing else", () => {
    expect(sandboxUrlOf('https://api.stripe.com/v1/subscriptions/sub_1?expand%5B0%5D=latest_invoice', 'http://localhost:3000')).toBe(
      'http://localhost:3000/sandbox/stripe/v1/subscriptions/sub_1?expand%5B0%5D=latest_invoice',
    );
    expect(sandboxUrlOf('https://files.stripe.com/v1/files', 'http://localhost:3000')).toBe('https://files.stripe.com/v1/files');
  });
});
