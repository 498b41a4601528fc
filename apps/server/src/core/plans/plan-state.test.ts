import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, registerVisitor, type TestApp } from '../../test/test-app.ts';
import { DAY_MS } from './plans.test-support.ts';
import { clearSubscription, recordSubscriptionState, workspacePlan, type SubscriptionState } from './service.ts';

const NOW = Date.parse('2026-06-10T08:00:00Z');
const clock = manualClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING: 'sandbox' }, { clock });
});
afterAll(async () => t?.close());

const state = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  planId: 'pro',
  status: 'active',
  subscriptionId: 'sub_etat',
  currentPeriodStart: new Date(NOW - DAY_MS),
  currentPeriodEnd: new Date(NOW + 29 * DAY_MS),
  cancelAtPeriodEnd: false,
  providerUpdatedAt: new Date(NOW),
  ...overrides,
});

const rowOf = async (workspaceId: string) =>
  (
    await rawRows<{ plan_id: string; status: string; subscription_id: string; past_due_since: string | null; fallback_notified_at: string | null; cancel_at_period_end: boolean }>(
      t.ctx.db,
      sql`select plan_id, status, subscription_id, past_due_since, fallback_notified_at, cancel_at_period_end from workspace_plans where workspace_id = ${workspaceId}`,
    )
  )[0];

describe('l’état de l’abonnement tel que le prestataire le dit', () => {
  it('garde le plus récent : un état plus ancien arrivé après est ignoré', async () => {
    const { workspaceId } = await registerVisitor(t.app);
    expect(await recordSubscriptionState(t.ctx, workspaceId, state({ planId: 'business', providerUpdatedAt: new Date(NOW) }))).toBe(true);
    expect(await recordSubscriptionState(t.ctx, workspaceId, state({ planId: 'basic', cancelAtPeriodEnd: true, providerUpdatedAt: new Date(NOW - 1000) }))).toBe(false);
    expect(await rowOf(workspaceId)).toMatchObject({ plan_id: 'business', cancel_at_period_end: false });
    // The same instant is applied (events of one second arrive in order).
    expect(await recordSubscriptionState(t.ctx, workspaceId, state({ planId: 'business', cancelAtPeriodEnd: true }))).toBe(true);
    expect(await rowOf(workspaceId)).toMatchObject({ plan_id: 'business', cancel_at_period_end: true });
  });

  it('impayé : garde l’instant du premier échec, un retour à « active » l’efface avec l’avis de repli', async () => {
    const { workspaceId } = await registerVisitor(t.app);
    await recordSubscriptionState(t.ctx, workspaceId, state({ status: 'past_due' }));
    const first = (await workspacePlan(t.ctx, workspaceId)).subscription?.pastDueSince;
    expect(first).toEqual(new Date(NOW));

    await recordSubscriptionState(t.ctx, workspaceId, state({ status: 'unpaid', providerUpdatedAt: new Date(NOW + DAY_MS) }));
    expect((await workspacePlan(t.ctx, workspaceId)).subscription?.pastDueSince).toEqual(first);
    await t.ctx.db.execute(sql`update workspace_plans set fallback_notified_at = now() where workspace_id = ${workspaceId}`);

    await recordSubscriptionState(t.ctx, workspaceId, state({ status: 'active', providerUpdatedAt: new Date(NOW + 2 * DAY_MS) }));
    expect(await rowOf(workspaceId)).toMatchObject({ status: 'active', past_due_since: null, fallback_notified_at: null });
  });

  it('un prestataire en avance sur l’horloge (le bac à sable avancé) fait partir le délai de grâce de maintenant', async () => {
    const { workspaceId } = await registerVisitor(t.app);
    await recordSubscriptionState(t.ctx, workspaceId, state({ status: 'past_due', providerUpdatedAt: new Date(NOW + 40 * DAY_MS) }));
    expect((await workspacePlan(t.ctx, workspaceId)).subscription?.pastDueSince).toEqual(new Date(NOW));
  });

  it('oublie l’abonnement supprimé, pas un autre plus récent', async () => {
    const { workspaceId } = await registerVisitor(t.app);
    await recordSubscriptionState(t.ctx, workspaceId, state({ subscriptionId: 'sub_nouveau' }));
    expect(await clearSubscription(t.ctx, workspaceId, 'sub_ancien')).toBe(false);
    expect(await rowOf(workspaceId)).toMatchObject({ subscription_id: 'sub_nouveau' });
    expect(await clearSubscription(t.ctx, workspaceId, 'sub_nouveau')).toBe(true);
    expect(await rowOf(workspaceId)).toBeUndefined();
    expect((await workspacePlan(t.ctx, workspaceId)).source).toBe('default');
  });

  it('s’écrit dans la transaction de l’appelant, annulée avec elle', async () => {
    const { workspaceId } = await registerVisitor(t.app);
    await t.ctx.db
      .transaction(async (tx) => {
        await recordSubscriptionState(t.ctx, workspaceId, state(), tx);
        throw new Error('annulée');
      })
      .catch(() => {});
    expect(await rowOf(workspaceId)).toBeUndefined();
  });
});
