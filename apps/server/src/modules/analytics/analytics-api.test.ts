import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, withSession, type TestApp } from '../../test/test-app.ts';
import { newVisitor, setRole, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { completion, startFakeServer } from '../../ai/fake-server.test-support.ts';

/**
 * The read side on a known data set written straight into the tables: two periods of daily
 * figures on Instagram and LinkedIn, six posts, and another workspace that must never show.
 * Every expected figure below is computed by hand from these rows.
 */
const NOW = Date.parse('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const day = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString().slice(0, 10);

let t: TestApp;
let api: Caller;
let other: Caller;
let me: Awaited<ReturnType<typeof newVisitor>>;
const ids: Record<string, string> = {};

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

async function account(workspaceId: string, platform: string, username: string, connected = true) {
  return (
    await one<{ id: string }>(
      sql`insert into social_accounts (workspace_id, platform, username, is_connected, followers)
          values (${workspaceId}, ${platform}, ${username}, ${connected}, 0) returning id`,
    )
  ).id;
}

async function content(workspaceId: string, title: string | null, media: 'image' | 'video' | null, publishedMsAgo: number) {
  return (
    await one<{ id: string }>(
      sql`insert into contents (workspace_id, title, text, status, media_url, media_type, published_at)
          values (${workspaceId}, ${title}, ${'Venez tourner votre premier bol.'}, 'published', ${media ? `/media/${media}.bin` : null}, ${media},
                  ${at(publishedMsAgo)}::timestamptz) returning id`,
    )
  ).id;
}

type Figures = { impressions: number; reach: number; likes: number; comments: number; shares: number; saves: number | null; clicks: number | null };

async function post(workspaceId: string, contentId: string, accountId: string, platform: string, msAgo: number, f: Figures, url: string, stopped: string | null = null) {
  const { id } = await one<{ id: string }>(
    sql`insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, published_at, url)
        values (${workspaceId}, ${contentId}, ${accountId}, ${platform}, 'published', ${at(msAgo)}::timestamptz, ${at(msAgo)}::timestamptz, ${url}) returning id`,
  );
  const engagement = f.likes + f.comments + f.shares + (f.saves ?? 0);
  await t.ctx.db.execute(
    sql`insert into post_metrics (target_id, workspace_id, content_id, account_id, platform, published_at, measured_at,
                                  impressions, reach, likes, comments, shares, saves, clicks, engagement, stopped)
        values (${id}, ${workspaceId}, ${contentId}, ${accountId}, ${platform}, ${at(msAgo)}::timestamptz, ${at(HOUR)}::timestamptz,
                ${f.impressions}, ${f.reach}, ${f.likes}, ${f.comments}, ${f.shares}, ${f.saves}, ${f.clicks}, ${engagement}, ${stopped})`,
  );
  return id;
}

async function snapshot(targetId: string, msAgo: number, f: Omit<Figures, 'reach' | 'clicks'>) {
  await t.ctx.db.execute(
    sql`insert into post_metric_snapshots (target_id, measured_at, impressions, likes, comments, shares, saves)
        values (${targetId}, ${at(msAgo)}::timestamptz, ${f.impressions}, ${f.likes}, ${f.comments}, ${f.shares}, ${f.saves})`,
  );
}

async function days(workspaceId: string, accountId: string, platform: string, rows: [number, number | null, number | null, number | null][]) {
  for (const [daysAgo, impressions, engagement, followers] of rows) {
    await t.ctx.db.execute(
      sql`insert into account_metric_days (account_id, day, workspace_id, platform, impressions, engagement, followers)
          values (${accountId}, ${day(daysAgo)}::date, ${workspaceId}, ${platform}, ${impressions}, ${engagement}, ${followers})`,
    );
  }
}

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' }, { clock: manualClock(NOW) });
  me = await newVisitor(t);
  api = me.api;
  const them = await newVisitor(t);
  other = them.api;
  const ws = me.visitor.workspaceId;

  const ig = await account(ws, 'instagram', 'atelier_ig');
  const li = await account(ws, 'linkedin', 'atelier_li');
  await account(ws, 'tiktok', 'atelier_tt');
  await account(ws, 'pinterest', 'atelier_pin', false);

  // Instagram: 600 impressions and 60 interactions this week, 400 and 40 the week before; followers 1000 → 1010 → 1050.
  await days(ws, ig, 'instagram', [
    [14, 999, 99, 1000],
    [8, 400, 40, 1010],
    [3, 300, 30, 1030],
    [1, 200, 20, 1050],
    [0, 100, 10, null],
  ]);
  // LinkedIn: measured from day 10 only, followers from day 5 (300 → 320).
  await days(ws, li, 'linkedin', [
    [10, 200, 10, null],
    [5, 100, 5, 300],
    [2, 500, 25, 320],
  ]);

  const c1 = await content(ws, 'Atelier poterie; "portes ouvertes"', 'image', 2 * DAY);
  const c2 = await content(ws, null, 'video', 3 * DAY);
  const c3 = await content(ws, 'Ligne 1\nLigne 2', null, 20 * DAY);
  const c4 = await content(ws, 'Nouveau 🎉', null, 5 * HOUR);
  const c5 = await content(ws, '=SOMME(A1:A2)', null, 4 * DAY);
  Object.assign(ids, { c1, c2, c3, c4, c5 });
  ids.p1 = await post(
    ws,
    c1,
    ig,
    'instagram',
    2 * DAY,
    { impressions: 2000, reach: 1500, likes: 150, comments: 30, shares: 8, saves: 12, clicks: 7 },
    'https://instagram.example/p1',
  );
  ids.p2 = await post(
    ws,
    c2,
    ig,
    'instagram',
    3 * DAY,
    { impressions: 1000, reach: 800, likes: 40, comments: 5, shares: 3, saves: 2, clicks: null },
    'https://instagram.example/p2',
  );
  ids.p3 = await post(
    ws,
    c3,
    ig,
    'instagram',
    20 * DAY,
    { impressions: 3000, reach: 2500, likes: 120, comments: 20, shares: 5, saves: 5, clicks: null },
    'https://instagram.example/p3',
  );
  ids.p4 = await post(ws, c4, ig, 'instagram', 5 * HOUR, { impressions: 100, reach: 90, likes: 4, comments: 1, shares: 0, saves: 0, clicks: null }, 'https://instagram.example/p4');
  ids.l1 = await post(
    ws,
    c1,
    li,
    'linkedin',
    25 * HOUR,
    { impressions: 500, reach: 400, likes: 20, comments: 3, shares: 2, saves: null, clicks: null },
    'https://linkedin.example/l1',
    'removed',
  );
  ids.l2 = await post(
    ws,
    c5,
    li,
    'linkedin',
    4 * DAY,
    { impressions: 750, reach: 600, likes: 30, comments: 6, shares: 4, saves: null, clicks: null },
    'https://linkedin.example/l2',
  );
  await snapshot(ids.p1, 47 * HOUR, { impressions: 500, likes: 40, comments: 5, shares: 2, saves: 3 });
  await snapshot(ids.p1, DAY, { impressions: 1500, likes: 110, comments: 20, shares: 5, saves: 8 });
  await snapshot(ids.p1, HOUR, { impressions: 2000, likes: 150, comments: 30, shares: 8, saves: 12 });
  await snapshot(ids.l1, 2 * HOUR, { impressions: 500, likes: 20, comments: 3, shares: 2, saves: null });
  await snapshot(ids.p3, 19 * DAY, { impressions: 2000, likes: 80, comments: 10, shares: 2, saves: 3 });
  await snapshot(ids.p3, 2 * DAY, { impressions: 3000, likes: 120, comments: 20, shares: 5, saves: 5 });

  // Another workspace, with figures that would show in any total they leaked into.
  const otherWs = them.visitor.workspaceId;
  const theirs = await account(otherWs, 'instagram', 'voisin');
  await days(otherWs, theirs, 'instagram', [[1, 1_000_000, 100_000, 50_000]]);
  ids.theirContent = await content(otherWs, 'Chez le voisin', null, DAY * 2);
  await post(
    otherWs,
    ids.theirContent,
    theirs,
    'instagram',
    2 * DAY,
    { impressions: 900_000, reach: 1, likes: 1, comments: 1, shares: 1, saves: 1, clicks: 1 },
    'https://x.example',
  );
});
afterAll(async () => t?.close());

