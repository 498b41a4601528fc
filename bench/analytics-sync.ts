// One measuring round of a workspace (the Analytics issue's target: 6 sandbox accounts × 5,000
// published posts within 2 minutes). Publia in this process, as the tests start it, with the
// sandboxes mounted and the real clients reaching them in process ("mode démo"); the six demo
// accounts connected through `POST /api/social-accounts/demo-connect`; 5,000 published items on all
// six, spread over 90 days, written in bulk SQL on both sides (`support/seed-analytics-sync.ts`).
// Then two rounds as the job worker runs them (3 accounts at a time; an account that meets a rate
// limit goes back among the jobs for its reset and frees its lane meanwhile): the daily round
// (every post ≤ 90 days, and the followers), then the hourly one (the posts of the last 7 days), as
// an hour later (the daily round's measures moved an hour back). On PGlite in a temporary
// DATA_DIR, then on PostgreSQL (127.0.0.1:5432, `BENCH_POSTGRES_URL`).
//
//   npx tsx bench/analytics-sync.ts                       both databases
//   BENCH_ANALYTICS_DATABASES=pglite npx tsx bench/analytics-sync.ts
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/analytics-sync.ts   (where the time goes)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, NETWORK_DESCRIPTORS, NETWORKS, POST_METRICS, type Network, type PostMetricName } from '@publia/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/core/context/app-context.ts';
import { startPublia, type Publia } from '../apps/server/src/app/start.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { rawRows } from '../apps/server/src/db/raw-rows.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { syncAccountNow, type SyncAccountResult } from '../apps/server/src/modules/analytics/service.ts';
import { withFreshToken } from '../apps/server/src/modules/social-accounts/service.ts';
import type { NetworkClient } from '../apps/server/src/networks/types.ts';
import { timeline } from '../apps/server/src/sandbox/kit/posts.ts';
import { createBenchDatabase } from './support/postgres.ts';
import { seedAnalyticsPosts, type SeededAccount } from './support/seed-analytics-sync.ts';
import { loadAverage, measure, writeResultsSection } from './support/results-section.ts';

const POSTS_PER_ACCOUNT = Number(process.env.BENCH_ANALYTICS_POSTS ?? 5_000);
/** The job worker's `localConcurrency` for the accounts' rounds. */
const CONCURRENCY = 3;
const TARGET_MS = 120_000;
/**
 * An account whose round met a rate limit ('waiting') is measured again at its reset, as its job
 * would be: at most this many times, so a round that never ends is reported rather than waited for.
 */
const MAX_RETRIES = Number(process.env.BENCH_ANALYTICS_RETRIES ?? 200);

/**
 * What each client gives of a post (`networks/<n>/metrics.ts`): every figure its descriptor does
 * not list as unavailable must be non-null on every measured post, the others stay null.
 */
const givenBy = (network: Network): PostMetricName[] => POST_METRICS.filter((name) => !NETWORK_DESCRIPTORS[network].unavailableFigures.includes(name));

/** Time spent inside one network's client calls during a round (summed over calls; lanes overlap). */
export interface NetworkCalls {
  postMetricsCalls: number;
  postIds: number;
  postMetricsMs: number;
  accountMetricsMs: number;
  /** From the account's first client call to its last answer: its round, less the last batch's storing. */
  spanMs: number;
}

export interface RoundFigures {
  ms: number;
  daily: boolean;
  /** Posts the round should measure (every target ≤ 90 days, or ≤ 7 days). */
  expected: number;
  measured: number;
  removed: number;
  outcomes: string[];
  /** Accounts whose round met a rate limit, measured again at its reset (as their job would be). */
  retried: { platform: Network; retries: number; measured: number; final: string }[];
  /** Rows written by the round. */
  postSnapshots: number;
  accountSnapshots: number;
  networks: Partial<Record<Network, NetworkCalls>>;
}

