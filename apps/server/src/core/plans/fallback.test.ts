import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, registerVisitor, type TestApp } from '../../test/test-app.ts';
import { joinTeam } from '../team/team.test-support.ts';
import { DAY_MS, subscribe } from './plans.test-support.ts';
import { announceFallbacks } from './service.ts';

const NOW = Date.parse('2026-09-02T09:00:00Z');
const clock = manualClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING: 'sandbox', BILLING_GRACE_DAYS: '7', SESSION_CACHE_SECONDS: '0' }, { clock });
});
afterAll(async () => t?.close());

const noticesOf = (userId: string) =>
  rawRows<{ type: string; message: string; route: string | null }>(t.ctx.db, sql`select type, message, route from notifications where user_id = ${userId} order by created_at, id`);

/** An admin, a second admin and an editor in one workspace. */
async function team() {
  const admin = await registerVisitor(t.app);
  const second = await joinTeam(t, admin, 'admin');
  const editor = await joinTeam(t, admin, 'editor');
  return { admin, second, editor, workspaceId: admin.workspaceId };
}

const FAILED =
  "Le paiement de votre abonnement Professional a échoué. Les limites de votre plan sont maintenues jusqu'au 9 septembre 2026 : mettez à jour votre carte sur la page Abonnement.";
const FELL_BACK =
  "Le paiement de votre abonnement Professional n'a pas été régularisé : votre espace est passé aux limites du plan Basic ; vos données sont conservées. Mettez à jour votre carte sur la page Abonnement pour retrouver votre plan.";

describe('un paiement échoué', () => {
  it('prévient chaque administrateur, en français, avec la fin du délai de grâce', async () => {
    const { admin, second, editor, workspaceId } = await team();
    await t.ctx.events.emit('billing.payment_failed', { workspaceId, planId: 'pro', graceEndsAt: new Date(NOW + 7 * DAY_MS).toISOString() });
    const notice = { type: 'failure', message: FAILED, route: '/settings/subscription' };
    expect(await noticesOf(admin.userId)).toEqual([notice]);
    expect(await noticesOf(second.userId)).toEqual([notice]);
    expect(await noticesOf(editor.userId)).toEqual([]);
  });

  it('après le délai de grâce, la maintenance annonce le repli une seule fois', async () => {
    const { admin, second, editor, workspaceId } = await team();
    await subscribe(t, workspaceId, 'pro', { status: 'past_due', at: clock.now() });

    // Within the grace: nothing to tell.
    clock.advance(7 * DAY_MS - 60_000);
    expect(await announceFallbacks(t.ctx)).toBe(0);
    expect(await noticesOf(admin.userId)).toEqual([]);

    clock.advance(60_000);
    expect(await announceFallbacks(t.ctx)).toBe(1);
    const notice = { type: 'failure', message: FELL_BACK, route: '/settings/subscription' };
    expect(await noticesOf(admin.userId)).toEqual([notice]);
    expect(await noticesOf(second.userId)).toEqual([notice]);
    expect(await noticesOf(editor.userId)).toEqual([]);

    // The next hours tell nothing more.
    clock.advance(3_600_000);
    expect(await announceFallbacks(t.ctx)).toBe(0);
    expect(await noticesOf(admin.userId)).toHaveLength(1);

    // Paid, then failed again: the new fallback is told again once its grace ends.
    await subscribe(t, workspaceId, 'pro', { status: 'active', at: clock.now() });
    await subscribe(t, workspaceId, 'pro', { status: 'past_due', at: clock.now() + 1 });
    clock.advance(8 * DAY_MS);
    expect(await announceFallbacks(t.ctx)).toBe(1);
    expect(await noticesOf(admin.userId)).toHaveLength(2);
  });

  it('facturation désactivée : la maintenance n’annonce rien', async () => {
    const off = await createTestApp({ BILLING: 'off' }, { clock: manualClock(NOW) });
    try {
      const admin = await registerVisitor(off.app);
      await off.ctx.db.execute(sql`insert into workspace_plans (workspace_id, plan_id, status, subscription_id, current_period_start,
          current_period_end, past_due_since, provider_updated_at)
        values (${admin.workspaceId}, 'pro', 'past_due', 'sub_x', now(), now() + interval '30 days', now() - interval '60 days', now())`);
      expect(await announceFallbacks(off.ctx)).toBe(0);
    } finally {
      await off.close();
    }
  });
});