describe('summary', () => {
  it('answers the cards, the daily series and the networks of the last 7 days', async () => {
    const response = await api.get('/api/analytics/summary?period=7d');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      period: '7d',
      network: null,
      range: { from: '2026-11-17T12:00:00.000Z', to: '2026-11-24T12:00:00.000Z' },
      previousRange: { from: '2026-11-10T12:00:00.000Z', to: '2026-11-17T12:00:00.000Z' },
      bucket: 'day',
      buckets: ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
      publishedPosts: 5,
      everPublished: true,
      sync: { running: false },
    });
    // 600 + 600 against 400 + 200; 60 + 30 against 40 + 10; followers +40 (Instagram) +20 (LinkedIn from its first measure) against +10.
    expect(data.cards).toEqual({
      impressions: { value: 1200, previous: 600, change: 1 },
      engagement: { value: 90, previous: 50, change: 0.8, rate: 0.075 },
      followers: { value: 60, previous: 10, change: 5 },
      clicks: { value: 0, previous: 0, change: null },
    });
    expect(data.series).toEqual([
      {
        network: 'instagram',
        impressions: [null, null, null, 300, null, 200, 100],
        engagement: [null, null, null, 30, null, 20, 10],
        followers: [1010, 1010, 1010, 1030, 1030, 1050, 1050],
      },
      {
        network: 'linkedin',
        impressions: [null, 100, null, null, 500, null, null],
        engagement: [null, 5, null, null, 25, null, null],
        followers: [null, 300, 300, 300, 320, 320, 320],
      },
    ]);
    // Instagram's posts carry clicks (P1): nothing missing; LinkedIn's never carry saves nor clicks; TikTok has no measure yet.
    expect(data.networks).toEqual([
      { network: 'instagram', accounts: 1, unavailable: [] },
      { network: 'linkedin', accounts: 1, unavailable: ['saves', 'clicks'] },
      { network: 'tiktok', accounts: 1, unavailable: ['reach', 'saves', 'clicks'] },
    ]);
  });

  it('keeps to one network when asked', async () => {
    const data = (await api.get('/api/analytics/summary?period=7d&network=linkedin')).json().data;
    expect(data.network).toBe('linkedin');
    expect(data.cards).toEqual({
      impressions: { value: 600, previous: 200, change: 2 },
      engagement: { value: 30, previous: 10, change: 2, rate: 0.05 },
      followers: { value: 20, previous: null, change: null },
      clicks: { value: 0, previous: 0, change: null },
    });
    expect(data.series.map((s: { network: string }) => s.network)).toEqual(['linkedin']);
    expect(data.publishedPosts).toBe(2);
    expect(data.everPublished).toBe(true);
    // Nothing ever went to Pinterest: a first-visit state, not an empty period.
    const never = (await api.get('/api/analytics/summary?period=7d&network=pinterest')).json().data;
    expect(never).toMatchObject({ publishedPosts: 0, everPublished: false });
  });

  it('counts a year in ISO weeks from Monday', async () => {
    const data = (await api.get('/api/analytics/summary?period=1y')).json().data;
    expect(data.bucket).toBe('week');
    expect(data.buckets.at(-1)).toBe('2026-11-23');
    expect(data.buckets[0]).toBe('2025-11-24');
    expect(data.buckets).toHaveLength(53);
    // Everything since day 14 is in the year, the other workspace's never.
    expect(data.cards.impressions).toEqual({ value: 999 + 400 + 300 + 200 + 100 + 200 + 100 + 500, previous: null, change: null });
    const instagram = data.series[0];
    // Week of Monday 23/11: days 1 and 0; week of 16/11: days 8 (Mon 16) and 3 (Sat 21).
    expect(instagram.impressions.slice(-3)).toEqual([999, 700, 300]);
    expect(instagram.followers.slice(-3)).toEqual([1000, 1030, 1050]);
  });
});

