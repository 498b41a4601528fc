import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentSandbox, type PaymentSandboxHarness } from './payment-sandbox.test-support.ts';

let h: PaymentSandboxHarness;
beforeAll(async () => {
  h = await startPaymentSandbox();
});
afterAll(() => h?.close());

/** Stripe's refusal of an object that is not the customer's: missing for it, naming the parameter. */
async function expectMissing(call: Promise<unknown>, param: string) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  expect(error).toMatchObject({ statusCode: 400, code: 'resource_missing', param });
}

describe('bac à sable de paiement : les objets d’un client ne servent qu’à lui', () => {
  it('la carte d’un autre client ne devient ni celle d’un abonnement ni celle par défaut, et rien ne change', async () => {
    const mine = await h.customerWithCard();
    const theirs = await h.customerWithCard();

    await expectMissing(
      h.stripe.subscriptions.create({ customer: mine.customer.id, items: [{ price: 'price_sandbox_basic' }], default_payment_method: theirs.card.id }),
      'default_payment_method',
    );
    expect((await h.stripe.subscriptions.list({ customer: mine.customer.id, status: 'all' })).data).toEqual([]);

    await expectMissing(h.stripe.customers.update(mine.customer.id, { invoice_settings: { default_payment_method: theirs.card.id } }), 'invoice_settings[default_payment_method]');
    const customer = (await h.stripe.customers.retrieve(mine.customer.id)) as Stripe.Customer;
    expect(customer.invoice_settings.default_payment_method).toBeNull();

    const subscription = await h.stripe.subscriptions.create({ customer: mine.customer.id, items: [{ price: 'price_sandbox_basic' }], default_payment_method: mine.card.id });
    await expectMissing(h.stripe.subscriptions.update(subscription.id, { default_payment_method: theirs.card.id }), 'default_payment_method');
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).default_payment_method).toBe(mine.card.id);
  });

  it('les factures demandées pour un client et l’abonnement d’un autre : aucune', async () => {
    const mine = await h.customerWithCard();
    const theirs = await h.customerWithCard();
    const their = await h.stripe.subscriptions.create({ customer: theirs.customer.id, items: [{ price: 'price_sandbox_basic' }], default_payment_method: theirs.card.id });
    expect((await h.stripe.invoices.list({ customer: mine.customer.id, subscription: their.id })).data).toEqual([]);
    expect((await h.stripe.invoices.list({ customer: theirs.customer.id, subscription: their.id })).data).toHaveLength(1);
  });
});
