// The statistics page's reads on a year of figures: 6 connected accounts (one per network), 5,000
// published posts over the last 365 days with their latest figures, a year of daily measures per
// post (1,825,000 snapshot rows) and two years of daily account rollups, loaded with SQL
// generate_series. p95 of `GET /api/analytics/summary?period=1y` and `GET /api/analytics/posts?period=1y`
// with 10 clients in a loop, on PostgreSQL and on the embedded PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createBenchDatabase } from './support/postgres.ts';
import { signUp } from './support/session.ts';
import { measureClients, type Latencies } from './support/client-latencies.ts';
import { spawnPublia } from './support/spawn-publia.ts';
import { loadAverage, measure, writeResultsSection } from './support/results-section.ts';

const POSTS = 5_000;
const SNAPSHOT_DAYS = 365;
const ROLLUP_DAYS = 730;
const CLIENTS = 10;
const SECONDS = 10;
const GOALS = { postgresP95Ms: 150, pgliteP95Ms: 500, advicePostgresMs: 200 };
const ROUTES = { summary: '/api/analytics/summary?period=1y', posts: '/api/analytics/posts?period=1y', advice: '/api/planning/advice' } as const;

type Run = (sql: string, params?: unknown[]) => Promise<unknown>;

/** The data set, written straight into the tables (figures a network does not give stay null). */
export async function seedAnalytics(run: Run, workspaceId: string, userId: string): Promise<void> {
  await run('begin');
  await run(
    `insert into social_accounts (workspace_id, user_id, platform, username, is_connected, followers)
     select $1, $2, p, 'bench_' || p, true, 1000
     from unnest(array['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'pinterest']) as p`,
    [workspaceId, userId],
  );
  await run(
    `insert into contents (workspace_id, user_id, title, text, platforms, media_type, media_url, status, published_at, created_at, updated_at)
     select $1, $2, 'Publication ' || g, 'Texte de la publication ' || g, '[]'::jsonb,
            case when g % 3 = 0 then 'video' else 'image' end, '/media/' || g || '.jpg', 'published',
            now() - (g * 365.0 / $3) * interval '1 day', now() - (g * 365.0 / $3) * interval '1 day', now()
     from generate_series(1, $3::int) as g`,
    [workspaceId, userId, POSTS],
  );
  await run(
    `with accounts as (select id, platform, (row_number() over (order by platform) - 1)::int as n from social_accounts where workspace_id = $1)
     insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, published_at, url, attempts)
     select c.workspace_id, c.id, a.id, a.platform, 'published', c.published_at, c.published_at, 'https://example.com/' || c.id, 1
     from contents c join accounts a on a.n = substr(c.title, 13)::int % 6
     where c.workspace_id = $1`,
    [workspaceId],
  );
  await run(
    `insert into post_metrics (target_id, workspace_id, content_id, account_id, platform, published_at, measured_at,
                               impressions, reach, likes, comments, shares, saves, clicks)
     select t.id, t.workspace_id, t.content_id, t.account_id, t.platform, t.published_at, now(),
            x.imp,
            case when t.platform in ('twitter', 'tiktok', 'pinterest') then null else x.imp * 8 / 10 end,
            x.imp / 20, x.imp / 200,
            case when t.platform = 'pinterest' then null else x.imp / 400 end,
            case when t.platform in ('facebook', 'linkedin', 'tiktok') then null else x.imp / 300 end,
            case when t.platform in ('instagram', 'twitter', 'linkedin', 'tiktok') then null else x.imp / 100 end
     from publication_targets t
     cross join lateral (select 500 + (abs(hashtext(t.id::text)) % 5000) as imp) as x
     where t.workspace_id = $1`,
    [workspaceId],
  );
  await run(`update post_metrics set engagement = likes + comments + coalesce(shares, 0) + coalesce(saves, 0) where workspace_id = $1`, [workspaceId]);
  await run(
    `insert into post_metric_snapshots (target_id, measured_at, impressions, reach, likes, comments, shares, saves, clicks)
     select pm.target_id, now() - k * interval '1 day', pm.impressions * (365 - k) / 365, pm.reach * (365 - k) / 365,
            pm.likes * (365 - k) / 365, pm.comments * (365 - k) / 365, pm.shares * (365 - k) / 365,
            pm.saves * (365 - k) / 365, pm.clicks * (365 - k) / 365
     from post_metrics pm cross join generate_series(0, $2::int - 1) as k
     where pm.workspace_id = $1`,
    [workspaceId, SNAPSHOT_DAYS],
  );
  await run(
    `insert into account_metric_days (account_id, day, workspace_id, platform, impressions, reach, likes, comments, shares, saves, clicks, engagement, followers)
     select a.id, current_date - k, a.workspace_id, a.platform, 2000 + (k * 37) % 1500,
            case when a.platform in ('twitter', 'tiktok', 'pinterest') then null else 1500 + (k * 31) % 1000 end,
            100 + (k * 7) % 50, 10 + k % 9, 5 + k % 4, 3 + k % 5, null, 118 + (k * 7) % 50 + k % 9 + k % 4,
            1000 + ($2::int - k) * 3
     from social_accounts a cross join generate_series(0, $2::int - 1) as k
     where a.workspace_id = $1`,
    [workspaceId, ROLLUP_DAYS],
  );
  await run('commit');
  for (const table of ['contents', 'publication_targets', 'post_metrics', 'post_metric_snapshots', 'account_metric_days', 'social_accounts']) {
    await run(`analyze ${table}`);
  }
}

