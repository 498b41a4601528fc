// GET /api/content/history — a page of 50 out of 100,000 posts — against a bare Fastify route
// answering the same JSON, 50 connections each, one after the other in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedHistory } from './support/seed-history.ts';
import { signUp } from './support/session.ts';
import { spawnPublia } from './support/spawn-publia.ts';
import { versusBare, type VersusBare } from './support/versus-bare.ts';

export interface HistoryFigures extends VersusBare {
  rows: number;
  /** The same load with the page cache off (HISTORY_CACHE_SECONDS=0): every request reads the database. */
  uncachedRps: number;
  uncachedP99Ms: number;
}

const ROWS = 100_000;
const PAGE = '/api/content/history?status=published&pageSize=50';

/** `rows` and `seconds` (of each load) below their defaults make a shorter run, as a side-by-side one needs. */
export async function benchHistory(publiaPort: number, barePort: number, { rows = ROWS, seconds = 10 } = {}): Promise<HistoryFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-history-'));
  let publia = await spawnPublia({ DATA_DIR: dataDir }, publiaPort);
  try {
    const session = await signUp(publia.url, 'bench-history@publia.local');
    await publia.stop();
    await seedHistory(path.join(dataDir, 'db'), session.workspaceId, session.userId, rows);
    publia = await spawnPublia({ DATA_DIR: dataDir, HISTORY_CACHE_SECONDS: '0' }, publiaPort);
    const uncached = await autocannon({ url: `${publia.url}${PAGE}`, headers: { cookie: session.cookie }, connections: 50, duration: seconds });
    await publia.stop();
    publia = await spawnPublia({ DATA_DIR: dataDir }, publiaPort);

    const url = `${publia.url}${PAGE}`;
    const headers = { cookie: session.cookie };
    const body = await (await fetch(url, { headers })).text();
    if ((JSON.parse(body) as { data: unknown[] }).data.length !== 50) throw new Error(`page inattendue : ${body.slice(0, 200)}`);
    const measured = await versusBare({ url, headers, body, barePort, connections: 50, seconds });
    return { rows, uncachedRps: Math.round(uncached.requests.average), uncachedP99Ms: uncached.latency.p99, ...measured };
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function historySection(f: HistoryFigures, verdict: (ok: boolean) => string): string {
  return `## History page

| what | target | measured | |
|---|---|---|---|
| \`GET /api/content/history?status=published&pageSize=50\` (signed in; ${f.rows.toLocaleString('en')} posts with their targets) vs bare Fastify route, same JSON | ratio ≥ 0.5 | ${f.rps} vs ${f.bareRps} req/s = **${f.ratio}** | ${verdict(f.ratio >= 0.5)} |
| p99 latency, history / bare | — | ${f.p99Ms} ms / ${f.bareP99Ms} ms | |
| the same with the page cache off (\`HISTORY_CACHE_SECONDS=0\`) | — | ${f.uncachedRps} req/s, p99 ${f.uncachedP99Ms} ms | |

Embedded default (PGlite), rows written straight into its data directory, then the server restarted. The ratio is
reached by the page cache (serialised pages per workspace and query, forgotten at every change made on the instance,
kept at most \`HISTORY_CACHE_SECONDS\`, 2 s by default, for changes made by other instances); without it every request
runs two indexed queries on PGlite, which shares the server's thread. Load: autocannon,
${f.connections} connections, ${f.seconds} s after a 2 s warm-up, both servers one after the other in the same run.
`;
}