export interface FigureCheck {
  platform: Network;
  posts: number;
  /** Figures the network gives that some measured post has null. */
  missing: string[];
  /** Figures the network does not give that some post has non-null. */
  unexpected: string[];
  followers: number | null;
  /** Sums of the latest figures over the account's posts, for the eye. */
  impressions: number;
  likes: number;
}

export interface SyncRun {
  database: 'PGlite' | 'PostgreSQL';
  seedMs: number;
  daily: RoundFigures;
  hourly: RoundFigures;
  checks: FigureCheck[];
  /** Every post measured in both rounds, none "removed", every given figure non-null, followers read. */
  complete: boolean;
}

export interface AnalyticsSyncFigures {
  accounts: number;
  postsPerAccount: number;
  concurrency: number;
  targetMs: number;
  runs: SyncRun[];
  loadBefore: string;
  loadAfter: string;
}

const count = async (db: Db, table: string) => (await rawRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

/** The registry as is, with each client's measuring calls timed per network. */
function timeClients(ctx: AppContext) {
  const real = ctx.networks;
  let calls: Partial<Record<Network, NetworkCalls & { first: number; last: number }>> = {};
  const of = (network: Network) => (calls[network] ??= { postMetricsCalls: 0, postIds: 0, postMetricsMs: 0, accountMetricsMs: 0, spanMs: 0, first: Infinity, last: 0 });
  const timed = async <T>(network: Network, field: 'postMetricsMs' | 'accountMetricsMs', work: () => Promise<T>): Promise<T> => {
    const entry = of(network);
    const started = performance.now();
    entry.first = Math.min(entry.first, started);
    try {
      return await work();
    } finally {
      const ended = performance.now();
      entry[field] += ended - started;
      entry.last = Math.max(entry.last, ended);
    }
  };
  const wrapped = new Map<Network, NetworkClient>();
  ctx.networks = new Proxy(real, {
    get(target, property, receiver) {
      if (property !== 'client') return Reflect.get(target, property, receiver);
      return (network: Network) => {
        let client = wrapped.get(network);
        if (!client) {
          const inner = target.client(network);
          client = {
            ...inner,
            postMetrics: (account, ids) => {
              of(network).postMetricsCalls++;
              of(network).postIds += ids.length;
              return timed(network, 'postMetricsMs', () => inner.postMetrics(account, ids));
            },
            accountMetrics: (account) => timed(network, 'accountMetricsMs', () => inner.accountMetrics(account)),
          };
          wrapped.set(network, client);
        }
        return client;
      };
    },
  });
  return {
    take(): Partial<Record<Network, NetworkCalls>> {
      const taken = Object.fromEntries(
        Object.entries(calls).map(([network, { first, last, ...entry }]) => [
          network,
          { ...entry, postMetricsMs: Math.round(entry.postMetricsMs), accountMetricsMs: Math.round(entry.accountMetricsMs), spanMs: Math.round(last - first) },
        ]),
      );
      calls = {};
      return taken;
    },
  };
}

/**
 * BENCH_ANALYTICS_SQL=1: each statement sent to the embedded database outside a transaction,
 * counted and timed by its text (PGlite runs in this thread: its time is the process's).
 */
function countStatements(publia: Publia) {
  const pglite = (publia.database as unknown as { pglite?: { query: (...args: unknown[]) => Promise<unknown> } }).pglite;
  const seen = new Map<string, { n: number; ms: number }>();
  if (pglite) {
    const query = pglite.query.bind(pglite);
    pglite.query = async (...args: unknown[]) => {
      const text = String(args[0]).replace(/\s+/g, ' ').slice(0, 140);
      const started = performance.now();
      try {
        return await query(...args);
      } finally {
        const entry = seen.get(text) ?? { n: 0, ms: 0 };
        entry.n++;
        entry.ms += performance.now() - started;
        seen.set(text, entry);
      }
    };
  }
  return {
    take: () => {
      const lines = [...seen]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, 15)
        .map(([text, e]) => `${String(e.n).padStart(7)} × ${Math.round(e.ms).toString().padStart(6)} ms  ${text}`);
      seen.clear();
      return lines.join('\n');
    },
  };
}

