import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentSandbox, type PaymentSandboxHarness } from './payment-sandbox.test-support.ts';

let h: PaymentSandboxHarness;
beforeAll(async () => {
  h = await startPaymentSandbox();
});
afterAll(() => h?.close());

/** Just past the end of the subscription's period. */
const pastEnd = (subscription: Stripe.Subscription) => ({ to: new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000 + 1000).toISOString() });

async function subscribed(number = '4242424242424242') {
  const { customer, card } = await h.customerWithCard(number);
  await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
  const subscription = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: 'price_sandbox_pro' }], payment_behavior: 'error_if_incomplete' });
  return { customer, card, subscription };
}

describe('renouvellements du bac à sable de paiement (_advance)', () => {
  it('un abonnement résilié en fin de période se termine à son échéance', async () => {
    const { subscription } = await subscribed();
    const mark = h.events.length;
    const flagged = await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(flagged).toMatchObject({ cancel_at_period_end: true, status: 'active', cancel_at: subscription.items.data[0]?.current_period_end });
    const updated = h.events.at(-1) as Stripe.Event;
    expect(updated.type).toBe('customer.subscription.updated');
    expect(updated.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    const advance = await h.control('_advance', pastEnd(subscription));
    expect(advance.json()).toMatchObject({ failed: 0 });
    expect(await h.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'canceled', ended_at: subscription.items.data[0]?.current_period_end });
    expect(h.typesSince(mark)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect((await h.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
  });

  it('un renouvellement payé ouvre la période suivante ; refusé, l’abonnement est impayé jusqu’à ce qu’une bonne carte paie', async () => {
    const { customer, subscription } = await subscribed();
    const first = await h.control('_advance', pastEnd(subscription));
    expect(first.statusCode).toBe(200);
    const renewed = await h.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]?.current_period_start).toBe(subscription.items.data[0]?.current_period_end);
    expect(renewed.latest_invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 7900 });

    // The default becomes the card whose charges fail: the next renewal is refused.
    const { card: failing } = await (async () => {
      const session = await h.stripe.checkout.sessions.create({ mode: 'setup', customer: customer.id, success_url: 'http://publia.test/ok' });
      await h.submitCard(session.url ?? '', { number: '4000000000000341', expiry: '12/34', cvc: '123', name: 'Camille Martin' });
      const cards = await h.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
      return { card: cards.data.find((card) => card.card?.last4 === '0341') as Stripe.PaymentMethod };
    })();
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
    const mark = h.events.length;
    await h.control('_advance', pastEnd(renewed));
    const pastDue = await h.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.latest_invoice).toMatchObject({ status: 'open', amount_due: 7900, amount_paid: 0, attempt_count: 1 });
    expect(h.typesSince(mark)).toEqual(['invoice.finalized', 'invoice.payment_failed', 'customer.subscription.updated']);

    // Retried at each advance: still refused with the same card, paid once a good card is the default.
    await h.control('_advance', { to: new Date((pastDue.items.data[0]?.current_period_start ?? 0) * 1000 + 86_400_000).toISOString() });
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const good = (await h.stripe.paymentMethods.list({ customer: customer.id })).data.find((card) => card.card?.last4 === '4242');
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: good?.id ?? '' } });
    const back = h.events.length;
    await h.control('_advance', { to: new Date((pastDue.items.data[0]?.current_period_start ?? 0) * 1000 + 2 * 86_400_000).toISOString() });
    const active = await h.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 7900 });
    expect(h.typesSince(back)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it('les numéros de facture se suivent sans trou, même créées en même temps', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => h.customerWithCard()));
    await Promise.all(customers.map(({ customer, card }) => h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } })));
    // One of them is refused: its number is given back, not skipped.
    const refused = await h.customerWithCard('4000000000000341');
    const results = await Promise.allSettled([
      ...customers.map(({ customer }) =>
        h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: 'price_sandbox_basic' }], payment_behavior: 'error_if_incomplete', expand: ['latest_invoice'] }),
      ),
      h.stripe.subscriptions.create({
        customer: refused.customer.id,
        items: [{ price: 'price_sandbox_basic' }],
        default_payment_method: refused.card.id,
        payment_behavior: 'error_if_incomplete',
      }),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    const numbers = results
      .flatMap((result) => (result.status === 'fulfilled' ? [(result.value.latest_invoice as Stripe.Invoice).number ?? ''] : []))
      .map((number) => Number(number.slice(4)));
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(sorted.at(-1)! - sorted[0]!).toBe(5);
    const next = await h.stripe.subscriptions.create({ customer: customers[0]!.customer.id, items: [{ price: 'price_sandbox_basic' }], expand: ['latest_invoice'] });
    expect(Number((next.latest_invoice as Stripe.Invoice).number?.slice(4))).toBe(sorted.at(-1)! + 1);
  });

  it('un événement refusé par le webhook (500) est gardé et renvoyé par _deliver, puis oublié', async () => {
    h.receiver.status = 500;
    const { subscription } = await subscribed();
    const refused = h.deliveries.filter((delivery) => delivery.status === 500).length;
    expect(refused).toBeGreaterThan(0);
    const taken = h.events.length;
    h.receiver.status = 200;
    const retry = await h.control('_deliver');
    expect(retry.json()).toEqual({ delivered: expect.any(Number), failed: 0 });
    expect(retry.json().delivered).toBeGreaterThanOrEqual(5);
    expect(h.typesSince(taken)).toContain('customer.subscription.created');
    expect(h.events.some((event) => (event.data.object as { id?: string }).id === subscription.id)).toBe(true);
    expect((await h.control('_deliver')).json()).toEqual({ delivered: 0, failed: 0 });
  });

  it('les commandes ne reculent pas le temps et refusent une date illisible ou un autre site', async () => {
    const bad = await h.control('_advance', { to: 'demain' });
    expect(bad.statusCode).toBe(400);
    const past = await h.control('_advance', { to: '2020-01-01T00:00:00Z' });
    expect(new Date(past.json().now).getUTCFullYear()).toBeGreaterThan(2030);
    const form = await h.app.inject({ method: 'POST', url: '/sandbox/stripe/_deliver', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(form.statusCode).toBe(415);
  });

  it('une écriture renvoyée avec la même clé d’idempotence n’est faite qu’une fois', async () => {
    const { customer } = await subscribed();
    const key = `essai-${customer.id}`;
    const once = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: 'price_sandbox_basic' }] }, { idempotencyKey: key });
    const twice = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: 'price_sandbox_basic' }] }, { idempotencyKey: key });
    expect(twice.id).toBe(once.id);
    expect((await h.stripe.invoices.list({ customer: customer.id })).data).toHaveLength(2);
    await expect(h.stripe.customers.create({}, { idempotencyKey: key })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });
});
