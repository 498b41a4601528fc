import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newVisitor, setRole, type Caller } from '../social-accounts/test-helpers.test-support.ts';

/**
 * The Conseils page's figures on a known set of measured posts, written straight into the tables,
 * read by a user in Paris: each post's local hour and each slot's rate below is worked out by hand.
 */
const NOW = Date.parse('2026-11-24T12:00:00Z');

let t: TestApp;
let me: Awaited<ReturnType<typeof newVisitor>>;
let api: Caller;

async function account(workspaceId: string, platform: string): Promise<string> {
  const [row] = await rawRows<{ id: string }>(
    t.ctx.db,
    sql`insert into social_accounts (workspace_id, platform, username, is_connected, followers) values (${workspaceId}, ${platform}, 'atelier', true, 0) returning id`,
  );
  return row!.id;
}

/** One published, measured post: its item, its target, its latest figures. */
async function measured(workspaceId: string, accountId: string, platform: string, publishedAt: string, impressions: number | null, engagement: number) {
  const [item] = await rawRows<{ id: string }>(
    t.ctx.db,
    sql`insert into contents (workspace_id, text, status, published_at) values (${workspaceId}, 'Bol émaillé', 'published', ${publishedAt}::timestamptz) returning id`,
  );
  const [target] = await rawRows<{ id: string }>(
    t.ctx.db,
    sql`insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, published_at)
        values (${workspaceId}, ${item!.id}, ${accountId}, ${platform}, 'published', ${publishedAt}::timestamptz, ${publishedAt}::timestamptz) returning id`,
  );
  await t.ctx.db.execute(
    sql`insert into post_metrics (target_id, workspace_id, content_id, account_id, platform, published_at, measured_at, impressions, engagement)
        values (${target!.id}, ${workspaceId}, ${item!.id}, ${accountId}, ${platform}, ${publishedAt}::timestamptz, ${publishedAt}::timestamptz, ${impressions}, ${engagement})`,
  );
}

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' }, { clock: manualClock(NOW) });
  me = await newVisitor(t);
  api = me.api;
  const ws = me.visitor.workspaceId;
  await t.ctx.db.execute(sql`update users set time_zone = 'Europe/Paris' where id = ${me.visitor.userId}`);
  const ig = await account(ws, 'instagram');
  const li = await account(ws, 'linkedin');

  // Winter (UTC+1): Tuesdays 08:15 UTC = 9 h in Paris, 10 posts at 10 %.
  for (const date of ['01-06', '01-13', '01-20', '01-27', '02-03', '02-10', '02-17', '02-24', '11-03', '11-10']) {
    await measured(ws, ig, 'instagram', `2026-${date}T08:15:00Z`, 1000, 100);
  }
  // Thursdays 17:00 UTC = 18 h, 5 posts at 5 %; Saturdays 10:00 UTC = 11 h, 3 posts at 20 %; Sundays 12:00 UTC = 13 h, 2 posts at 30 %.
  for (const date of ['01-08', '01-15', '01-22', '01-29', '02-05']) await measured(ws, ig, 'instagram', `2026-${date}T17:00:00Z`, 1000, 50);
  for (const date of ['01-10', '01-17', '01-24']) await measured(ws, ig, 'instagram', `2026-${date}T10:00:00Z`, 1000, 200);
  for (const date of ['01-11', '01-18']) await measured(ws, ig, 'instagram', `2026-${date}T12:00:00Z`, 1000, 300);
  // Around the spring change (29 March 2026): Saturday 09:30 UTC is 10 h (UTC+1), Monday 08:30 UTC is 10 h too (UTC+2).
  await measured(ws, ig, 'instagram', '2026-03-28T09:30:00Z', 1000, 10);
  await measured(ws, ig, 'instagram', '2026-03-30T08:30:00Z', 1000, 10);
  // More than a year ago: out of the heatmap.
  await measured(ws, ig, 'instagram', '2025-11-01T08:15:00Z', 1000, 900);

  // LinkedIn without impressions: 20 interactions for the account's latest 1,000 followers.
  await t.ctx.db.execute(
    sql`insert into account_metric_days (account_id, day, workspace_id, platform, followers) values (${li}, '2026-11-01', ${ws}, 'linkedin', 500), (${li}, '2026-11-20', ${ws}, 'linkedin', 1000)`,
  );
  await measured(ws, li, 'linkedin', '2026-11-18T09:00:00Z', null, 20);

  // Another workspace's posts, at a slot of their own, never show.
  const them = await newVisitor(t);
  const theirs = await account(them.visitor.workspaceId, 'instagram');
  for (let i = 0; i < 12; i++) await measured(them.visitor.workspaceId, theirs, 'instagram', `2026-02-0${(i % 7) + 1}T03:00:00Z`, 10, 9);
});
afterAll(async () => t?.close());

