import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD, PUBLIC_URL, startPaymentSandbox, type PaymentSandboxHarness } from './payment-sandbox.test-support.ts';

let h: PaymentSandboxHarness;
beforeAll(async () => {
  h = await startPaymentSandbox();
});
afterAll(() => h?.close());

async function openSession() {
  const customer = await h.stripe.customers.create({ email: 'contact@atelier.fr', name: 'Atelier Dupont' });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customer.id,
    currency: 'eur',
    success_url: `${PUBLIC_URL}/settings/subscription?session={CHECKOUT_SESSION_ID}`,
    cancel_url: `${PUBLIC_URL}/settings/subscription?annule=1`,
  });
  return { customer, session };
}

describe('la page de carte du bac à sable de paiement', () => {
  it('enregistre la carte 4242 : méthode listée, intention réussie, session complète, webhooks signés puis retour à Publia', async () => {
    const { customer, session } = await openSession();
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'setup', status: 'open', setup_intent: null, url: `${PUBLIC_URL}/sandbox/stripe/checkout/${session.id}` });
    const page = await h.app.inject({ method: 'GET', url: new URL(session.url ?? '').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('<html lang="fr">');
    for (const label of [
      'Numéro de carte',
      'Date d&#39;expiration (MM/AA)',
      'Cryptogramme (CVC)',
      'Nom du titulaire de la carte',
      'Annuler',
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
    ]) {
      expect(page.body).toContain(label);
    }
    expect(page.body).toContain('aucun argent n&#39;est débité');
    expect(page.body).toContain(`href="${PUBLIC_URL}/settings/subscription?annule=1"`);

    const before = h.events.length;
    const answer = await h.submitCard(session.url ?? '', { number: '4242 4242 4242 4242', ...CARD });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${PUBLIC_URL}/settings/subscription?session=${session.id}`);

    const cards = await h.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(cards.data).toHaveLength(1);
    expect(cards.data[0]).toMatchObject({ object: 'payment_method', type: 'card', customer: customer.id, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } });
    expect(cards.data[0]).not.toHaveProperty('sandboxOnly');
    const completed = await h.stripe.checkout.sessions.retrieve(session.id);
    expect(completed.status).toBe('complete');
    const intent = await h.stripe.setupIntents.retrieve(String(completed.setup_intent));
    expect(intent).toMatchObject({ object: 'setup_intent', status: 'succeeded', payment_method: cards.data[0]?.id, customer: customer.id });

    expect(h.typesSince(before)).toEqual(['payment_method.attached', 'checkout.session.completed']);
    const done = h.events.at(-1)?.data.object as Stripe.Checkout.Session;
    expect(done).toMatchObject({ id: session.id, status: 'complete', setup_intent: intent.id });

    // The page again, or the form sent twice: nothing more attached, back to Publia.
    expect((await h.app.inject({ method: 'GET', url: new URL(session.url ?? '').pathname })).body).toContain('déjà été enregistrée');
    await h.submitCard(session.url ?? '', { number: '4242424242424242', ...CARD });
    expect((await h.stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toHaveLength(1);
  });

  it('refuse la carte 0002 sur la page, en français, sans rien enregistrer ni envoyer', async () => {
    const { customer, session } = await openSession();
    const before = h.deliveries.length;
    const answer = await h.submitCard(session.url ?? '', { number: '4000 0000 0000 0002', ...CARD });
    expect(answer.statusCode).toBe(402);
    expect(answer.body).toContain('Votre carte a été refusée.');
    expect(answer.body).toContain('role="alert"');
    expect((await h.stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toEqual([]);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(h.deliveries.length).toBe(before);
  });

  it('nomme chaque champ faux : numéro (Luhn), date passée, CVC, titulaire — et garde ce qui était saisi sauf le CVC', async () => {
    const { session } = await openSession();
    const answer = await h.submitCard(session.url ?? '', { number: '4242 4242 4242 4241', expiry: '01/30', cvc: '12', name: ' ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Le numéro de carte est invalide');
    expect(answer.body).toContain('Cette carte a expiré');
    expect(answer.body).toContain('Le cryptogramme doit compter 3 chiffres.');
    expect(answer.body).toContain('Saisissez le nom du titulaire');
    expect(answer.body).toContain('aria-describedby="card-number-error"');
    expect(answer.body).toContain('value="4242 4242 4242 4241"');
    expect(answer.body).not.toContain('value="12"');
    const format = await h.submitCard(session.url ?? '', { number: '378282246310005', expiry: '13/40', cvc: '123', name: 'A' });
    expect(format.body).toContain('au format MM/AA');
    expect(format.body).toContain('Le cryptogramme doit compter 4 chiffres.');
  });

  it('une session inconnue, expirée ou une adresse de retour hors de Publia ne mènent nulle part', async () => {
    const unknown = await h.app.inject({ method: 'GET', url: '/sandbox/stripe/checkout/cs_inconnue' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Cette page de paiement n&#39;existe pas.');

    const { session } = await openSession();
    h.clock.advance(25 * 3600_000);
    const expired = await h.submitCard(session.url ?? '', { number: '4242424242424242', ...CARD });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('a expiré');
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');

    const customer = await h.stripe.customers.create({});
    const elsewhere = h.stripe.checkout.sessions.create({ mode: 'setup', customer: customer.id, success_url: 'https://malveillant.example/merci' });
    await expect(elsewhere).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'success_url', statusCode: 400 });
  });

  it('retirer la carte par défaut la retire aussi des réglages du client, et le dit au webhook', async () => {
    const { customer, card } = await h.customerWithCard();
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
    const mark = h.events.length;
    const detached = await h.stripe.paymentMethods.detach(card.id);
    expect(detached).toMatchObject({ id: card.id, customer: null });
    expect(((await h.stripe.customers.retrieve(customer.id)) as Stripe.Customer).invoice_settings.default_payment_method).toBeNull();
    expect((await h.stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toEqual([]);
    expect(h.typesSince(mark)).toEqual(['payment_method.detached']);
    await expect(h.stripe.paymentMethods.detach(card.id)).rejects.toMatchObject({ statusCode: 400, code: 'payment_method_unexpected_state' });
  });
});
