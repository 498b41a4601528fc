// Sign-in while a workspace's hostile feeds are refreshed: the built server (apps/server/dist, or
// BENCH_SERVER_ENTRY for another build: the same bench runs on an older commit's) on PGlite in a
// temporary DATA_DIR, or on PostgreSQL with BENCH_DATABASE=postgres (a database made on
// BENCH_POSTGRES_URL, by default 127.0.0.1:5432, dropped after); one workspace follows 5 feeds of 100,000 items each (4 MB, under the reader's
// 5 MB limit), served by this process so that the server pays for reading them only. Measured:
// POST /api/auth/login, 2 clients one request after another, at rest until a minute has passed
// since the sources were added (at least 10 s), then for 10 s while « Actualiser »
// (POST /api/inspiration/sources/refresh) runs again and again: the first reads the 5 feeds (a
// source read less than a minute ago is not read again), the next ones find them read. Target: the
// p99 during the refreshes at most twice the p99 at rest. Prints its figures; writes nothing.
//
//   npm run build && npx tsx bench/sign-in-hostile-feeds.ts
//   BENCH_SERVER_ENTRY=<other tree>/apps/server/dist/main.js npx tsx bench/sign-in-hostile-feeds.ts
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { HOSTILE_FEEDS } from '../apps/server/src/sandbox/feeds/hostile-feeds.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { createBenchDatabase } from './support/postgres.ts';
import { call, signUp } from './support/session.ts';
import { spawnPublia } from './support/spawn-publia.ts';

const FEEDS = 5;
const CLIENTS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EMAIL = 'bench.feeds@publia.local';
const PASSWORD = 'motdepasse-solide';
const TARGET_RATIO = 2;
/** The server's MANUAL_REFRESH_INTERVAL_MS, and a second for the clocks. */
const REREAD_AFTER_MS = 61_000;
const ON_POSTGRES = process.env.BENCH_DATABASE === 'postgres';

export interface SignInTimes {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface HostileFeedsFigures {
  rest: SignInTimes;
  during: SignInTimes;
  /** Refreshes of the 5 feeds completed during the second window, and their median duration. */
  refreshes: number;
  /** Of those, the ones that read at least one feed (a source's last read moved). */
  reading: number;
  /** The longest refresh that read the feeds. */
  readingMaxMs: number;
  refreshMedianMs: number;
  /** The sources after the last refresh: items kept, and the reason of those in error. */
  sources: { items: number; status: string; error: string | null }[];
  ratio: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(times: number[]): SignInTimes {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** `CLIENTS` loops signing in one after another for `seconds`; an answer other than 200 stops the bench. */
async function signIns(base: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1_000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`connexion : ${response.status} ${body.slice(0, 200)}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, loop));
  return times;
}

/** The same 100,000-item feed under every path (`/items.xml?copy=N`: distinct sources), never a 304. */
async function serveHostileFeed(port: number): Promise<Server> {
  const body = Buffer.from(HOSTILE_FEEDS['items.xml']());
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'no-store' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

export async function benchHostileFeeds(publiaPort: number, feedPort: number): Promise<HostileFeedsFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-feeds-'));
  const feeds = await serveHostileFeed(feedPort);
  const database = ON_POSTGRES ? await createBenchDatabase('publia_bench_feeds') : null;
  const publia = await spawnPublia(
    // The feeds are on this machine's loopback; sign-in is repeated far past the limit meant for guessers.
    {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ALLOW_PRIVATE_URLS: 'true',
      AUTH_RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX_PER_IP: '1000000',
    },
    publiaPort,
  );
  try {
    const session = await signUp(publia.url, EMAIL);
    for (let n = 0; n < FEEDS; n++) await call(session, 'POST', '/api/inspiration/sources', { url: `http://127.0.0.1:${feedPort}/items.xml?copy=${n}` });
    const added = performance.now();
    await signIns(publia.url, 2);
    const rest = summary(await signIns(publia.url, Math.max(SECONDS, (REREAD_AFTER_MS - (performance.now() - added)) / 1_000)));

    type Sources = { data: { sources: { lastFetchedAt: string | null }[] } };
    const readAt = (answer: Sources) => answer.data.sources.map((source) => source.lastFetchedAt).join();
    let lastRead = readAt(await call<Sources>(session, 'GET', '/api/inspiration/sources'));
    const refreshTimes: number[] = [];
    const readingTimes: number[] = [];
    const state = { refreshing: true };
    const refreshLoop = (async () => {
      while (state.refreshing) {
        const started = performance.now();
        const read = readAt(await call<Sources>(session, 'POST', '/api/inspiration/sources/refresh'));
        refreshTimes.push(performance.now() - started);
        if (read !== lastRead) readingTimes.push(performance.now() - started);
        lastRead = read;
      }
    })();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const srv0 = fs.readFileSync(`/proc/${publia.child.pid}/stat`, 'utf8').split(' ');
    const during = summary(await signIns(publia.url, SECONDS));
    const srv1 = fs.readFileSync(`/proc/${publia.child.pid}/stat`, 'utf8').split(' ');
    const cpu1 = process.cpuUsage(cpu0);
    const wall = performance.now() - t0;
    console.error(
      'bench cpu %',
      Math.round((cpu1.user + cpu1.system) / 10 / wall),
      'server cpu % user',
      Math.round(((Number(srv1[13]) - Number(srv0[13])) * 1000) / wall),
      'sys',
      Math.round(((Number(srv1[14]) - Number(srv0[14])) * 1000) / wall),
    );
    state.refreshing = false;
    await refreshLoop;

    const { data } = await call<{ data: { sources: { items: number; status: string; error: string | null }[] } }>(session, 'GET', '/api/inspiration/sources');
    return {
      rest,
      during,
      refreshes: refreshTimes.length,
      reading: readingTimes.length,
      readingMaxMs: Math.round(Math.max(0, ...readingTimes)),
      refreshMedianMs: Math.round(summary(refreshTimes).p50Ms),
      sources: data.sources.map(({ items, status, error }) => ({ items, status, error })),
      ratio: Math.round((during.p99Ms / rest.p99Ms) * 100) / 100,
    };
  } finally {
    await publia.stop();
    await new Promise((resolve) => feeds.close(resolve));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const line = (label: string, t: SignInTimes) => `| ${label} | ${t.requests} | ${t.p50Ms} ms | ${t.p99Ms} ms | ${t.maxMs} ms |`;

export function hostileFeedsSection(f: HostileFeedsFigures, entry: string): string {
  const kept = f.sources.map((source) => (source.status === 'ok' ? `${source.items} items` : `error: ${source.error}`)).join('; ');
  return `### Sign-in during the refresh of ${FEEDS} hostile feeds (\`bench/sign-in-hostile-feeds.ts\`, ${entry}, ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})

| POST /api/auth/login, ${CLIENTS} clients, ${SECONDS} s | requests | p50 | p99 | max |
|---|---|---|---|---|
${line('at rest', f.rest)}
${line(`during « Actualiser » of ${FEEDS} feeds of 100,000 items (${f.refreshes} refreshes, median ${f.refreshMedianMs} ms; ${f.reading} read the feeds, the longest in ${f.readingMaxMs} ms)`, f.during)}

p99 during / at rest: **${f.ratio}** (target ≤ ${TARGET_RATIO}: ${f.ratio <= TARGET_RATIO ? '✅ held' : '❌ missed'}). Sources after the last refresh: ${kept}.
Load average: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min), ${os.availableParallelism()} cores.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchHostileFeeds(await freePort(), await freePort());
  console.log(hostileFeedsSection(figures, process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js'));
}