describe('GET /api/planning/advice', () => {
  it('lit les créneaux dans le fuseau de l’utilisateur et nomme les meilleurs avec leur confiance', async () => {
    const response = await api.get('/api/planning/advice');
    expect(response.statusCode).toBe(200);
    const { timeZone, networks } = response.json().data;
    expect(timeZone).toBe('Europe/Paris');
    expect(networks.map((n: { network: string }) => n.network)).toEqual(['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'pinterest', 'bluesky', 'mastodon']);
    const instagram = networks[0];
    expect(instagram).toMatchObject({ network: 'instagram', accounts: 1, measuredPosts: 22, source: 'own' });
    expect(instagram.bestSlots).toEqual([
      { weekday: 6, hour: 11, posts: 3, rate: 0.2, confidence: 'low' },
      { weekday: 2, hour: 9, posts: 10, rate: 0.1, confidence: 'high' },
      { weekday: 4, hour: 18, posts: 5, rate: 0.05, confidence: 'medium' },
    ]);
    // Sunday 13 h has the best rate but two posts: in the heatmap, not among the best.
    expect(instagram.heatmap).toEqual([
      { weekday: 1, hour: 10, posts: 1, rate: 0.01 },
      { weekday: 2, hour: 9, posts: 10, rate: 0.1 },
      { weekday: 4, hour: 18, posts: 5, rate: 0.05 },
      { weekday: 6, hour: 10, posts: 1, rate: 0.01 },
      { weekday: 6, hour: 11, posts: 3, rate: 0.2 },
      { weekday: 7, hour: 13, posts: 2, rate: 0.3 },
    ]);
    // The last 4 weeks (from 27 October): 3 and 10 November, 0.5 a week against 3 to 5.
    expect(instagram.lastWeeks).toEqual({ posts: 2, perWeek: 0.5 });
    expect(instagram.pace).toBe('below');
  });

  it('rapporte aux abonnés quand le réseau ne donne pas d’impressions ; trop peu de données : les chiffres généraux', async () => {
    const { networks } = (await api.get('/api/planning/advice')).json().data;
    const linkedin = networks.find((n: { network: string }) => n.network === 'linkedin');
    expect(linkedin).toMatchObject({ accounts: 1, measuredPosts: 1, source: 'general', bestSlots: [], lastWeeks: { posts: 1, perWeek: 0.3 }, pace: 'below' });
    expect(linkedin.heatmap).toEqual([{ weekday: 3, hour: 10, posts: 1, rate: 0.02 }]);
    const twitter = networks.find((n: { network: string }) => n.network === 'twitter');
    expect(twitter).toEqual({
      network: 'twitter',
      accounts: 0,
      measuredPosts: 0,
      heatmap: [],
      bestSlots: [],
      source: 'general',
      lastWeeks: { posts: 0, perWeek: 0 },
      pace: 'below',
    });
    const pinterest = networks.find((n: { network: string }) => n.network === 'pinterest');
    expect(pinterest.pace).toBeNull();
  });

  it('se lit dans un autre fuseau : les mêmes publications, d’autres heures', async () => {
    await t.ctx.db.execute(sql`update users set time_zone = 'America/New_York' where id = ${me.visitor.userId}`);
    try {
      const { timeZone, networks } = (await api.get('/api/planning/advice')).json().data;
      expect(timeZone).toBe('America/New_York');
      // Tuesdays 08:15 UTC are 3 h in New York in winter.
      expect(networks[0].bestSlots.find((slot: { posts: number }) => slot.posts === 10)).toMatchObject({ weekday: 2, hour: 3 });
    } finally {
      await t.ctx.db.execute(sql`update users set time_zone = 'Europe/Paris' where id = ${me.visitor.userId}`);
    }
  });

  it('un lecteur voit les conseils ; sans session, 401', async () => {
    await setRole(t, me.visitor, 'viewer');
    try {
      expect((await api.get('/api/planning/advice')).statusCode).toBe(200);
    } finally {
      await setRole(t, me.visitor, 'admin');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/planning/advice' });
    expect(anonymous.statusCode).toBe(401);
  });
});
