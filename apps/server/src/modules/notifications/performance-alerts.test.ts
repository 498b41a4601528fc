import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../core/workspaces/service.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { syncAccountNow } from '../analytics/service.ts';
import { FakeMetrics, connectedAccount, figures, publishedItem } from '../analytics/sync/sync.test-support.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock(Date.parse('2026-04-14T09:00:00Z'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => t?.close());

const noticesOf = async (visitor: Visitor, workspaceId: string) =>
  (
    await rawRows<{ type: string; message: string; route: string }>(
      t.ctx.db,
      sql`select type, message, route from notifications where user_id = ${visitor.userId} and workspace_id = ${workspaceId} and type = 'trend'`,
    )
  ).map((row) => ({ ...row }));

describe('« Alertes de performance »: a post doing far better than its account usually does', () => {
  it('is told once to the team, when the analytics sync finds it, not to whoever turned the alerts off', async () => {
    const fake = new FakeMetrics();
    fake.install(t);
    const admin = await registerVisitor(t.app);
    const editor = await registerVisitor(t.app);
    const muted = await registerVisitor(t.app);
    await addMember(t.ctx.db, admin.workspaceId, editor.userId, 'editor');
    await addMember(t.ctx.db, admin.workspaceId, muted.userId, 'viewer');
    const off = await t.app.inject({ method: 'PATCH', url: '/api/notification-settings', headers: withSession(muted), payload: { inApp: { performanceAlerts: false } } });
    expect(off.statusCode).toBe(200);

    // Three earlier posts make the account's usual: 10 interactions each (the median).
    const accountId = await connectedAccount(t, admin.workspaceId, 'instagram', 'ig-perf');
    const audience = fake.audience('ig-perf');
    for (const [index, engagement] of [8, 10, 12].entries()) {
      await publishedItem(t, admin.workspaceId, new Date(clock.now() - (3 + index) * DAY), [{ accountId, platform: 'instagram', externalId: `old-${index}` }]);
      audience.posts.set(`old-${index}`, figures({ impressions: 200, likes: engagement }));
    }
    await syncAccountNow(t.ctx, accountId);
    expect(await noticesOf(admin, admin.workspaceId)).toEqual([]);

    // A new post at 15 interactions: above the usual, not twice it.
    clock.advance(2 * HOUR);
    const fresh = await publishedItem(t, admin.workspaceId, new Date(clock.now() - HOUR), [{ accountId, platform: 'instagram', externalId: 'fresh' }]);
    audience.posts.set('fresh', figures({ impressions: 300, likes: 12, comments: 3 }));
    await syncAccountNow(t.ctx, accountId);
    expect(await noticesOf(admin, admin.workspaceId)).toEqual([]);

    // An hour later it has 40: four times the account's median.
    clock.advance(2 * HOUR);
    audience.posts.set('fresh', figures({ impressions: 900, likes: 32, comments: 6, shares: 2 }));
    await syncAccountNow(t.ctx, accountId);
    const expected = [
      {
        type: 'trend',
        message: '« Soldes » sur Instagram fait 4 fois l’engagement habituel du compte : 40 interactions.',
        route: `/history?post=${fresh.contentId}`,
      },
    ];
    expect(await noticesOf(admin, admin.workspaceId)).toEqual(expected);
    expect(await noticesOf(editor, admin.workspaceId)).toEqual(expected);
    expect(await noticesOf(muted, admin.workspaceId)).toEqual([]);

    // It keeps climbing: told once only.
    clock.advance(2 * HOUR);
    audience.posts.set('fresh', figures({ impressions: 1500, likes: 60, comments: 9, shares: 4 }));
    await syncAccountNow(t.ctx, accountId);
    expect(await noticesOf(admin, admin.workspaceId)).toHaveLength(1);
  });
});
