import type { PlanId, SubscriptionStatus } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { TestApp } from '../../test/test-app.ts';
import { recordSubscriptionState } from './service.ts';

export const DAY_MS = 86_400_000;

/**
 * Gives the workspace a subscription as the billing module would record it: `plan`, `status`,
 * its period from `startedDaysAgo` days before the clock's now for one month (30 days here).
 */
export async function subscribe(
  t: TestApp,
  workspaceId: string,
  plan: PlanId,
  options: { status?: SubscriptionStatus; startedDaysAgo?: number; at?: number; subscriptionId?: string } = {},
): Promise<{ start: Date; end: Date }> {
  const now = t.ctx.clock.now();
  const start = new Date(now - (options.startedDaysAgo ?? 5) * DAY_MS);
  const end = new Date(start.getTime() + 30 * DAY_MS);
  await recordSubscriptionState(t.ctx, workspaceId, {
    planId: plan,
    status: options.status ?? 'active',
    subscriptionId: options.subscriptionId ?? `sub_${workspaceId.slice(0, 8)}`,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    providerUpdatedAt: new Date(options.at ?? now),
  });
  return { start, end };
}

/** « 1 avril 2026 »: a renewal date as the quota messages write it. */
export const frenchDay = (date: Date) => date.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `count` generations that used the workspace's quota at `at`. */
export async function fakeGenerations(t: TestApp, workspaceId: string, count: number, at: Date): Promise<void> {
  await t.ctx.db.execute(sql`insert into generations (workspace_id, cache_key, provider, response, counted, created_at)
    select ${workspaceId}, '', 'local', '{}'::jsonb, true, ${at.toISOString()}::timestamptz from generate_series(1, ${count})`);
}

/** `count` items of the workspace scheduled to go out at `at`. */
export async function fakeScheduled(t: TestApp, workspaceId: string, count: number, at: Date, status = 'scheduled'): Promise<void> {
  await t.ctx.db.execute(sql`insert into contents (workspace_id, text, status, scheduled_for, platforms)
    select ${workspaceId}, 'Déjà programmé', ${status}, ${at.toISOString()}::timestamptz, '["twitter"]'::jsonb from generate_series(1, ${count})`);
}

export async function countRows(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rawRows<{ n: number }>(t.ctx.db, query);
  return row?.n ?? 0;
}
