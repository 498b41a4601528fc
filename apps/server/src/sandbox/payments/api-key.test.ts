import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyring } from '../../lib/crypto.ts';
import { paymentSandboxKeys } from '../../modules/billing/service.ts';
import { SECRET_KEY, startPaymentSandbox, type PaymentSandboxHarness } from './payment-sandbox.test-support.ts';

let h: PaymentSandboxHarness;
beforeAll(async () => {
  h = await startPaymentSandbox();
});
afterAll(() => h?.close());

const list = (authorization: string) => h.app.inject({ method: 'GET', url: '/sandbox/stripe/v1/prices', headers: { authorization } });

describe('bac à sable de paiement : sa clé secrète', () => {
  it('refuse une autre clé que la sienne comme Stripe (401, erreur d’authentification), et n’en fait rien', async () => {
    const error = await h
      .stripeWith('sk_test_publia_sandbox')
      .customers.create({ name: 'Intrus' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
    expect((error as Stripe.errors.StripeError).message).toBe("Clé d'API invalide : sk_test_****dbox. Utilisez la clé secrète de cette installation.");
    const answer = await list('Bearer sk_test_autre_cle');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('sk_test_****_cle') } });
  });

  it('prend la sienne, en Bearer comme en Basic (la clé pour nom d’utilisateur)', async () => {
    expect((await list(`Bearer ${SECRET_KEY}`)).statusCode).toBe(200);
    expect((await list(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`)).statusCode).toBe(200);
    expect((await list(`Basic ${Buffer.from('sk_test_autre:').toString('base64')}`)).statusCode).toBe(401);
    expect((await list('')).json().error.code).toBe('api_key_missing');
  });

  it('chaque installation a sa clé et son secret de webhook, les mêmes à chaque démarrage', () => {
    const key = randomBytes(32);
    const mine = paymentSandboxKeys(createKeyring(key));
    expect(paymentSandboxKeys(createKeyring(Buffer.from(key)))).toEqual(mine);
    const other = paymentSandboxKeys(createKeyring(randomBytes(32)));
    expect(other.secretKey).not.toBe(mine.secretKey);
    expect(other.webhookSecret).not.toBe(mine.webhookSecret);
    expect(mine.secretKey).toMatch(/^sk_test_[0-9a-f]{64}$/);
    expect(mine.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(mine.webhookSecret).not.toBe('whsec_publia_payment_sandbox');
  });
});
