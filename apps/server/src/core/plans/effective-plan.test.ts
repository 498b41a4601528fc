import { PLANS } from '@publia/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, registerVisitor, type TestApp } from '../../test/test-app.ts';
import { DAY_MS, subscribe } from './plans.test-support.ts';
import { workspacePlan } from './service.ts';

/** The clock stands on 15 March 2026 at noon (UTC): the calendar month runs from 1 March to 1 April. */
const NOW = Date.parse('2026-03-15T12:00:00Z');
const MARCH = { periodStart: new Date('2026-03-01T00:00:00Z'), periodEnd: new Date('2026-04-01T00:00:00Z') };

let running: TestApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(env: Record<string, string>) {
  const clock = manualClock(NOW);
  running = await createTestApp({ SESSION_CACHE_SECONDS: '0', ...env }, { clock });
  const visitor = await registerVisitor(running.app);
  return { t: running, clock, workspaceId: visitor.workspaceId };
}

describe('le plan effectif d’un espace', () => {
  it('facturation désactivée et DEFAULT_PLAN=unlimited : aucune limite, sur le mois civil', async () => {
    const { t, workspaceId } = await start({ BILLING: 'off', DEFAULT_PLAN: 'unlimited' });
    expect(await workspacePlan(t.ctx, workspaceId)).toEqual({
      planId: null,
      plan: null,
      limits: null,
      source: 'unlimited',
      ...MARCH,
      subscription: null,
      graceEndsAt: null,
    });
  });

  it('facturation désactivée : le plan par défaut, même si un abonnement avait été enregistré', async () => {
    const { t, workspaceId } = await start({ BILLING: 'off', DEFAULT_PLAN: 'pro' });
    await subscribe(t, workspaceId, 'business');
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({ planId: 'pro', limits: PLANS.pro.limits, source: 'default', ...MARCH, subscription: null });
  });

  it('sans abonnement (bac à sable) : le plan par défaut ; un abonnement actif donne son plan et sa période', async () => {
    const { t, clock, workspaceId } = await start({ BILLING: 'sandbox' });
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({ planId: 'business', source: 'default', ...MARCH, subscription: null });

    const period = await subscribe(t, workspaceId, 'pro', { startedDaysAgo: 5 });
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({
      planId: 'pro',
      plan: PLANS.pro,
      limits: PLANS.pro.limits,
      source: 'subscription',
      periodStart: period.start,
      periodEnd: period.end,
      subscription: { planId: 'pro', status: 'active', cancelAtPeriodEnd: false, pastDueSince: null },
      graceEndsAt: null,
    });

    // The renewal not told yet (the period ended on 9 April): usage keeps counting by month from its end.
    clock.advance(30 * DAY_MS);
    const next = await workspacePlan(t.ctx, workspaceId);
    expect(next).toMatchObject({ source: 'subscription', periodStart: period.end });
    expect(next.periodEnd.toISOString()).toBe('2026-05-09T12:00:00.000Z');
  });

  it('un abonnement annulé ou incomplet ne compte plus : le plan par défaut', async () => {
    const { t, workspaceId } = await start({ BILLING: 'sandbox', DEFAULT_PLAN: 'basic' });
    await subscribe(t, workspaceId, 'business', { status: 'canceled' });
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({ planId: 'basic', source: 'default', subscription: null });
    await subscribe(t, workspaceId, 'business', { status: 'incomplete', at: NOW + 1 });
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({ planId: 'basic', source: 'default' });
  });

  it('impayé : le plan reste pendant le délai de grâce, puis les limites du plan Basic, l’abonnement gardé', async () => {
    const { t, clock, workspaceId } = await start({ BILLING: 'sandbox', BILLING_GRACE_DAYS: '7' });
    const period = await subscribe(t, workspaceId, 'business', { status: 'past_due' });
    const graceEndsAt = new Date(NOW + 7 * DAY_MS);
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({
      planId: 'business',
      source: 'subscription',
      graceEndsAt,
      subscription: { status: 'past_due', pastDueSince: new Date(NOW) },
    });

    clock.advance(7 * DAY_MS - 1);
    expect((await workspacePlan(t.ctx, workspaceId)).source).toBe('subscription');
    clock.advance(1);
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({
      planId: 'basic',
      plan: PLANS.basic,
      limits: PLANS.basic.limits,
      source: 'fallback',
      periodStart: period.start,
      periodEnd: period.end,
      subscription: { planId: 'business', status: 'past_due' },
      graceEndsAt,
    });

    // Paid at last: the plan comes back at once.
    await subscribe(t, workspaceId, 'business', { status: 'active', at: clock.now() });
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({ planId: 'business', source: 'subscription', graceEndsAt: null });
  });

  it('« unpaid » suit la même règle que « past_due »', async () => {
    const { t, clock, workspaceId } = await start({ BILLING: 'sandbox', BILLING_GRACE_DAYS: '3' });
    await subscribe(t, workspaceId, 'pro', { status: 'unpaid' });
    expect((await workspacePlan(t.ctx, workspaceId)).source).toBe('subscription');
    clock.advance(3 * DAY_MS);
    expect(await workspacePlan(t.ctx, workspaceId)).toMatchObject({ planId: 'basic', source: 'fallback' });
  });
});
