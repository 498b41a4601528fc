// GET /l/{code} — the short link redirect, its click written (group commit) before each answer — on
// the embedded PGlite and on PostgreSQL (when BENCH_POSTGRES_URL's server, by default 127.0.0.1:5432,
// answers), 50 connections. After each load the link's count is read back: every 302 answered must
// be counted, none twice.
//   npx tsx bench/short-links.ts        after `npm run build -w apps/server`
//   BENCH_LINKS_SECONDS=…               the length of each load (10 s by default)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase, type BenchDatabase } from './support/postgres.ts';
import { measure, writeResultsSection } from './support/results-section.ts';
import { call, signUp } from './support/session.ts';
import { spawnPublia } from './support/spawn-publia.ts';

type Database = 'PGlite' | 'PostgreSQL';

interface Run {
  database: Database;
  rps: number;
  p99Ms: number;
  answered: number;
  counted: number;
}

export interface ShortLinkFigures {
  runs: Run[];
  seconds: number;
  connections: number;
  /** Why PostgreSQL was not measured, when it was not. */
  skipped: string | null;
}

const TARGET: Record<Database, number> = { PGlite: 1_000, PostgreSQL: 5_000 };
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CONNECTIONS = 50;

async function runOne(database: Database, port: number, seconds: number, postgres: BenchDatabase | null): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-links-'));
  const publia = await spawnPublia({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) }, port);
  try {
    const session = await signUp(publia.url, `bench-links-${database.toLowerCase()}@publia.local`);
    const { data: link } = await call<{ data: { id: string; code: string } }>(session, 'POST', '/api/links', { url: 'https://exemple.fr/soldes?utm_source=bench' });
    const url = `${publia.url}/l/${link.code}`;
    const options = { url, headers: { 'user-agent': BROWSER }, connections: CONNECTIONS };
    const warmUp = await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: seconds });
    const { data } = await call<{ data: { clicks: number } }>(session, 'GET', `/api/links/${link.id}`);
    return { database, rps: Math.round(result.requests.average), p99Ms: result.latency.p99, answered: warmUp['3xx'] + result['3xx'], counted: data.clicks };
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchShortLinks(port: number, seconds = Number(process.env.BENCH_LINKS_SECONDS ?? 10)): Promise<ShortLinkFigures> {
  const runs: Run[] = [await runOne('PGlite', port, seconds, null)];
  let skipped: string | null = null;
  let postgres: BenchDatabase | null = null;
  try {
    postgres = await createBenchDatabase('publia_bench_links');
  } catch (error) {
    skipped = `PostgreSQL not reachable (${(error as Error).message})`;
  }
  if (postgres) {
    try {
      runs.push(await runOne('PostgreSQL', port, seconds, postgres));
    } finally {
      await postgres.drop();
    }
  }
  return { runs, seconds, connections: CONNECTIONS, skipped };
}

export function shortLinksSection(f: ShortLinkFigures, verdict: (ok: boolean) => string): string {
  const rows = f.runs.flatMap((run) => [
    `| \`GET /l/{code}\` redirects per second, ${run.database} | ≥ ${TARGET[run.database].toLocaleString('en')}/s | ${run.rps.toLocaleString('en')}/s, p99 ${run.p99Ms} ms | ${verdict(run.rps >= TARGET[run.database])} |`,
    `| clicks counted / redirects answered, ${run.database} | answered ≤ counted ≤ answered + ${2 * f.connections} | ${run.counted.toLocaleString('en')} / ${run.answered.toLocaleString('en')} | ${verdict(run.counted >= run.answered && run.counted <= run.answered + 2 * f.connections)} |`,
  ]);
  return `## Short links

| what | target | measured | |
|---|---|---|---|
${rows.join('\n')}

\`bench/short-links.ts\`: one short link made through \`POST /api/links\`, then autocannon on its \`/l/{code}\` with a phone's
user agent (counted), ${f.connections} connections, ${f.seconds} s after a 2 s warm-up, on the server as \`npm start\` starts it.
Each redirect answers only once its click is written: the clicks arriving while the statements in flight (two at most)
run are summed per link, source and day into the next (group commit), so a SIGKILL loses no answered click
(\`modules/links/clicks-crash.test.ts\`). The count is read back through \`GET /api/links/:id\` after the load; it may
exceed autocannon's 302s by the requests each of the two loads (warm-up and measure) still had in flight when it stopped
(at most one per connection), which the server answered and counted after autocannon stopped listening. Every click
of the load goes to one link, so every batch adds to the same row: the worst case for the row's lock.${f.skipped ? `\n${f.skipped}.` : ''}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { freePort } = await import('../e2e/support/free-port.ts');
  const { figures, measured } = await measure(async () => benchShortLinks(await freePort()));
  console.log(JSON.stringify(figures, null, 2));
  writeResultsSection(
    shortLinksSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué')),
    measured,
  );
}
