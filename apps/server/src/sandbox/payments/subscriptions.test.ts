import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, START, startPaymentSandbox, type PaymentSandboxHarness } from './payment-sandbox.test-support.ts';

let h: PaymentSandboxHarness;
beforeAll(async () => {
  h = await startPaymentSandbox();
});
afterAll(() => h?.close());

const JAN_1 = START / 1000;
const FEB_1 = Date.UTC(2031, 1, 1) / 1000;
const MAR_1 = Date.UTC(2031, 2, 1) / 1000;

const subscribe = (customer: string, price: string, extra: Partial<Stripe.SubscriptionCreateParams> = {}) =>
  h.stripe.subscriptions.create({
    customer,
    items: [{ price }],
    metadata: { workspaceId: 'ws-1' },
    payment_behavior: 'error_if_incomplete',
    expand: ['latest_invoice'],
    ...extra,
  });

describe('abonnements du bac à sable de paiement', () => {
  it('les prix se trouvent par leur clé, taxes comprises', async () => {
    const prices = await h.stripe.prices.list({ lookup_keys: ['publia_pro_monthly'], active: true });
    expect(prices.data).toEqual([
      expect.objectContaining({
        id: 'price_sandbox_pro',
        unit_amount: 7900,
        currency: 'eur',
        recurring: expect.objectContaining({ interval: 'month' }),
        tax_behavior: 'inclusive',
      }),
    ]);
  });

  it('la carte 0341 s’enregistre, mais l’abonnement qui la débite est refusé (402) et rien n’est gardé', async () => {
    const { customer, card } = await h.customerWithCard('4000000000000341');
    const before = h.events.length;
    const refused = subscribe(customer.id, 'price_sandbox_basic', { default_payment_method: card.id });
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(refused).rejects.toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });
    expect((await h.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
    expect((await h.stripe.invoices.list({ customer: customer.id })).data).toEqual([]);
    expect(h.events.length).toBe(before);

    const bare = await h.stripe.customers.create({ name: 'Sans carte' });
    await expect(subscribe(bare.id, 'price_sandbox_basic')).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined', statusCode: 402 });
  });

  it('souscrit, passe à Pro au prorata exact, redescend à Basic : le crédit sert au renouvellement', async () => {
    const { customer, card } = await h.customerWithCard();
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
    const before = h.events.length;
    const subscription = await subscribe(customer.id, 'price_sandbox_basic');
    expect(subscription).toMatchObject({
      status: 'active',
      current_period_start: JAN_1,
      current_period_end: FEB_1,
      cancel_at_period_end: false,
      metadata: { workspaceId: 'ws-1' },
    });
    expect(subscription.items.data[0]).toMatchObject({ current_period_start: JAN_1, current_period_end: FEB_1, price: { id: 'price_sandbox_basic' } });
    const first = subscription.latest_invoice as Stripe.Invoice & { tax: number; subscription: string };
    expect(first).toMatchObject({
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_create',
      total: 2900,
      tax: 483,
      amount_paid: 2900,
      subscription: subscription.id,
      customer_name: 'Boulangerie Martin',
    });
    expect(first.number).toMatch(/^PUB-\d{6}$/);
    expect(first.lines.data.map((line) => [line.description, line.amount])).toEqual([['Publia Basic — 1 mois', 2900]]);
    expect(h.typesSince(before)).toEqual(['customer.subscription.created', 'invoice.finalized', 'invoice.paid']);

    // 11 January: 21 days of 31 left. Basic's unused 2900 × 21/31 = 1964.52 → 1965 credited, Pro's 7900 × 21/31 = 5351.61 → 5352 charged.
    h.clock.advance(10 * DAY_MS);
    const itemId = subscription.items.data[0]?.id ?? '';
    const mark = h.events.length;
    const upgraded = await h.stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price: 'price_sandbox_pro' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    const proration = upgraded.latest_invoice as Stripe.Invoice & { tax: number };
    expect(proration.lines.data.map((line) => [line.description, line.amount])).toEqual([
      ['Temps inutilisé sur Publia Basic', -1965],
      ['Temps restant sur Publia Pro', 5352],
    ]);
    expect(proration).toMatchObject({ billing_reason: 'subscription_update', total: 3387, tax: 564, total_excluding_tax: 2823, amount_paid: 3387, status: 'paid' });
    expect(upgraded.items.data[0]?.price.id).toBe('price_sandbox_pro');
    expect(h.typesSince(mark)).toEqual(['customer.subscription.updated', 'invoice.finalized', 'invoice.paid']);

    // 21 January: 11 days left. Pro's unused 7900 × 11/31 = 2803.23 → 2803, Basic's 2900 × 11/31 = 1029.03 → 1029: a credit of 1774.
    h.clock.advance(10 * DAY_MS);
    const downgraded = await h.stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price: 'price_sandbox_basic' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    expect(downgraded.latest_invoice).toMatchObject({ total: -1774, amount_due: 0, amount_paid: 0, status: 'paid', ending_balance: -1774 });
    expect((await h.stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({ balance: -1774 });

    // 1 February: Basic renews, the credit first: 2900 − 1774 = 1126 charged.
    const renewal = await h.control('_advance', { to: new Date(FEB_1 * 1000 + 60_000).toISOString() });
    expect(renewal.statusCode).toBe(200);
    const renewed = await h.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed).toMatchObject({ status: 'active', current_period_start: FEB_1, current_period_end: MAR_1 });
    expect(renewed.latest_invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      total: 2900,
      starting_balance: -1774,
      amount_due: 1126,
      amount_paid: 1126,
      status: 'paid',
      created: FEB_1,
    });
    expect(((await h.stripe.customers.retrieve(customer.id)) as Stripe.Customer).balance).toBe(0);

    const invoices = await h.stripe.invoices.list({ customer: customer.id, limit: 10 });
    expect(invoices.data.map((invoice) => invoice.billing_reason)).toEqual(['subscription_cycle', 'subscription_update', 'subscription_update', 'subscription_create']);
  });

  it('refuse ce que Stripe refuse, à sa façon', async () => {
    await expect(h.stripe.customers.retrieve('cus_inconnu')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 });
    await expect(h.stripe.subscriptions.retrieve('sub_inconnu')).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });
    const { customer } = await h.customerWithCard();
    await expect(h.stripe.subscriptions.create({ customer: customer.id } as Stripe.SubscriptionCreateParams)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'items',
      statusCode: 400,
    });
    await expect(subscribe(customer.id, 'price_inconnu')).rejects.toMatchObject({ code: 'resource_missing', param: 'items[0][price]', statusCode: 400 });
    await expect(subscribe('cus_inconnu', 'price_sandbox_pro')).rejects.toMatchObject({ code: 'resource_missing', param: 'customer' });
    await expect(h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: 'pm_autre' } })).rejects.toMatchObject({
      param: 'invoice_settings[default_payment_method]',
    });
    const raw = await h.app.inject({ method: 'GET', url: '/sandbox/stripe/v1/customers/cus_x' });
    expect(raw.statusCode).toBe(401);
  });

  it('résilier tout de suite arrête l’abonnement, qui ne se modifie plus', async () => {
    const { customer, card } = await h.customerWithCard();
    const subscription = await subscribe(customer.id, 'price_sandbox_business', { default_payment_method: card.id });
    const mark = h.events.length;
    const canceled = await h.stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: expect.any(Number), ended_at: expect.any(Number) });
    expect(h.typesSince(mark)).toEqual(['customer.subscription.deleted']);
    await expect(h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toMatchObject({ statusCode: 400 });
    expect((await h.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });
});
