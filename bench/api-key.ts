// What an API key costs a request: the same read (GET /api/v1/content/history with a key, GET
// /api/content/history with a session cookie) asked in turn, one request at a time, on the embedded
// PGlite and on PostgreSQL. The key's path reads the key (with its creator's membership) and counts
// the request against its rate limit at every request; the session's is served from the instance's
// session cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './support/postgres.ts';
import { measure as measureRun, writeResultsSection } from './support/results-section.ts';
import { call, signUp } from './support/session.ts';
import { median, spawnPublia } from './support/spawn-publia.ts';

export interface KeyOverhead {
  database: 'PGlite' | 'PostgreSQL';
  requests: number;
  sessionP50Ms: number;
  keyP50Ms: number;
  /** Median of the differences key − session, request pair by request pair. */
  overheadMs: number;
  sessionP95Ms: number;
  keyP95Ms: number;
}

const PAGE = '/content/history?pageSize=20';
const PAIRS = 3_000;
const WARM_UP = 300;

const round = (ms: number) => Math.round(ms * 1000) / 1000;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return performance.now() - started;
}

async function measure(database: KeyOverhead['database'], env: Record<string, string>, port: number): Promise<KeyOverhead> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-key-'));
  // The bench sends far more than a key may per minute: the limit is counted, never reached.
  const publia = await spawnPublia({ DATA_DIR: dataDir, API_KEY_RATE_LIMIT_PER_MINUTE: '100000000', ...env }, port);
  try {
    const session = await signUp(publia.url, `bench-key-${database.toLowerCase()}@publia.local`);
    const { data } = await call<{ data: { key: string } }>(session, 'POST', '/api/integrations/api-keys', { name: 'Bench', scopes: ['read'] });
    const withSession = () => timed(`${publia.url}/api${PAGE}`, { cookie: session.cookie });
    const withKey = () => timed(`${publia.url}/api/v1${PAGE}`, { authorization: `Bearer ${data.key}` });
    for (let i = 0; i < WARM_UP; i++) {
      await withSession();
      await withKey();
    }
    const sessions: number[] = [];
    const keys: number[] = [];
    const differences: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      // The order flips each pair, so that neither side always follows the other.
      const [first, second] = i % 2 === 0 ? [await withSession(), await withKey()] : [await withKey(), await withSession()];
      const [sessionMs, keyMs] = i % 2 === 0 ? [first, second] : [second, first];
      sessions.push(sessionMs);
      keys.push(keyMs);
      differences.push(keyMs - sessionMs);
    }
    return {
      database,
      requests: PAIRS * 2,
      sessionP50Ms: round(median(sessions)),
      keyP50Ms: round(median(keys)),
      overheadMs: round(median(differences)),
      sessionP95Ms: round(percentile(sessions, 95)),
      keyP95Ms: round(percentile(keys, 95)),
    };
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchApiKey(port: number): Promise<KeyOverhead[]> {
  const embedded = await measure('PGlite', {}, port);
  const database = await createBenchDatabase('publia_bench_api_key');
  try {
    return [embedded, await measure('PostgreSQL', { DATABASE_URL: database.url }, port)];
  } finally {
    await database.drop();
  }
}

const TARGET_MS = 1;

export function apiKeySection(runs: KeyOverhead[], load: { before: string; after: string }, verdict: (ok: boolean) => string): string {
  const rows = runs.map(
    (run) =>
      `| ${run.database}: \`GET /api/v1${PAGE}\` (key) vs \`GET /api${PAGE}\` (session), median of the pairs' differences | ≤ ${TARGET_MS} ms | **${run.overheadMs} ms** (p50 ${run.keyP50Ms} vs ${run.sessionP50Ms} ms; p95 ${run.keyP95Ms} vs ${run.sessionP95Ms} ms) | ${verdict(run.overheadMs <= TARGET_MS)} |`,
  );
  return `## API keys

| what | target | measured | |
|---|---|---|---|
${rows.join('\n')}

\`bench/api-key.ts\`: one workspace, one key with the \`read\` scope; ${PAIRS.toLocaleString('en')} pairs of requests after ${WARM_UP} warm-up
pairs, one request at a time from one client, the order within a pair flipping each time. The session's request is
answered from the instance's session cache (\`SESSION_CACHE_SECONDS\`, 5 s by default), and so is the key's: the
key with its creator's account and role (one statement joining four tables) is read once per that time on an instance,
forgotten at once when it is revoked or its creator's role changes there (another instance sees it within those
seconds, as for sessions). What remains is counting the request against the key's per-minute limit (one upsert) at
every request, and its \`RateLimit\` headers. Load average before / after this run: ${load.before} / ${load.after}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { freePort } = await import('../e2e/support/free-port.ts');
  const { figures: runs, measured } = await measureRun(async () => benchApiKey(await freePort()));
  console.log(JSON.stringify(runs, null, 2));
  writeResultsSection(
    apiKeySection(runs, { before: measured.loadBefore, after: measured.loadAfter }, (ok) => (ok ? '✅ tenu' : '❌ manqué')),
    measured,
  );
}