async function startInProcess(dataDir: string, databaseUrl: string | null): Promise<Publia> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    LOG_LEVEL: 'warn',
    SANDBOX_CONTROLS: 'true',
    AUTH_RATE_LIMIT_MAX: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // No queue: the benchmark runs the accounts' jobs itself (`runRound`), without pg-boss polling beside it.
  const publia = await startPublia(config, createLogger('warn'), { withQueue: false });
  await publia.app.ready();
  return publia;
}

/** Signs a workspace up and connects the six demo accounts, as the web app does. */
async function workspaceWithDemoAccounts(publia: Publia) {
  const registered = await publia.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `bench.stats.${Date.now()}@publia.local`, password: 'motdepasse-solide', name: 'Bench' },
  });
  if (registered.statusCode !== 201) throw new Error(`inscription : ${registered.statusCode} ${registered.body}`);
  const body = registered.json() as { csrfToken: string; user: { id: string }; workspace: { id: string } };
  const header = registered.headers['set-cookie'];
  const cookie = ((Array.isArray(header) ? header[0] : header) ?? '').split(';')[0]!;
  for (const platform of NETWORKS) {
    const connected = await publia.app.inject({
      method: 'POST',
      url: '/api/social-accounts/demo-connect',
      headers: { cookie, [CSRF_HEADER]: body.csrfToken },
      payload: { platform },
    });
    if (connected.statusCode !== 200) throw new Error(`demo-connect ${platform} : ${connected.statusCode} ${connected.body}`);
  }
  const accounts = await rawRows<{ id: string; platform: Network; external_id: string }>(
    publia.ctx.db,
    sql`select id, platform, external_id from social_accounts where workspace_id = ${body.workspace.id} and is_connected order by created_at`,
  );
  return { workspaceId: body.workspace.id, userId: body.user.id, accounts: accounts.map((a) => ({ id: a.id, platform: a.platform, externalId: a.external_id })) };
}

/** Before timing: each sandbox finds the seeded posts through its real client, and lists them on the account's timeline. */
async function probe(ctx: AppContext, workspaceId: string, seeded: SeededAccount[]) {
  for (const account of seeded) {
    const readings = await withFreshToken(ctx, { workspaceId, id: account.id }, (credentials) => ctx.networks.client(account.platform).postMetrics(credentials, account.probeIds));
    const unread = readings.filter((reading) => !('metrics' in reading));
    if (readings.length !== account.probeIds.length || unread.length > 0) {
      throw new Error(`${account.platform} : le bac à sable ne trouve pas les posts semés (${JSON.stringify(readings)})`);
    }
    const page = await timeline(ctx.db, account.platform, account.externalId, { limit: 1 });
    if (page.posts[0]?.id !== account.probeIds[0]) throw new Error(`${account.platform} : la chronologie du compte ne donne pas le dernier post semé`);
  }
}

/**
 * The round as the job worker runs it: `CONCURRENCY` lanes take the accounts' jobs; an account that
 * met a rate limit ('waiting') goes back among the jobs for its reset (pg-boss's `startAfter`) and
 * frees its lane meanwhile. At most `MAX_RETRIES` resumptions per account.
 */