describe('best posts', () => {
  it('ranks the period’s posts by score against their account’s median, then by engagement', async () => {
    const response = await api.get('/api/analytics/posts?period=7d');
    expect(response.statusCode).toBe(200);
    const posts = response.json().data.posts;
    expect(posts.map((p: { targetId: string }) => p.targetId)).toEqual([ids.p1, ids.p2, ids.l2, ids.l1, ids.p4]);
    expect(posts[0]).toEqual({
      contentId: ids.c1,
      targetId: ids.p1,
      title: 'Atelier poterie; "portes ouvertes"',
      platform: 'instagram',
      publishedAt: '2026-11-22T12:00:00.000Z',
      imageUrl: '/media/image.bin',
      mediaType: 'image',
      figures: { impressions: 2000, reach: 1500, likes: 150, comments: 30, shares: 8, saves: 12, clicks: 7, engagement: 200 },
      engagementRate: 0.1,
      // Medians of P1, P2, P3: rate 0.05, impressions 2000, saves 5. Rate 2× (80) × 0.6 + reach 1× (50) × 0.4 = 68.
      score: 68,
      reasons: [
        { code: 'saves_above', ratio: 2.4 },
        { code: 'engagement_rate_above', ratio: 2 },
      ],
    });
    // The median rate, half the impressions: 50 × 0.6 + 25 × 0.4 = 40.
    expect(posts[1]).toMatchObject({ title: '', imageUrl: null, mediaType: 'video', score: 40, reasons: [{ code: 'impressions_below', ratio: 0.5 }] });
    // LinkedIn has two measured posts only: no score; a network that gives no saves says null, not 0.
    expect(posts[2]).toMatchObject({ platform: 'linkedin', score: null, reasons: [], engagementRate: 40 / 750 });
    expect(posts[2].figures).toMatchObject({ saves: null, clicks: null, engagement: 40 });
    expect(posts[4]).toMatchObject({ targetId: ids.p4, score: null, reasons: [{ code: 'too_recent', ratio: null }] });
  });

  it('widens to 30 days and keeps the limit', async () => {
    const posts = (await api.get('/api/analytics/posts?period=30d&limit=3')).json().data.posts;
    // P3: the median rate (50) and 1.5× the impressions (69.2): 30 + 27.7 = 58.
    expect(posts.map((p: { targetId: string; score: number | null }) => [p.targetId, p.score])).toEqual([
      [ids.p1, 68],
      [ids.p3, 58],
      [ids.p2, 40],
    ]);
    expect(posts[1].reasons).toEqual([{ code: 'impressions_above', ratio: 1.5 }]);
    expect((await api.get('/api/analytics/posts?period=30d&network=linkedin')).json().data.posts).toHaveLength(2);
  });
});