async function measureBoth(base: string, cookie: string) {
  const headers = { cookie };
  const posts = (await (await fetch(`${base}${ROUTES.posts}`, { headers })).json()) as { data: { posts: unknown[] } };
  if (posts.data.posts.length !== 10) throw new Error(`meilleures publications inattendues : ${JSON.stringify(posts).slice(0, 200)}`);
  const summary = await measureClients(`${base}${ROUTES.summary}`, headers, CLIENTS, SECONDS);
  console.error('  summary 1y', summary);
  const best = await measureClients(`${base}${ROUTES.posts}`, headers, CLIENTS, SECONDS);
  console.error('  posts 1y', best);
  // The Conseils page's best times, one user at a time: the planning issue's target is a computation's time.
  const advised = (await (await fetch(`${base}${ROUTES.advice}`, { headers })).json()) as { data: { networks: { source: string; measuredPosts: number }[] } };
  const measuredPosts = advised.data.networks.reduce((sum, network) => sum + network.measuredPosts, 0);
  // The oldest posts sit on the year's edge: a few may fall out of it between seeding and asking.
  if (measuredPosts < POSTS * 0.99 || advised.data.networks.some((network) => network.source !== 'own')) {
    throw new Error(`conseils inattendus : ${JSON.stringify(advised).slice(0, 300)}`);
  }
  const advice = await measureClients(`${base}${ROUTES.advice}`, headers, 1, 5);
  console.error('  advice', advice, `(${measuredPosts} posts)`);
  return { summary, posts: best, advice };
}

