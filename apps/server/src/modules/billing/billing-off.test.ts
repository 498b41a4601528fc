import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newAdmin, type BillingClient } from './billing.test-support.ts';

/** A self-hosted Publia (`BILLING=off`): the same calls as the subscription page makes, no provider anywhere. */
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function offline(env: Record<string, string>): Promise<{ t: TestApp; admin: BillingClient }> {
  const t = await createTestApp({ BILLING: 'off', ...env });
  apps.push(t);
  return { t, admin: await newAdmin(t) };
}

/** Every call that needs the provider, as the page makes them. */
const PROVIDER_CALLS: [string, (admin: BillingClient) => ReturnType<BillingClient['get']>][] = [
  ['subscribe', (admin) => admin.post('/api/subscription/subscribe', { planId: 'pro' })],
  ['change-plan', (admin) => admin.post('/api/subscription/change-plan', { planId: 'pro' })],
  ['cancel', (admin) => admin.post('/api/subscription/cancel')],
  ['resume', (admin) => admin.post('/api/subscription/resume')],
  ['payment methods', (admin) => admin.get('/api/subscription/payment-methods')],
  ['add a card', (admin) => admin.post('/api/subscription/payment-methods')],
  ['delete a card', (admin) => admin.del('/api/subscription/payment-methods/pm_1')],
  ['default card', (admin) => admin.post('/api/subscription/payment-methods/pm_1/default')],
  ['billing profile', (admin) => admin.get('/api/subscription/billing-profile')],
  [
    'save the billing profile',
    (admin) => admin.put('/api/subscription/billing-profile', { legalName: 'A', email: 'a@b.fr', addressLine1: 'x', postalCode: '75001', city: 'Paris', country: 'FR' }),
  ],
];

describe('BILLING=off', () => {
  it('answers the plans, the usage of the default plan, no subscription and no invoice', async () => {
    const { t, admin } = await offline({ DEFAULT_PLAN: 'pro' });
    expect(t.ctx.billing.stripe).toBeNull();
    const plans = (await admin.get('/api/subscription/plans')).json().data;
    expect(plans.map((plan: { id: string; price: number }) => [plan.id, plan.price])).toEqual([
      ['basic', 2900],
      ['pro', 7900],
      ['business', 19900],
    ]);
    expect(plans[1].features).toContain('approval');
    expect((await admin.get('/api/subscription/usage')).json().data).toMatchObject({
      mode: 'off',
      planId: 'pro',
      price: null,
      source: 'default',
      hasSubscription: false,
      limits: { contentGeneration: 500, scheduledPosts: 200, teamMembers: 3, socialAccounts: 10 },
      usage: { contentGenerationUsed: 0, scheduledPostsUsed: 0, teamMembersUsed: 1, socialAccountsUsed: 0 },
    });
    expect((await admin.get('/api/subscription/current')).json()).toEqual({ success: true, data: null });
    expect((await admin.get('/api/subscription/invoices')).json()).toEqual({ success: true, data: [] });
  });

  it('says billing is not enabled, and which plan applies, for every call that needs the provider: 409, nothing made', async () => {
    const { t, admin } = await offline({ DEFAULT_PLAN: 'pro' });
    for (const [name, call] of PROVIDER_CALLS) {
      const answer = await call(admin);
      expect(answer.statusCode, name).toBe(409);
      expect(answer.json(), name).toMatchObject({
        code: 'billing.notEnabled',
        message: "La facturation n'est pas activée sur cette instance : l'espace de travail utilise le forfait Professional.",
      });
    }
    const rows = await rawRows<{ n: number }>(t.ctx.db, sql`select (select count(*) from billing_customers) + (select count(*) from workspace_plans) as n`);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('with no plan at all (DEFAULT_PLAN=unlimited): no limit, and says so', async () => {
    const { admin } = await offline({ DEFAULT_PLAN: 'unlimited' });
    expect((await admin.get('/api/subscription/usage')).json().data).toMatchObject({ mode: 'off', planId: null, limits: null, source: 'unlimited' });
    const answer = await admin.post('/api/subscription/subscribe', { planId: 'basic' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("La facturation n'est pas activée sur cette instance : l'espace de travail n'a aucune limite.");
  });
});