describe('post detail', () => {
  it('sums the item’s targets, takes its best target’s score, and draws each curve within the period', async () => {
    const response = await api.get(`/api/content/${ids.c1}/analytics?period=7d`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      contentId: ids.c1,
      period: '7d',
      title: 'Atelier poterie; "portes ouvertes"',
      text: 'Venez tourner votre premier bol.',
      imageUrl: '/media/image.bin',
      mediaType: 'image',
      publishedAt: '2026-11-22T12:00:00.000Z',
      // LinkedIn gives no saves nor clicks: Instagram's alone.
      totals: { impressions: 2500, reach: 1900, likes: 170, comments: 33, shares: 10, saves: 12, clicks: 7, engagement: 225 },
      engagementRate: 0.09,
      score: 68,
      reasons: [
        { code: 'saves_above', ratio: 2.4 },
        { code: 'engagement_rate_above', ratio: 2 },
      ],
    });
    const byPlatform = Object.fromEntries(data.targets.map((target: { platform: string }) => [target.platform, target]));
    expect(byPlatform.instagram).toEqual({
      targetId: ids.p1,
      platform: 'instagram',
      status: 'published',
      url: 'https://instagram.example/p1',
      account: 'atelier_ig',
      figures: { impressions: 2000, reach: 1500, likes: 150, comments: 30, shares: 8, saves: 12, clicks: 7, engagement: 200 },
      figuresState: 'measured',
      notProvided: [],
      measuredAt: '2026-11-24T11:00:00.000Z',
      stopped: null,
      curve: [
        { at: '2026-11-22T13:00:00.000Z', impressions: 500, engagement: 50 },
        { at: '2026-11-23T12:00:00.000Z', impressions: 1500, engagement: 143 },
        { at: '2026-11-24T11:00:00.000Z', impressions: 2000, engagement: 200 },
      ],
    });
    expect(byPlatform.linkedin).toMatchObject({
      account: 'atelier_li',
      stopped: 'removed',
      figures: { saves: null, clicks: null, engagement: 25 },
      curve: [{ at: '2026-11-24T10:00:00.000Z', impressions: 500, engagement: 25 }],
    });
  });

  it('tells apart, per network, a post not on it yet, one awaiting its first reading and a figure the network does not give', async () => {
    const ws = me.visitor.workspaceId;
    const { id: contentId } = await one<{ id: string }>(
      sql`insert into contents (workspace_id, title, text, status) values (${ws}, ${'Bientôt'}, ${'À venir.'}, 'scheduled') returning id`,
    );
    const accounts = await t.ctx.db.execute(sql`select id, platform from social_accounts where workspace_id = ${ws}`);
    const accountOf = (platform: string) => (accounts as unknown as { rows: { id: string; platform: string }[] }).rows.find((row) => row.platform === platform)!.id;
    await t.ctx.db.execute(
      sql`insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, published_at)
          values (${ws}, ${contentId}, ${accountOf('linkedin')}, 'linkedin', 'queued', ${at(-DAY)}::timestamptz, null),
                 (${ws}, ${contentId}, ${accountOf('tiktok')}, 'tiktok', 'published', ${at(HOUR)}::timestamptz, ${at(HOUR)}::timestamptz)`,
    );
    const data = (await api.get(`/api/content/${contentId}/analytics?period=7d`)).json().data;
    const byPlatform = Object.fromEntries(data.targets.map((target: { platform: string }) => [target.platform, target]));
    // Nothing read yet: only what each API is known not to give is « not provided ».
    expect(byPlatform.linkedin).toMatchObject({ status: 'queued', figuresState: 'not_published', notProvided: ['saves', 'clicks'], measuredAt: null });
    expect(byPlatform.tiktok).toMatchObject({ status: 'published', figuresState: 'awaiting', notProvided: ['reach', 'saves', 'clicks'], measuredAt: null });
    expect(data.totals.impressions).toBeNull();

    // Once read, what the reading lacked.
    const measured = (await api.get(`/api/content/${ids.c1}/analytics?period=7d`)).json().data;
    const linkedin = measured.targets.find((target: { platform: string }) => target.platform === 'linkedin');
    expect(linkedin).toMatchObject({ figuresState: 'measured', notProvided: ['saves', 'clicks'] });
  });

  it('keeps the curve within the period', async () => {
    const week = (await api.get(`/api/content/${ids.c3}/analytics?period=7d`)).json().data;
    expect(week.targets[0].curve).toEqual([{ at: '2026-11-22T12:00:00.000Z', impressions: 3000, engagement: 150 }]);
    const month = (await api.get(`/api/content/${ids.c3}/analytics?period=30d`)).json().data;
    expect(month.targets[0].curve).toHaveLength(2);
  });

  it('answers the content’s 404 for another workspace’s item or an unknown id, and 400 for an unknown period', async () => {
    for (const response of [
      await other.get(`/api/content/${ids.c1}/analytics?period=7d`),
      await api.get(`/api/content/${ids.theirContent}/analytics`),
      await api.get('/api/content/00000000-0000-4000-8000-000000000000/analytics'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Publication introuvable.');
    }
    const refused = await api.get(`/api/content/${ids.c1}/analytics?period=2y`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('period');
  });
});

describe('exports', () => {
  it('writes the CSV the French way: BOM, semicolons, decimal comma, Paris time, quoted and formula-safe cells', async () => {
    const response = await api.get('/api/analytics/export.csv?period=7d');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="publia-statistiques-7d-2026-11-24.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines).toEqual([
      "Date de publication;Réseau;Compte;Titre;Média;Impressions;Portée;J'aime;Commentaires;Partages;Enregistrements;Clics;Interactions;Taux d'engagement (%);Score;Dernière mesure;Lien",
      '24/11/2026 08:00;Instagram;atelier_ig;Nouveau 🎉;;100;90;4;1;0;0;;5;5;;24/11/2026 12:00;https://instagram.example/p4',
      '23/11/2026 12:00;LinkedIn;atelier_li;"Atelier poterie; ""portes ouvertes""";Image;500;400;20;3;2;;;25;5;;24/11/2026 12:00;https://linkedin.example/l1',
      '22/11/2026 13:00;Instagram;atelier_ig;"Atelier poterie; ""portes ouvertes""";Image;2000;1500;150;30;8;12;7;200;10;68;24/11/2026 12:00;https://instagram.example/p1',
      '21/11/2026 13:00;Instagram;atelier_ig;Contenu sans titre;Vidéo;1000;800;40;5;3;2;;50;5;40;24/11/2026 12:00;https://instagram.example/p2',
      "20/11/2026 13:00;LinkedIn;atelier_li;'=SOMME(A1:A2);;750;600;30;6;4;;;40;5,33;;24/11/2026 12:00;https://linkedin.example/l2",
      '',
    ]);
    const month = (await api.get('/api/analytics/export.csv?period=30d&network=instagram')).rawPayload.toString('utf8');
    expect(month).toContain('\r\n04/11/2026 13:00;Instagram;atelier_ig;"Ligne 1\nLigne 2";;3000;2500;120;20;5;5;;150;5;58;');
    expect(month).not.toContain('LinkedIn');
  });

  it('dates the CSV in the user’s own zone', async () => {
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', headers: withSession(me.visitor), payload: { timeZone: 'America/New_York' } });
    expect(patched.statusCode).toBe(200);
    const csv = (await api.get('/api/analytics/export.csv?period=7d')).rawPayload.toString('utf8');
    expect(csv.split('\r\n')[1]).toMatch(/^24\/11\/2026 02:00;Instagram;/);
    await t.app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', headers: withSession(me.visitor), payload: { timeZone: null } });
  });

  it('draws the PDF report on the server', async () => {
    const response = await api.get('/api/analytics/export.pdf?period=30d');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="publia-statistiques-30d-2026-11-24.pdf"');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Publia - Rapport de statistiques');
    const year = await api.get('/api/analytics/export.pdf?period=1y&network=tiktok');
    expect(year.statusCode).toBe(200);
  });
});