async function onPostgres(port: number) {
  const database = await createBenchDatabase('publia_bench_analytics');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-analytics-pg-'));
  const publia = await spawnPublia({ DATA_DIR: dataDir, DATABASE_URL: database.url }, port);
  try {
    const session = await signUp(publia.url, 'bench-analytics-pg@publia.local');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const started = performance.now();
    try {
      await seedAnalytics((sql, params) => client.query(sql, params), session.workspaceId, session.userId);
    } finally {
      await client.end();
    }
    console.error(`PostgreSQL : données chargées en ${Math.round((performance.now() - started) / 1000)} s`);
    return await measureBoth(publia.url, session.cookie);
  } finally {
    await publia.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-analytics-'));
  let publia = await spawnPublia({ DATA_DIR: dataDir }, port);
  try {
    const session = await signUp(publia.url, 'bench-analytics@publia.local');
    await publia.stop();
    const started = performance.now();
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    try {
      await seedAnalytics((sql, params) => db.query(sql, params), session.workspaceId, session.userId);
    } finally {
      await db.close();
    }
    console.error(`PGlite : données chargées en ${Math.round((performance.now() - started) / 1000)} s`);
    publia = await spawnPublia({ DATA_DIR: dataDir }, port);
    return await measureBoth(publia.url, session.cookie);
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface AnalyticsReadFigures {
  postgres: { summary: Latencies; posts: Latencies; advice: Latencies };
  pglite: { summary: Latencies; posts: Latencies; advice: Latencies };
  loadBefore: string;
  loadAfter: string;
}

export async function benchAnalyticsRead(port: number): Promise<AnalyticsReadFigures> {
  const loadBefore = loadAverage();
  const postgres = await onPostgres(port);
  const pglite = await onPglite(port);
  return { postgres, pglite, loadBefore, loadAfter: loadAverage() };
}

const line = (l: Latencies) => `p95 **${l.p95Ms} ms** (p50 ${l.p50Ms} ms, max ${l.maxMs} ms, ${l.requests} requests)`;

export function analyticsReadSection(f: AnalyticsReadFigures, verdict: (ok: boolean) => string): string {
  return `## Statistics page reads

| what | target | measured | |
|---|---|---|---|
| PostgreSQL, ${CLIENTS} clients: \`GET ${ROUTES.summary}\` | p95 ≤ ${GOALS.postgresP95Ms} ms | ${line(f.postgres.summary)} | ${verdict(f.postgres.summary.p95Ms <= GOALS.postgresP95Ms)} |
| PostgreSQL, ${CLIENTS} clients: \`GET ${ROUTES.posts}\` | p95 ≤ ${GOALS.postgresP95Ms} ms | ${line(f.postgres.posts)} | ${verdict(f.postgres.posts.p95Ms <= GOALS.postgresP95Ms)} |
| PGlite (embedded), ${CLIENTS} clients: \`GET ${ROUTES.summary}\` | p95 ≤ ${GOALS.pgliteP95Ms} ms | ${line(f.pglite.summary)} | ${verdict(f.pglite.summary.p95Ms <= GOALS.pgliteP95Ms)} |
| PGlite (embedded), ${CLIENTS} clients: \`GET ${ROUTES.posts}\` | p95 ≤ ${GOALS.pgliteP95Ms} ms | ${line(f.pglite.posts)} | ${verdict(f.pglite.posts.p95Ms <= GOALS.pgliteP95Ms)} |
| PostgreSQL, 1 client: \`GET ${ROUTES.advice}\` (best times: 6 accounts, ${POSTS.toLocaleString('en')} measured posts over a year) | p95 ≤ ${GOALS.advicePostgresMs} ms | ${line(f.postgres.advice)} | ${verdict(f.postgres.advice.p95Ms <= GOALS.advicePostgresMs)} |
| PGlite (embedded), 1 client: \`GET ${ROUTES.advice}\` | — | ${line(f.pglite.advice)} | |

\`bench/analytics-read.ts\`: one workspace, 6 connected accounts (one per network), ${POSTS.toLocaleString('en')} published posts
spread over the last 365 days with their latest figures, ${(POSTS * SNAPSHOT_DAYS).toLocaleString('en')} snapshot rows (a year of
daily measures per post) and ${ROLLUP_DAYS} days of account rollups, loaded with SQL \`generate_series\`. Each line: ${CLIENTS}
clients asking one request after another for ${SECONDS} s after a 2 s warm-up. Load average before / after: ${f.loadBefore} / ${f.loadAfter}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { freePort } = await import('../e2e/support/free-port.ts');
  const { figures, measured } = await measure(async () => benchAnalyticsRead(await freePort()));
  console.log(JSON.stringify(figures, null, 2));
  writeResultsSection(
    analyticsReadSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué')),
    measured,
  );
}
