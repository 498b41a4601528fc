import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_KEY, startPaymentSandbox, type PaymentSandboxHarness } from './payment-sandbox.test-support.ts';

let h: PaymentSandboxHarness;
beforeAll(async () => {
  h = await startPaymentSandbox();
});
afterAll(() => h?.close());

const auth = { authorization: `Bearer ${SECRET_KEY}` };
const form = { ...auth, 'content-type': 'application/x-www-form-urlencoded' };

describe('ce que le bac à sable de paiement refuse', () => {
  it('toute entrée faussée reçoit une erreur à la forme de Stripe, jamais un 500', async () => {
    const customer = await h.stripe.customers.create({ name: 'Test' });
    const cases: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: string; headers?: Record<string, string> }[] = [
      { method: 'POST', url: '/sandbox/stripe/v1/customers', payload: 'metadata=texte' },
      { method: 'POST', url: '/sandbox/stripe/v1/customers', payload: 'name=a%00b' },
      { method: 'POST', url: '/sandbox/stripe/v1/customers', payload: 'email[0]=x&address[city][x]=1' },
      { method: 'POST', url: '/sandbox/stripe/v1/customers', payload: `metadata[${'k'.repeat(60)}]=1` },
      { method: 'POST', url: '/sandbox/stripe/v1/customers', payload: 'a'.repeat(300_000) },
      { method: 'POST', url: '/sandbox/stripe/v1/customers', payload: 'x=1', headers: { ...auth, 'content-type': 'text/csv' } },
      { method: 'POST', url: '/sandbox/stripe/v1/customers', payload: '{"name":', headers: { ...auth, 'content-type': 'application/json' } },
      { method: 'POST', url: '/sandbox/stripe/v1/subscriptions', payload: `customer=${customer.id}&items=pro` },
      { method: 'POST', url: '/sandbox/stripe/v1/subscriptions', payload: `customer=${customer.id}&items[0][price]=price_sandbox_pro&payment_behavior=tout` },
      { method: 'POST', url: '/sandbox/stripe/v1/subscriptions/sub_x', payload: 'cancel_at_period_end=peut-être' },
      { method: 'DELETE', url: '/sandbox/stripe/v1/subscriptions/sub_%00' },
      { method: 'GET', url: '/sandbox/stripe/v1/invoices?limit=mille' },
      { method: 'GET', url: '/sandbox/stripe/v1/invoices' },
      { method: 'GET', url: `/sandbox/stripe/v1/payment_methods?customer=${customer.id}&expand=latest` },
      { method: 'POST', url: '/sandbox/stripe/v1/checkout/sessions', payload: `mode=payment&customer=${customer.id}&success_url=http://publia.test/ok` },
      { method: 'POST', url: '/sandbox/stripe/v1/checkout/sessions', payload: `mode=setup&customer=${customer.id}&success_url=javascript:alert(1)` },
      { method: 'POST', url: '/sandbox/stripe/v1/payment_methods/pm_x/detach' },
      { method: 'GET', url: '/sandbox/stripe/v1/charges' },
    ];
    for (const { method, url, payload, headers } of cases) {
      const answer = await h.app.inject({ method, url, headers: headers ?? form, ...(payload === undefined ? {} : { payload }) });
      expect(answer.statusCode, `${method} ${url} ${payload?.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(answer.json().error, `${method} ${url}`).toMatchObject({ type: expect.any(String), message: expect.any(String) });
      // French, as every message of Publia: no English sentence of Fastify's leaks through.
      expect(answer.json().error.message, `${method} ${url}`).toMatch(/[éèàç]|Paramètre|Aucun|Valeur|Clé|Le corps|Type de contenu|adresse/);
    }
  });

  it('nomme le paramètre manquant ou faux', async () => {
    const missing = await h.app.inject({ method: 'POST', url: '/sandbox/stripe/v1/checkout/sessions', headers: form, payload: 'mode=setup&success_url=http://publia.test/ok' });
    expect(missing.json()).toEqual({
      error: { type: 'invalid_request_error', code: 'parameter_missing', param: 'customer', message: 'Paramètre obligatoire manquant : customer.' },
    });
    const wrong = await h.app.inject({ method: 'POST', url: '/sandbox/stripe/v1/checkout/sessions', headers: form, payload: 'mode=payment' });
    expect(wrong.json().error).toMatchObject({ code: 'parameter_invalid', param: 'mode' });
  });

  it('une page de carte mal envoyée reste une page, en français', async () => {
    const answer = await h.app.inject({
      method: 'POST',
      url: '/sandbox/stripe/checkout/cs_x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=%00',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<html lang="fr">');
  });
});