describe('insight, sync and access', () => {
  it('writes the comment locally without a provider, from the period’s figures', async () => {
    const response = await api.get('/api/analytics/insight?period=7d');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      source: 'local',
      averageScore: 54,
      comment:
        "Sur les 7 derniers jours, Instagram est votre réseau le plus engageant avec un taux d'engagement de 10 %, et vos impressions progressent de 100 %. " +
        "Votre meilleure publication, « Atelier poterie; \"portes ouvertes\" » sur Instagram, se distingue, avec un score de 68/100 grâce à 2,4 fois plus d'enregistrements que d'habitude et à un taux d'engagement 2 fois supérieur à votre médiane. " +
        'Conseil : publiez davantage de contenus utiles à garder (astuces, listes, tutoriels), votre audience les enregistre.',
    });
    const empty = (await other.get('/api/analytics/insight?period=7d&network=linkedin')).json().data;
    expect(empty).toMatchObject({ source: 'local', averageScore: null });
    expect(empty.comment).toContain('aucune publication mesurée');
  });

  it('asks for a round of every connected account: 202', async () => {
    const response = await api.post('/api/analytics/sync');
    expect(response.statusCode).toBe(202);
    expect(Number.isInteger(response.json().data.accounts)).toBe(true);
  });

  it('lets a viewer read everything, and refuses an unknown period or network with a French 400', async () => {
    await setRole(t, me.visitor, 'viewer');
    try {
      for (const url of [
        '/api/analytics/summary',
        '/api/analytics/posts',
        '/api/analytics/insight',
        '/api/analytics/export.csv',
        '/api/analytics/export.pdf',
        `/api/content/${ids.c1}/analytics`,
      ]) {
        expect((await api.get(url)).statusCode, url).toBe(200);
      }
      expect((await api.post('/api/analytics/sync')).statusCode).toBe(202);
    } finally {
      await setRole(t, me.visitor, 'admin');
    }
    for (const [url, field] of [
      ['/api/analytics/summary?period=2y', 'period'],
      ['/api/analytics/posts?period=7d&network=myspace', 'network'],
      ['/api/analytics/export.csv?period=1w', 'period'],
      ['/api/analytics/posts?limit=0', 'limit'],
    ] as const) {
      const response = await api.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field });
    }
  });
});

describe('insight from the provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let ai: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    fake = await startFakeServer();
    ai = await createTestApp({ LLM_BASE_URL: `${fake.url}/v1`, LLM_MODEL: 'gpt-4o-mini', ALLOW_PRIVATE_URLS: 'true' }, { clock: manualClock(NOW) });
    caller = (await newVisitor(ai)).api;
  });
  afterAll(async () => {
    await ai?.close();
    await fake?.close();
  });

  it('uses the model’s text, and the local writer when the model fails', async () => {
    fake.answerWith(() => ({ json: completion('« Instagram porte votre période. Continuez ainsi. »') }));
    const written = (await caller.get('/api/analytics/insight?period=30d')).json().data;
    expect(written).toEqual({ comment: 'Instagram porte votre période. Continuez ainsi.', source: 'ai', averageScore: null });
    const request = fake.received.at(-1);
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.body.response_format).toBeUndefined();
    expect(request?.body.messages[0].content).toContain('français');

    fake.answerWith(() => ({ status: 500, text: 'boom' }));
    expect((await caller.get('/api/analytics/insight?period=30d')).json().data.source).toBe('local');
  });
});
