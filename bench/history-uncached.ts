// GET /api/content/history with the page cache off (HISTORY_CACHE_SECONDS=0): every request reads
// the database. 100,000 published posts. On PostgreSQL, side by side with a bare Fastify route that
// sends the same SQL text (Publia's one statement for the page and its targets) through `pg` (a pool of 10) and answers the same bytes, at 10 and 50
// connections; a deep page (offset 49,950, then by the previous page's cursor) one request at a time; on the embedded PGlite, 10 connections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppContext } from '../apps/server/src/core/context/app-context.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createWorkspaceCache } from '../apps/server/src/lib/workspace-cache.ts';
import { contentHistoryJson } from '../apps/server/src/modules/content/history.ts';
import { createBenchDatabase } from './support/postgres.ts';
import { seedHistory, seedHistoryOn } from './support/seed-history.ts';
import { signUp } from './support/session.ts';
import { median, spawnPublia } from './support/spawn-publia.ts';
import { versusBare, type VersusBare } from './support/versus-bare.ts';
import { loadAverage, measure, writeResultsSection } from './support/results-section.ts';

export interface UncachedHistoryFigures {
  rows: number;
  postgres10: VersusBare;
  postgres50: VersusBare;
  pglite10: VersusBare;
  /** Page 1000 of 50 (offset 49,950) on PostgreSQL, one request at a time. */
  deepPage: { page: number; medianMs: number; maxMs: number; requests: number };
  /** The same page read from the cursor of the page before it. */
  deepCursor: { medianMs: number; maxMs: number; requests: number };
  loadBefore: string;
  loadAfter: string;
}

const ROWS = 100_000;
const PAGE_SIZE = 50;
const PAGE = `/api/content/history?status=published&pageSize=${PAGE_SIZE}`;
async function firstPage(url: string, headers: Record<string, string>): Promise<string> {
  const body = await (await fetch(url, { headers })).text();
  if ((JSON.parse(body) as { data: unknown[] }).data.length !== PAGE_SIZE) throw new Error(`page inattendue : ${body.slice(0, 200)}`);
  return body;
}

/** A pool that keeps every statement sent through it, whichever way it is called (Drizzle or directly). */
function recordingPool(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const sent: { text: string; params: unknown[] }[] = [];
  const query = pool.query.bind(pool) as (first: unknown, values?: unknown) => Promise<unknown>;
  pool.query = ((first: string | pg.QueryConfig, values?: unknown) => {
    if (typeof first === 'string') sent.push({ text: first, params: Array.isArray(values) ? values : [] });
    else sent.push({ text: first.text, params: first.values ?? [] });
    return query(first, values);
  }) as typeof pool.query;
  return { pool, sent };
}

/** The statements Publia's read path sends for the page, captured by running that very code on `databaseUrl`. */
async function historyStatements(databaseUrl: string, workspaceId: string, httpBody: string) {
  const { pool, sent } = recordingPool(databaseUrl);
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    const ctx = { db, clock: systemClock, caches: { history: createWorkspaceCache(0) } } as unknown as AppContext;
    const body = await contentHistoryJson(ctx, workspaceId, { status: 'published', page: 1, pageSize: PAGE_SIZE });
    if (body !== httpBody) throw new Error('le chemin de lecture appelé directement ne répond pas les mêmes octets que la route');
  } finally {
    await pool.end();
  }
  if (sent.length !== 1) throw new Error(`${sent.length} requêtes SQL au lieu d'une`);
  return sent;
}

/** One page asked 35 times one after the other, the first 5 as warm-up: its median and longest time, and its body. */
async function timeDeepPage(deepUrl: string, headers: Record<string, string>) {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < 35; i++) {
    const started = performance.now();
    body = await (await fetch(deepUrl, { headers })).text();
    if (i >= 5) times.push(performance.now() - started);
    const deep = JSON.parse(body) as { data: unknown[]; pagination: { hasMore: boolean } };
    if (deep.data.length !== PAGE_SIZE || !deep.pagination.hasMore) throw new Error('page profonde inattendue');
  }
  return { body, figures: { medianMs: Math.round(median(times) * 10) / 10, maxMs: Math.round(Math.max(...times) * 10) / 10, requests: times.length } };
}

