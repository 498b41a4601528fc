import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCard, newAdmin, type BillingClient } from './billing.test-support.ts';

/**
 * The webhook: only the events signed with the endpoint's secret over the very bytes sent are
 * applied, each once, and what they say is read again from the provider.
 */
let t: TestApp;
let admin: BillingClient;
let subscription: Stripe.Subscription;
let planChanges = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newAdmin(t);
  await addCard(t, admin);
  const subscribed = await admin.post('/api/subscription/subscribe', { planId: 'basic' });
  subscription = await t.ctx.billing.stripe!.subscriptions.retrieve(subscribed.json().data.id);
  t.ctx.events.on('billing.plan_changed', () => {
    planChanges += 1;
  });
});
afterAll(() => t?.close());

let counter = 0;
/** An event as Stripe sends it: its JSON, and the signature of those bytes with `secret`. */
function event(type: string, object: unknown, secret = t.ctx.billing.webhookSecret) {
  const payload = JSON.stringify({ id: `evt_test_${++counter}`, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  return { id: `evt_test_${counter}`, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

const applied = async (id: string) => (await rawRows<{ id: string }>(t.ctx.db, sql`select id from billing_events where id = ${id}`)).length;
const keptState = async () =>
  (
    await rawRows<{ status: string; cancel_at_period_end: boolean; plan_id: string }>(
      t.ctx.db,
      sql`select status, cancel_at_period_end, plan_id from workspace_plans where workspace_id = ${admin.visitor.workspaceId}`,
    )
  )[0];

describe('POST /api/billing/webhook', () => {
  it('refuses a bad, missing or stale signature, or altered bytes, in French: nothing applied', async () => {
    const before = await keptState();
    const forged = event('customer.subscription.deleted', { ...subscription, status: 'canceled' }, 'whsec_not_the_secret');
    const altered = event('customer.subscription.updated', subscription);
    const cases = [
      deliver(forged.payload, forged.signature),
      deliver(forged.payload),
      deliver(altered.payload.replace('"basic"', '"pro"'), altered.signature),
      deliver(altered.payload, 't=1,v1=00'),
    ];
    for (const answer of await Promise.all(cases)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        code: 'billing.webhookSignature',
        message: "Signature de l'événement de paiement invalide : il n'a pas été pris en compte.",
      });
    }
    expect(await applied(forged.id)).toBe(0);
    expect(await applied(altered.id)).toBe(0);
    expect(await keptState()).toEqual(before);
  });

  it('applies the same event once, and takes the provider’s subscription rather than the event’s old copy', async () => {
    // An old copy that says canceled: the provider says active, and that is what is kept.
    const stale = event('customer.subscription.updated', { ...subscription, status: 'canceled', cancel_at_period_end: true });
    const changesBefore = planChanges;
    const first = await deliver(stale.payload, stale.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const second = await deliver(stale.payload, stale.signature);
    expect(second.statusCode).toBe(200);
    expect(await applied(stale.id)).toBe(1);
    expect(planChanges - changesBefore).toBe(1);
    expect(await keptState()).toEqual({ status: 'active', cancel_at_period_end: false, plan_id: 'basic' });
  });

  it('files an invoice event once', async () => {
    const [latest] = (await admin.get('/api/subscription/invoices')).json().data;
    const paid = event('invoice.paid', { id: latest.id, object: 'invoice', customer: subscription.customer });
    for (let i = 0; i < 2; i++) expect((await deliver(paid.payload, paid.signature)).statusCode).toBe(200);
    expect(await applied(paid.id)).toBe(1);
    expect((await admin.get('/api/subscription/invoices')).json().data).toHaveLength(1);
  });

  it('answers 200 and changes nothing for a customer Publia never made, or an event it does not use', async () => {
    const before = await rawRows(t.ctx.db, sql`select count(*)::int as plans from workspace_plans`);
    const stranger = event('customer.subscription.created', { ...subscription, id: 'sub_elsewhere', customer: 'cus_elsewhere' });
    expect((await deliver(stranger.payload, stranger.signature)).statusCode).toBe(200);
    const other = event('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect((await deliver(other.payload, other.signature)).statusCode).toBe(200);
    expect(await rawRows(t.ctx.db, sql`select count(*)::int as plans from workspace_plans`)).toEqual(before);
  });

  it('does not exist with billing off: 404', async () => {
    const off = await createTestApp({ BILLING: 'off' });
    try {
      const answer = await off.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().success).toBe(false);
    } finally {
      await off.close();
    }
  });
});
