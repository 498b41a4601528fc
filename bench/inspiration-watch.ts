// The watch's targets (the Inspiration issue): refreshing 50 feeds of 200 items each (the server's
// sample feeds) within 30 s with no duplicate item after two rounds; the rising topics over 20,000
// items within 1 s. Publia in this process on PGlite in a temporary DATA_DIR (and PostgreSQL at
// 127.0.0.1:5432 with `BENCH_POSTGRES_URL` or the default), one workspace following 50 sample feeds
// asked for 200 items each (`?items=200&copy=N`: the same sample news, 50 distinct sources).
// Timed: the first round (every item new), the second (each feed answers 304), a round after a day
// has passed (new items on top); then the topics: the pure count over 20,000 items spread over the
// five weeks it reads, and the whole answer of GET /api/inspiration/topics on the workspace.
//
//   npx tsx bench/inspiration-watch.ts
//   BENCH_WATCH_DATABASES=pglite npx tsx bench/inspiration-watch.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { startPublia, type Publia } from '../apps/server/src/app/start.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { rawRows } from '../apps/server/src/db/raw-rows.ts';
import { manualClock } from '../apps/server/src/lib/clock.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { runWatchRound } from '../apps/server/src/modules/inspiration/service.ts';
import { trendingTopics } from '../apps/server/src/modules/inspiration/trending.ts';
import { createBenchDatabase } from './support/postgres.ts';

const FEEDS = 50;
const ITEMS = 200;
const TOPIC_ITEMS = 20_000;
const REFRESH_TARGET_MS = 30_000;
const TOPICS_TARGET_MS = 1_000;
const clock = manualClock(Date.parse('2027-03-10T09:00:00Z'));

const ok = (ms: number, target: number) => (ms <= target ? '✅' : '❌');

async function timed<T>(step: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await step();
  return { ms: performance.now() - started, value };
}

async function start(dataDir: string, databaseUrl: string | null): Promise<Publia> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const publia = await startPublia(config, createLogger('warn'), { withQueue: false, clock });
  await publia.app.ready();
  return publia;
}

const count = async (publia: Publia, query: ReturnType<typeof sql>) => (await rawRows<{ n: number }>(publia.ctx.db, query))[0]?.n ?? 0;

async function measure(label: string, publia: Publia): Promise<string[]> {
  const registered = await publia.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `bench.watch.${Date.now()}@publia.local`, password: 'motdepasse-solide', name: 'Bench' },
  });
  const body = registered.json() as { csrfToken: string; workspace: { id: string } };
  const headers = { cookie: String(registered.headers['set-cookie']).split(';')[0]!, [CSRF_HEADER]: body.csrfToken };
  const ws = body.workspace.id;
  const feeds = publia.ctx.sampleFeeds.flatMap((sector) => sector.sources.map((source) => source.url));
  for (let n = 0; n < FEEDS; n++) {
    const url = `${feeds[n % feeds.length]}?items=${ITEMS}&copy=${n}`;
    await publia.ctx.db.execute(sql`insert into feed_sources (workspace_id, url, title) values (${ws}, ${url}, ${`Flux ${n}`})`);
  }

  const first = await timed(() => runWatchRound(publia.ctx, { withCompetitors: false }));
  const afterFirst = await count(publia, sql`select count(*)::int as n from feed_items where workspace_id = ${ws}`);
  const second = await timed(() => runWatchRound(publia.ctx, { withCompetitors: false }));
  const afterSecond = await count(publia, sql`select count(*)::int as n from feed_items where workspace_id = ${ws}`);
  clock.advance(24 * 3_600_000);
  const third = await timed(() => runWatchRound(publia.ctx, { withCompetitors: false }));
  const afterThird = await count(publia, sql`select count(*)::int as n from feed_items where workspace_id = ${ws}`);
  const duplicates = await count(publia, sql`select count(*)::int as n from (select source_id, guid from feed_items group by 1, 2 having count(*) > 1) d`);
  const errors = await count(publia, sql`select count(*)::int as n from feed_sources where workspace_id = ${ws} and status <> 'ok'`);

  const answer = await timed(() => publia.app.inject({ method: 'GET', url: '/api/inspiration/topics', headers }));
  const topics = (answer.value.json() as { data: { topics: unknown[]; items: number } }).data;

  return [
    `| ${label} | first round: ${FEEDS} feeds × ${ITEMS} items | ${Math.round(first.ms)} ms ${ok(first.ms, REFRESH_TARGET_MS)} | ${afterFirst} items kept, ${errors} source(s) in error |`,
    `| ${label} | second round (every feed answers 304) | ${Math.round(second.ms)} ms ${ok(second.ms, REFRESH_TARGET_MS)} | ${afterSecond - afterFirst} item added |`,
    `| ${label} | a day later (new items on top) | ${Math.round(third.ms)} ms ${ok(third.ms, REFRESH_TARGET_MS)} | ${afterThird - afterSecond} items added, ${duplicates} duplicate ${duplicates === 0 ? '✅' : '❌'} |`,
    `| ${label} | GET /api/inspiration/topics (read + count) | ${Math.round(answer.ms)} ms ${ok(answer.ms, TOPICS_TARGET_MS)} | ${topics.topics.length} topics over ${topics.items} items |`,
  ];
}

/** 20,000 items of the sample news (titles and summaries as served), dated across the five weeks the count reads. */
async function topicItems(publia: Publia) {
  const rows = await rawRows<{ id: string; title: string; summary: string }>(publia.ctx.db, sql`select id, title, summary from feed_items`);
  const now = clock.now();
  return Array.from({ length: TOPIC_ITEMS }, (_, index) => {
    const row = rows[index % rows.length]!;
    return { id: `${row.id}-${index}`, title: row.title, summary: row.summary, publishedAt: new Date(now - (index % 35) * 86_400_000 - (index % 24) * 3_600_000) };
  });
}

async function main() {
  const lines: string[] = [];
  const databases = (process.env.BENCH_WATCH_DATABASES ?? 'pglite,postgres').split(',');
  let pure: string | null = null;
  for (const database of databases) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-watch-'));
    const pg = database === 'postgres' ? await createBenchDatabase('publia_bench_watch') : null;
    if (database === 'postgres' && !pg) continue;
    const publia = await start(dataDir, pg?.url ?? null);
    try {
      lines.push(...(await measure(database === 'postgres' ? 'PostgreSQL' : 'PGlite', publia)));
      if (!pure) {
        const items = await topicItems(publia);
        // Once to warm the stemmer's cache as a running server has it, then timed.
        trendingTopics(items, new Date(clock.now()), 7);
        const started = performance.now();
        const topics = trendingTopics(items, new Date(clock.now()), 7);
        const ms = performance.now() - started;
        pure = `| — | rising topics over ${TOPIC_ITEMS.toLocaleString('en')} items (count only) | ${Math.round(ms)} ms ${ok(ms, TOPICS_TARGET_MS)} | ${topics.length} topics |`;
      }
    } finally {
      await publia.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(['| Database | Step | Time | Outcome |', '| --- | --- | --- | --- |', ...lines, ...(pure ? [pure] : [])].join('\n'));
}

await main();