async function runRound(ctx: AppContext, seeded: SeededAccount[]): Promise<{ results: { accountId: string; result: SyncAccountResult }[]; retried: RoundFigures['retried'] }> {
  const jobs = seeded.map((account) => ({ accountId: account.id, notBefore: 0 }));
  const results = new Map<string, SyncAccountResult>();
  const followed = new Map<string, RoundFigures['retried'][number]>();
  let running = 0;
  const lane = async () => {
    for (;;) {
      if (jobs.length === 0) {
        if (running === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      jobs.sort((a, b) => a.notBefore - b.notBefore);
      const wait = jobs[0]!.notBefore - Date.now();
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 50)));
        continue;
      }
      const job = jobs.shift()!;
      running++;
      const result = await syncAccountNow(ctx, job.accountId);
      running--;
      const earlier = results.get(job.accountId);
      const trace = followed.get(job.accountId);
      if (trace) {
        trace.retries++;
        if ('measured' in result) trace.measured += result.measured;
        trace.final = result.status;
      }
      // The round's count is what every attempt stored; the followers were read by its first
      // attempt (the account snapshots say so), not again at the resumptions.
      const merged: SyncAccountResult =
        earlier && 'measured' in earlier && 'measured' in result
          ? result.status === 'synced'
            ? { ...result, measured: trace!.measured, daily: earlier.status === 'synced' ? earlier.daily : true }
            : { ...result, measured: trace!.measured }
          : result;
      results.set(job.accountId, merged);
      if (result.status === 'waiting') {
        if (!trace) {
          const platform = seeded.find((account) => account.id === job.accountId)!.platform;
          followed.set(job.accountId, { platform, retries: 0, measured: result.measured, final: 'waiting' });
        }
        if ((followed.get(job.accountId)?.retries ?? 0) < MAX_RETRIES) jobs.push({ accountId: job.accountId, notBefore: Date.parse(result.retryAt) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  for (const trace of followed.values()) {
    console.error(`  ${trace.platform} : limite de débit, ${trace.retries} reprise(s) à la réinitialisation, ${trace.measured} mesurés, état final ${trace.final}`);
  }
  return { results: seeded.map((account) => ({ accountId: account.id, result: results.get(account.id)! })), retried: [...followed.values()] };
}

async function round(ctx: AppContext, seeded: SeededAccount[], expected: number, clients: ReturnType<typeof timeClients>): Promise<RoundFigures> {
  const [postsBefore, accountsBefore] = [await count(ctx.db, 'post_metric_snapshots'), await count(ctx.db, 'account_metric_snapshots')];
  const started = performance.now();
  const { results, retried } = await runRound(ctx, seeded);
  const ms = Math.round(performance.now() - started);
  const networks = clients.take();
  let measured = 0;
  let removed = 0;
  let daily = true;
  for (const { result } of results) {
    if ('measured' in result) measured += result.measured;
    if ('removed' in result) removed += result.removed;
    if (!('daily' in result) || !result.daily) daily = false;
  }
  return {
    ms,
    daily,
    expected,
    measured,
    removed,
    outcomes: results.map(({ result }) => result.status),
    retried,
    postSnapshots: (await count(ctx.db, 'post_metric_snapshots')) - postsBefore,
    accountSnapshots: (await count(ctx.db, 'account_metric_snapshots')) - accountsBefore,
    networks,
  };
}

/** The workspace's published targets under 7 days old at `now`. */
async function freshTargets(db: Db, workspaceId: string, now: number): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from publication_targets t join contents c on c.id = t.content_id
        where c.workspace_id = ${workspaceId} and t.status = 'published' and t.published_at > ${new Date(now - 7 * 86_400_000).toISOString()}::timestamptz`,
  );
  return row!.n;
}

async function checkFigures(db: Db, seeded: SeededAccount[]): Promise<FigureCheck[]> {
  const checks: FigureCheck[] = [];
  for (const account of seeded) {
    const nulls = POST_METRICS.map((name) => `count(*) filter (where ${name} is null)::int as ${name}_null`).join(', ');
    const [row] = await rawRows<Record<string, number | string | null>>(
      db,
      sql`select count(*)::int as posts, ${sql.raw(nulls)}, coalesce(sum(impressions), 0)::bigint as impressions, coalesce(sum(likes), 0)::bigint as likes,
                 (select followers from account_metric_snapshots s where s.account_id = ${account.id} order by measured_at desc limit 1) as followers
          from post_metrics where account_id = ${account.id}`,
    );
    const posts = Number(row!.posts);
    const given = givenBy(account.platform);
    checks.push({
      platform: account.platform,
      posts,
      missing: given.filter((name) => Number(row![`${name}_null`]) > 0),
      unexpected: POST_METRICS.filter((name) => !given.includes(name) && Number(row![`${name}_null`]) < posts),
      followers: row!.followers === null ? null : Number(row!.followers),
      impressions: Number(row!.impressions),
      likes: Number(row!.likes),
    });
  }
  return checks;
}

async function runOn(database: SyncRun['database']): Promise<SyncRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-analytics-'));
  const postgres = database === 'PostgreSQL' ? await createBenchDatabase('publia_bench_analytics') : null;
  let publia: Publia | null = null;
  try {
    publia = await startInProcess(dataDir, postgres?.url ?? null);
    const { ctx } = publia;
    const workspace = await workspaceWithDemoAccounts(publia);
    const seedStarted = performance.now();
    const seeded = await seedAnalyticsPosts(ctx.db, { id: workspace.workspaceId, userId: workspace.userId }, workspace.accounts, POSTS_PER_ACCOUNT, ctx.clock.now());
    const seedMs = Math.round(performance.now() - seedStarted);
    console.error(`${database} : ${seeded.length} comptes × ${POSTS_PER_ACCOUNT} publications semées en ${seedMs} ms`);
    await probe(ctx, workspace.workspaceId, seeded);

    const clients = timeClients(ctx);
    const statements = process.env.BENCH_ANALYTICS_SQL === '1' ? countStatements(publia) : null;
    const daily = await round(ctx, seeded, seeded.length * POSTS_PER_ACCOUNT, clients);
    console.error(`${database} : tour quotidien`, JSON.stringify(daily));
    if (statements) console.error(`${database} : requêtes SQL du tour quotidien (hors transactions)\n${statements.take()}`);
    // The hourly round comes an hour later: a post is due by its own last measure, so the
    // measures of the daily round are moved an hour back (the clock itself stays the system's).
    await ctx.db.execute(sql`update post_metrics set measured_at = measured_at - interval '1 hour' where workspace_id = ${workspace.workspaceId}`);
    // Posts under 7 days old when the round starts; those that pass 7 days while it runs are no
    // longer due (counted as `crossed`).
    const hourlyStart = Date.now();
    const fresh = await freshTargets(ctx.db, workspace.workspaceId, hourlyStart);
    const hourly = await round(ctx, seeded, fresh, clients);
    const crossed = fresh - (await freshTargets(ctx.db, workspace.workspaceId, Date.now()));
    console.error(`${database} : tour horaire`, JSON.stringify(hourly));
    const checks = await checkFigures(ctx.db, seeded);
    const complete =
      daily.daily &&
      !hourly.daily &&
      daily.measured === daily.expected &&
      daily.removed === 0 &&
      daily.postSnapshots === daily.expected &&
      daily.accountSnapshots === seeded.length &&
      hourly.measured >= hourly.expected - crossed &&
      hourly.measured <= hourly.expected &&
      hourly.removed === 0 &&
      hourly.postSnapshots === hourly.measured &&
      checks.every((check) => check.posts === POSTS_PER_ACCOUNT && check.missing.length === 0 && check.unexpected.length === 0 && (check.followers ?? 0) > 0);
    return { database, seedMs, daily, hourly, checks, complete };
  } finally {
    await publia?.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchAnalyticsSync(databases: SyncRun['database'][] = ['PGlite', 'PostgreSQL']): Promise<AnalyticsSyncFigures> {
  const loadBefore = loadAverage();
  const runs: SyncRun[] = [];
  for (const database of databases) runs.push(await runOn(database));
  return { accounts: NETWORKS.length, postsPerAccount: POSTS_PER_ACCOUNT, concurrency: CONCURRENCY, targetMs: TARGET_MS, runs, loadBefore, loadAfter: loadAverage() };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function callsLine(calls: Partial<Record<Network, NetworkCalls>>): string {
  return Object.entries(calls)
    .sort(([, a], [, b]) => b.spanMs - a.spanMs)
    .map(([network, c]) => `${network} ${seconds(c.spanMs)} (${c.postIds.toLocaleString('en')} posts, ${seconds(c.postMetricsMs)} in \`postMetrics\`)`)
    .join(', ');
}

export function analyticsSyncSection(f: AnalyticsSyncFigures, verdict: (ok: boolean) => string): string {
  const rows = f.runs.flatMap((run) => [
    `| ${run.database}: daily round (every post ≤ 90 days, and the followers) | ≤ ${f.targetMs / 60_000} min | **${seconds(run.daily.ms)}** — ${run.daily.measured.toLocaleString('en')} / ${run.daily.expected.toLocaleString('en')} posts measured, ${run.daily.postSnapshots.toLocaleString('en')} post snapshots + ${run.daily.accountSnapshots} account snapshots | ${verdict(run.daily.ms <= f.targetMs && run.complete)} |`,
    `| ${run.database}: hourly round (posts of the last 7 days) | — | ${seconds(run.hourly.ms)} — ${run.hourly.measured.toLocaleString('en')} / ${run.hourly.expected.toLocaleString('en')} posts, ${run.hourly.postSnapshots.toLocaleString('en')} snapshots | |`,
  ]);
  const details = f.runs
    .map((run) => {
      const checks = run.checks
        .map(
          (c) =>
            `${c.platform} ${c.missing.length + c.unexpected.length === 0 ? 'ok' : `missing ${c.missing.join('/') || '—'}, unexpected ${c.unexpected.join('/') || '—'}`} (followers ${c.followers ?? 'null'})`,
        )
        .join(', ');
      const retried = run.daily.retried
        .map((r) => ` **${r.platform} rate-limited**: measured again at each reset ${r.retries} times, ${r.measured.toLocaleString('en')} posts stored, left \`${r.final}\`.`)
        .join('');
      return `- ${run.database} (seeded in ${seconds(run.seedMs)}): each account's round, daily: ${callsLine(run.daily.networks)}.${retried} Figures: ${checks}.`;
    })
    .join('\n');
  return `## Statistiques : une synchronisation

| what | target | measured | |
|---|---|---|---|
${rows.join('\n')}

\`bench/analytics-sync.ts\`: Publia in the benchmark's process (no pg-boss), the six demo accounts connected through
\`POST /api/social-accounts/demo-connect\`, ${f.postsPerAccount.toLocaleString('en')} published items on all six
(${(f.accounts * f.postsPerAccount).toLocaleString('en')} targets), published over the last 90 days, written in bulk SQL
with each post in its sandbox (the network's id format, the account's sandbox user). Each account's
\`syncAccountNow\` run ${f.concurrency} at a time, as the job worker runs them (a rate-limited account comes back at its
reset and frees its lane meanwhile), with the real clients reaching the sandboxes in process; every
figure a network gives is checked non-null on every post, and the followers read. Per account: from its first client call
to its last answer, and the time inside \`postMetrics\`:
${details}

Load average before / after: ${f.loadBefore} / ${f.loadAfter}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = (process.env.BENCH_ANALYTICS_DATABASES ?? 'pglite,postgres').split(',');
  const databases = (['PGlite', 'PostgreSQL'] as const).filter((name) => wanted.some((w) => name.toLowerCase().startsWith(w.trim().toLowerCase())));
  const { figures, measured } = await measure(() => benchAnalyticsSync([...databases]));
  console.log(JSON.stringify(figures, null, 2));
  const section = analyticsSyncSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué'));
  // A run on part of the databases is printed, not written over the section's other lines.
  if (databases.length === 2) writeResultsSection(section, measured);
  else console.log(section);
}