/** The size of a run: the rows seeded, and the seconds and rounds of each load. */
interface Size {
  rows: number;
  seconds: number;
  rounds: number;
}

async function onPostgres(publiaPort: number, barePort: number, { rows, seconds, rounds }: Size) {
  // Half-way through the pages: page 1000 of 100,000 rows.
  const deepPageNumber = Math.max(2, Math.floor(rows / PAGE_SIZE / 2));
  const database = await createBenchDatabase('publia_bench_history');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-history-pg-'));
  const publia = await spawnPublia({ DATA_DIR: dataDir, DATABASE_URL: database.url, HISTORY_CACHE_SECONDS: '0' }, publiaPort);
  try {
    const session = await signUp(publia.url, 'bench-history-pg@publia.local');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await seedHistoryOn((sql, params) => client.query(sql, params), session.workspaceId, session.userId, rows);
    } finally {
      await client.end();
    }
    const url = `${publia.url}${PAGE}`;
    const headers = { cookie: session.cookie };
    const body = await firstPage(url, headers);
    const bareQueries = { databaseUrl: database.url, queries: await historyStatements(database.url, session.workspaceId, body) };
    const postgres10 = await versusBare({ url, headers, body, barePort, connections: 10, seconds, rounds, bareQueries });
    console.error('PostgreSQL, 10 connexions', postgres10);
    const postgres50 = await versusBare({ url, headers, body, barePort, connections: 50, seconds, rounds, bareQueries });
    console.error('PostgreSQL, 50 connexions', postgres50);

    // The same deep page reached by its number (an offset the database counts) and by the cursor of
    // the page before it (where the web app's "Charger plus" goes: read from that item on).
    const before = (await (await fetch(`${url}&page=${deepPageNumber - 1}`, { headers })).json()) as { pagination: { nextCursor?: string } };
    if (!before.pagination.nextCursor) throw new Error('pas de curseur après la page précédente');
    const deepByNumber = await timeDeepPage(`${url}&page=${deepPageNumber}`, headers);
    const deepByCursor = await timeDeepPage(`${url}&page=${deepPageNumber}&after=${encodeURIComponent(before.pagination.nextCursor)}`, headers);
    if (deepByNumber.body !== deepByCursor.body) throw new Error('la page profonde diffère selon son numéro ou son curseur');
    const deepPage = { page: deepPageNumber, ...deepByNumber.figures };
    const deepCursor = deepByCursor.figures;
    return { postgres10, postgres50, deepPage, deepCursor };
  } finally {
    await publia.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(publiaPort: number, barePort: number, { rows, seconds, rounds }: Size) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-history-'));
  let publia = await spawnPublia({ DATA_DIR: dataDir }, publiaPort);
  try {
    const session = await signUp(publia.url, 'bench-history@publia.local');
    await publia.stop();
    await seedHistory(path.join(dataDir, 'db'), session.workspaceId, session.userId, rows);
    publia = await spawnPublia({ DATA_DIR: dataDir, HISTORY_CACHE_SECONDS: '0' }, publiaPort);
    const url = `${publia.url}${PAGE}`;
    const headers = { cookie: session.cookie };
    const body = await firstPage(url, headers);
    // The database is inside Publia's process: the bare route only sends the bytes.
    return await versusBare({ url, headers, body, barePort, connections: 10, seconds, rounds });
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A `size` below the default (100,000 rows, 10 s, two rounds) makes a shorter run, as a side-by-side one needs. */
export async function benchUncachedHistory(publiaPort: number, barePort: number, size: Size = { rows: ROWS, seconds: 10, rounds: 2 }): Promise<UncachedHistoryFigures> {
  const loadBefore = loadAverage();
  const postgres = await onPostgres(publiaPort, barePort, size);
  const pglite10 = await onPglite(publiaPort, barePort, size);
  return { rows: size.rows, ...postgres, pglite10, loadBefore, loadAfter: loadAverage() };
}

/** Measured on 2026-11-24 before the read path went past the query builder (commit 311b2c0), the same way. */
const BEFORE = {
  postgres50: { rps: 294, bareRps: 694, ratio: 0.42, p99Ms: 375, bareP99Ms: 112 },
  postgres10: { rps: 321, bareRps: 628, ratio: 0.51, p99Ms: 57, bareP99Ms: 34 },
  deepPage: { medianMs: 28.4, maxMs: 42.2, requests: 30 },
  pglite10: { rps: 116, bareRps: 5131, p99Ms: 201, bareP99Ms: 5 },
};

const versus = (v: Pick<VersusBare, 'rps' | 'bareRps' | 'ratio' | 'p99Ms' | 'bareP99Ms'>) =>
  `${v.rps} vs ${v.bareRps} req/s = **${v.ratio}**; p99 ${v.p99Ms} ms vs ${v.bareP99Ms} ms`;
const deep = (d: { medianMs: number; maxMs: number; requests: number }) => `median ${d.medianMs} ms, max ${d.maxMs} ms (${d.requests} requests)`;
const embedded = (v: { rps: number; bareRps: number; p99Ms: number; bareP99Ms: number }) => `${v.rps} vs ${v.bareRps} req/s; **p99 ${v.p99Ms} ms** vs ${v.bareP99Ms} ms`;

export function uncachedHistorySection(f: UncachedHistoryFigures, verdict: (ok: boolean) => string): string {
  return `## History page without its cache

| what | target | before | after | |
|---|---|---|---|---|
| PostgreSQL, 50 connections: \`GET ${PAGE}\` (cache off) vs bare route sending the same SQL through \`pg\`, same bytes | ratio ≥ 0.8 | ${versus(BEFORE.postgres50)} | ${versus(f.postgres50)} | ${verdict(f.postgres50.ratio >= 0.8)} |
| PostgreSQL, 10 connections, the same | — | ${versus(BEFORE.postgres10)} | ${versus(f.postgres10)} | |
| PostgreSQL, deep page (\`page=${f.deepPage.page}\`, offset ${((f.deepPage.page - 1) * PAGE_SIZE).toLocaleString('en')}), one request at a time | — | ${deep(BEFORE.deepPage)} | ${deep(f.deepPage)} | |
| PostgreSQL, the same page by its cursor (\`after\` = the previous page's \`nextCursor\`: its last item's date and id) | — | — | ${deep(f.deepCursor)} | |
| PGlite (embedded), 10 connections, vs bare route sending the same bytes | p99 ≤ 50 ms | ${embedded(BEFORE.pglite10)} | ${embedded(f.pglite10)} | ${verdict(f.pglite10.p99Ms <= 50)} |

\`bench/history-uncached.ts\`: ${f.rows.toLocaleString('en')} published posts with one target each, in one workspace;
\`HISTORY_CACHE_SECONDS=0\`, so every request reads the database. The bare route's statements are captured by running
Publia's own read path on the same database, so both sides ask PostgreSQL (15, on this machine) the same thing. Load:
autocannon, ${f.postgres50.seconds} s after a 2 s warm-up, two rounds per line (bare route then Publia, then Publia then
bare route), means shown. Load average before / after this run: ${f.loadBefore} / ${f.loadAfter}; "before" was taken
the same way, back to back with a run of the new code, on the same machine.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { freePort } = await import('../e2e/support/free-port.ts');
  const { figures, measured } = await measure(async () => benchUncachedHistory(await freePort(), await freePort()));
  console.log(JSON.stringify(figures, null, 2));
  writeResultsSection(
    uncachedHistorySection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué')),
    measured,
  );
}
