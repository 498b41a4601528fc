import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCard, newAdmin, type BillingClient } from './billing.test-support.ts';
import { findCustomer } from './repository.ts';

/**
 * A signed event that names one customer and another customer's object (a replayed event edited by
 * whoever holds the webhook secret): nothing of either workspace changes, and the webhook answers
 * 200, so that the provider does not send it again.
 */
let t: TestApp;
let first: BillingClient;
let second: BillingClient;
let firstCustomer: string;
let secondCustomer: string;
let secondSubscription: Stripe.Subscription;

beforeAll(async () => {
  t = await createTestApp();
  first = await newAdmin(t);
  second = await newAdmin(t);
  for (const admin of [first, second]) await addCard(t, admin);
  const basic = await first.post('/api/subscription/subscribe', { planId: 'basic' });
  if (basic.statusCode !== 201) throw new Error(`abonnement : ${basic.statusCode} ${basic.body}`);
  const subscribed = await second.post('/api/subscription/subscribe', { planId: 'pro' });
  secondSubscription = await t.ctx.billing.stripe!.subscriptions.retrieve(subscribed.json().data.id);
  firstCustomer = (await findCustomer(t.ctx.db, first.visitor.workspaceId))!.customerId!;
  secondCustomer = (await findCustomer(t.ctx.db, second.visitor.workspaceId))!.customerId!;
});
afterAll(() => t?.close());

let counter = 0;
function deliver(type: string, object: unknown) {
  const id = `evt_forged_${++counter}`;
  const payload = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: t.ctx.billing.webhookSecret });
  return t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}

/** Everything the two workspaces keep of their billing: plan, invoices, audit entries, events applied. */
const kept = async () => ({
  plans: await rawRows(t.ctx.db, sql`select workspace_id, subscription_id, plan_id, status from workspace_plans order by workspace_id`),
  invoices: await rawRows(t.ctx.db, sql`select workspace_id, provider_invoice_id from billing_invoices order by workspace_id, provider_invoice_id`),
  audit: await rawRows(t.ctx.db, sql`select workspace_id, action, details from audit_entries order by workspace_id, created_at, id`),
  events: await rawRows(t.ctx.db, sql`select id from billing_events where id like 'evt_forged_%'`),
});

describe('an event naming another customer’s object', () => {
  it('files neither a subscription nor its end for the customer named', async () => {
    const before = await kept();
    expect(before.plans).toContainEqual(expect.objectContaining({ workspace_id: first.visitor.workspaceId, plan_id: 'basic' }));
    for (const type of ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']) {
      const answer = await deliver(type, { ...secondSubscription, customer: firstCustomer });
      expect(answer.statusCode).toBe(200);
    }
    expect(await kept()).toEqual(before);
  });

  it('grants no plan for a subscription the provider does not know', async () => {
    const before = await kept();
    const answer = await deliver('customer.subscription.updated', { ...secondSubscription, id: 'sub_invented', customer: firstCustomer });
    expect(answer.statusCode).toBe(200);
    expect((await kept()).plans).toEqual(before.plans);
  });

  it('answers 200 and changes nothing for an invoice or a checkout page the provider does not know', async () => {
    const before = await kept();
    const invoice = await deliver('invoice.paid', { id: 'in_invented', object: 'invoice', customer: firstCustomer });
    const session = await deliver('checkout.session.completed', {
      id: 'cs_invented',
      object: 'checkout.session',
      mode: 'setup',
      customer: firstCustomer,
      setup_intent: 'seti_invented',
    });
    expect([invoice.statusCode, session.statusCode]).toEqual([200, 200]);
    expect(await kept()).toEqual(before);
  });

  it('files no invoice of another customer, nor its subscription', async () => {
    const [invoice] = (await second.get('/api/subscription/invoices')).json().data;
    const before = await kept();
    for (const type of ['invoice.finalized', 'invoice.paid', 'invoice.payment_failed']) {
      const answer = await deliver(type, { id: invoice.id, object: 'invoice', customer: firstCustomer });
      expect(answer.statusCode).toBe(200);
    }
    expect(await kept()).toEqual(before);
  });

  it('takes no card saved on another customer’s checkout page', async () => {
    const [session] = await rawRows<{ data: { id: string; setup_intent: string } }>(
      t.ctx.db,
      sql`select data from sandbox_records where network = 'stripe' and kind = 'checkout_session' and data->>'customer' = ${secondCustomer}`,
    );
    const before = await kept();
    const answer = await deliver('checkout.session.completed', {
      id: session!.data.id,
      object: 'checkout.session',
      mode: 'setup',
      customer: firstCustomer,
      setup_intent: session!.data.setup_intent,
    });
    expect(answer.statusCode).toBe(200);
    expect(await kept()).toEqual(before);
  });
});
