import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../app/inject-fetch.ts';
import { recordingFetch } from '../../networks/test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newAdmin } from './billing.test-support.ts';

let t: TestApp;
let recorder: ReturnType<typeof recordingFetch>;
beforeAll(async () => {
  t = await createTestApp();
  recorder = recordingFetch(injectFetch(t.app));
  t.ctx.billing.attachSandboxFetch(recorder.fetch);
});
afterAll(async () => t?.close());

describe('le client du prestataire, créé une fois', () => {
  it('deux premières actions à la fois envoient une seule création : la clé d’idempotence n’est jamais deux fois en cours', async () => {
    const admin = await newAdmin(t);
    const answers = await Promise.all([admin.post('/api/subscription/payment-methods'), admin.post('/api/subscription/payment-methods')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const creations = recorder.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.url.pathname === '/sandbox/stripe/v1/customers');
    expect(creations.map((exchange) => exchange.status)).toEqual([200]);
    expect(recorder.exchanges.filter((exchange) => exchange.status === 409)).toEqual([]);
  });
});
