// The Comments issue's speed targets, on PostgreSQL (127.0.0.1:5432, `BENCH_POSTGRES_URL`) and on
// the embedded PGlite.
//
// The inbox: one workspace, 6 connected accounts (the demo Instagram, Facebook, X and LinkedIn
// accounts through `POST /api/social-accounts/demo-connect`, a second Instagram and a second
// Facebook account through the sandboxes' OAuth consent), 1,800 published items over the last 90
// days and 100,000 comments on them with their answers, written in bulk SQL
// (`support/seed-comments.ts`). The server as `npm start` runs it (after `npm run build`), in its
// own process; 10 signed-in clients in a loop, p50/p95/p99 of the first page of `GET /api/comments`
// (no filter, and four filters) and of `GET /api/comments/stats` over 30 and 90 days. Targets:
// p95 ≤ 100 ms on PostgreSQL, ≤ 400 ms on PGlite.
//
// A sync round: Publia in this process (no pg-boss), the same 6 accounts connected, the real
// clients reaching the sandboxes in process ("mode démo"). Each account has a history (its posts
// of the last 30 days written on both sides, `support/seed-comments.ts`), read once by a first
// round; then new items published on the six through the content API and `runPublishJob`, the
// workspace's audience moved ahead (`POST /sandbox/_clock`), « Actualiser »
// (`POST /api/comments/sync`: every post of the last 30 days is read) and the round timed:
// `syncWorkspaceComments`, about 1,000 new comments in all, counted in the table. Target: ≤ 60 s.
// A second round right after must add nothing (one row per comment).
//
//   npx tsx bench/comments-inbox.ts                          both parts, both databases
//   BENCH_COMMENTS_DATABASES=postgres BENCH_COMMENTS_PARTS=inbox npx tsx bench/comments-inbox.ts
//   BENCH_COMMENTS_SOURCE=1 …      the server from its TypeScript sources (tsx) instead of apps/server/dist
//   BENCH_COMMENTS_EXPLAIN=1 …     after the inbox's figures, EXPLAIN ANALYZE of each statement its reads send
//   BENCH_COMMENTS=…, BENCH_COMMENTS_POSTS=…, BENCH_COMMENTS_CLIENTS=…, BENCH_COMMENTS_SECONDS=…,
//   BENCH_COMMENTS_FRESH=…, BENCH_COMMENTS_HISTORY=…, BENCH_COMMENTS_ADVANCE_HOURS=…    the sizes below
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NETWORKS, type CommentsPage, type CommentStats, type Network } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import sharp from 'sharp';
import type { AppContext } from '../apps/server/src/core/context/app-context.ts';
import { startPublia, type Publia } from '../apps/server/src/app/start.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { SessionInfo } from '../apps/server/src/core/auth/service.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { rawRows } from '../apps/server/src/db/raw-rows.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { commentStats, listComments, syncWorkspaceComments, type CommentSyncResult } from '../apps/server/src/modules/comments/service.ts';
import { runPublishJob } from '../apps/server/src/modules/publishing/service.ts';
import type { NetworkClient } from '../apps/server/src/networks/types.ts';
import { createBenchDatabase } from './support/postgres.ts';
import { connectSandboxAccount } from './support/sandbox-accounts.ts';
import { seedCommentedPosts, seedCommentsInbox, type InboxAccount } from './support/seed-comments.ts';
import { call, signUp, type BenchSession } from './support/session.ts';
import { measureClients, type Latencies } from './support/client-latencies.ts';
import { spawnPublia } from './support/spawn-publia.ts';
import { loadAverage, measure, writeResultsSection } from './support/results-section.ts';

const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 100_000);
const POSTS = Number(process.env.BENCH_COMMENTS_POSTS ?? 1_800);
const DAYS = 90;
const CLIENTS = Number(process.env.BENCH_COMMENTS_CLIENTS ?? 10);
const SECONDS = Number(process.env.BENCH_COMMENTS_SECONDS ?? 10);
/** Items published on the six accounts just before the timed round (each is six posts). */
const FRESH_ITEMS = Number(process.env.BENCH_COMMENTS_FRESH ?? 36);
/** Items on the six accounts over the last 30 days (the posts a round watches), read by a first round. */
const HISTORY_ITEMS = Number(process.env.BENCH_COMMENTS_HISTORY ?? 60);
const HISTORY_DAYS = 30;
/** How far the workspace's audience moves ahead before the timed round: every comment of the new posts is written by then. */
const ADVANCE_HOURS = Number(process.env.BENCH_COMMENTS_ADVANCE_HOURS ?? 72);
const GOALS = { postgresP95Ms: 100, pgliteP95Ms: 400, syncMs: 60_000 };

/** The demo accounts of these networks, then a second account on the two first (a brand with two shops). */
const DEMO_NETWORKS = ['instagram', 'facebook', 'twitter', 'linkedin'] as const;
const SECOND_ACCOUNTS = [
  { platform: 'instagram', username: 'boutique_lyon' },
  { platform: 'facebook', username: 'boutique_lyon' },
] as const;

interface InboxRoute {
  path: string;
  /** What each comment of the first page must be, to check the filter was applied. */
  check?: (comment: CommentsPage['comments'][number], userId: string) => boolean;
}

const INBOX_ROUTES: InboxRoute[] = [
  { path: '/api/comments' },
  { path: '/api/comments?platform=instagram&status=pending', check: (c) => c.platform === 'instagram' && c.status === 'pending' },
  { path: '/api/comments?status=responded&sentiment=negative', check: (c) => c.status === 'responded' && c.sentiment === 'negative' && c.replies.length > 0 },
  {
    path: '/api/comments?q=livraison',
    check: (c) => [c.text, c.author.name, c.author.handle ?? ''].some((field) => field.toLowerCase().includes('livraison')),
  },
  { path: '/api/comments?assignee=me', check: (c, userId) => c.assignee?.id === userId },
];
const STATS_ROUTES = ['/api/comments/stats?days=30', '/api/comments/stats?days=90'];

type Database = 'PGlite' | 'PostgreSQL';
type Run = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface RouteFigures {
  path: string;
  /** Comments matching (lists) or received over the period (stats). */
  matching: number;
  latencies: Latencies;
}

export interface InboxRun {
  database: Database;
  seedMs: number;
  routes: RouteFigures[];
}

/** Each route asked once and checked (a full first page, every comment as its filter says), then measured. */
async function measureInbox(session: BenchSession): Promise<RouteFigures[]> {
  const headers = { cookie: session.cookie };
  const figures: RouteFigures[] = [];
  for (const route of INBOX_ROUTES) {
    const answer = (await (await fetch(`${session.base}${route.path}`, { headers })).json()) as { data: CommentsPage };
    const page = answer.data;
    if (page?.comments?.length !== 20 || page.total <= 20 || (route.check && !page.comments.every((comment) => route.check!(comment, session.userId)))) {
      throw new Error(`${route.path} : page inattendue ${JSON.stringify(answer).slice(0, 300)}`);
    }
    const latencies = await measureClients(`${session.base}${route.path}`, headers, CLIENTS, SECONDS);
    console.error(`  ${route.path} (${page.total} commentaires)`, latencies);
    figures.push({ path: route.path, matching: page.total, latencies });
  }
  for (const route of STATS_ROUTES) {
    const answer = (await (await fetch(`${session.base}${route}`, { headers })).json()) as { data: CommentStats };
    const stats = answer.data;
    const byPlatform = stats?.platforms?.reduce((sum, entry) => sum + entry.total, 0);
    if (!stats || stats.total === 0 || byPlatform !== stats.total || stats.responseRate === null) {
      throw new Error(`${route} : statistiques inattendues ${JSON.stringify(answer).slice(0, 300)}`);
    }
    const latencies = await measureClients(`${session.base}${route}`, headers, CLIENTS, SECONDS);
    console.error(`  ${route} (${stats.total} commentaires)`, latencies);
    figures.push({ path: route, matching: stats.total, latencies });
  }
  return figures;
}

/** The six accounts, through the demo connection and the sandboxes' OAuth consent. */
async function connectAccounts(session: BenchSession): Promise<void> {
  for (const platform of DEMO_NETWORKS) await call(session, 'POST', '/api/social-accounts/demo-connect', { platform });
  for (const { platform, username } of SECOND_ACCOUNTS) await connectSandboxAccount(session, platform, username);
}

async function accountsOf(run: Run, workspaceId: string): Promise<InboxAccount[]> {
  const { rows } = await run(`select id, platform from social_accounts where workspace_id = $1 and is_connected order by created_at, id`, [workspaceId]);
  const accounts = rows as InboxAccount[];
  if (accounts.length !== DEMO_NETWORKS.length + SECOND_ACCOUNTS.length) throw new Error(`comptes connectés : ${JSON.stringify(accounts)}`);
  return accounts;
}

/** The server from apps/server/dist, or from its sources (BENCH_COMMENTS_SOURCE=1). */
const fromSources = process.env.BENCH_COMMENTS_SOURCE === '1';
if (fromSources) process.env.BENCH_SERVER_ENTRY ??= 'apps/server/src/main.ts';
const serverEnv = (env: Record<string, string>) => (fromSources ? { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim() } : env);

async function inboxOnPostgres(port: number): Promise<InboxRun> {
  const database = await createBenchDatabase('publia_bench_comments');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-comments-pg-'));
  const publia = await spawnPublia(serverEnv({ DATA_DIR: dataDir, DATABASE_URL: database.url }), port);
  try {
    const session = await signUp(publia.url, 'bench-comments-pg@publia.local');
    await connectAccounts(session);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const started = performance.now();
    const run: Run = (text, params) => client.query(text, params);
    try {
      await seedCommentsInbox(
        run,
        { id: session.workspaceId, userId: session.userId },
        await accountsOf(run, session.workspaceId),
        { posts: POSTS, comments: COMMENTS, days: DAYS },
        { vacuum: true },
      );
    } finally {
      await client.end();
    }
    const seedMs = Math.round(performance.now() - started);
    console.error(`PostgreSQL : boîte de réception chargée en ${Math.round(seedMs / 1000)} s`);
    const routes = await measureInbox(session);
    if (process.env.BENCH_COMMENTS_EXPLAIN === '1') await explainInbox('PostgreSQL', database.url, session);
    return { database: 'PostgreSQL', seedMs, routes };
  } finally {
    await publia.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function inboxOnPglite(port: number): Promise<InboxRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-comments-'));
  let publia = await spawnPublia(serverEnv({ DATA_DIR: dataDir }), port);
  try {
    const session = await signUp(publia.url, 'bench-comments@publia.local');
    await connectAccounts(session);
    await publia.stop();
    const started = performance.now();
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    const run: Run = (text, params) => db.query(text, params);
    try {
      await seedCommentsInbox(
        run,
        { id: session.workspaceId, userId: session.userId },
        await accountsOf(run, session.workspaceId),
        { posts: POSTS, comments: COMMENTS, days: DAYS },
        { vacuum: false },
      );
    } finally {
      await db.close();
    }
    const seedMs = Math.round(performance.now() - started);
    console.error(`PGlite : boîte de réception chargée en ${Math.round(seedMs / 1000)} s`);
    publia = await spawnPublia(serverEnv({ DATA_DIR: dataDir }), port);
    const routes = await measureInbox(session);
    await publia.stop();
    if (process.env.BENCH_COMMENTS_EXPLAIN === '1') await explainInbox('PGlite', path.join(dataDir, 'db'), session);
    return { database: 'PGlite', seedMs, routes };
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * BENCH_COMMENTS_EXPLAIN=1: each statement the inbox's reads send (the module's own functions,
 * their SQL caught by drizzle's logger), run again under EXPLAIN (ANALYZE, BUFFERS) on the same data.
 */
async function explainInbox(database: Database, where: string, session: BenchSession): Promise<void> {
  const caught: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void caught.push({ query, params }) };
  const pool = database === 'PostgreSQL' ? new pg.Pool({ connectionString: where, max: 1 }) : null;
  const lite = database === 'PGlite' ? await PGlite.create({ dataDir: where }) : null;
  const db = (pool ? drizzlePg(pool, { schema, logger }) : drizzlePglite(lite!, { schema, logger })) as unknown as Db;
  const run: Run = (text, params) => (pool ? pool.query(text, params) : lite!.query(text, params));
  const ctx = { db, clock: { now: () => Date.now() } } as unknown as AppContext;
  const auth = { user: { id: session.userId }, workspace: { id: session.workspaceId } } as unknown as SessionInfo;
  try {
    for (const route of [...INBOX_ROUTES.map((r) => r.path), ...STATS_ROUTES]) {
      caught.length = 0;
      const query = Object.fromEntries(new URL(route, 'http://bench').searchParams);
      if (route.includes('/stats')) await commentStats(ctx, session.workspaceId, { days: query.days as '30' | '90' });
      else await listComments(ctx, auth, { ...query, limit: 20 } as Parameters<typeof listComments>[2], 'Europe/Paris');
      console.error(`\n=== ${database} ${route}`);
      for (const statement of caught) {
        const started = performance.now();
        const { rows } = await run(`explain (analyze, buffers) ${statement.query}`, statement.params);
        console.error(`--- ${statement.query.replace(/\s+/g, ' ').slice(0, 400)}\n    params ${JSON.stringify(statement.params)} (${Math.round(performance.now() - started)} ms)`);
        console.error((rows as { 'QUERY PLAN': string }[]).map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
      }
    }
  } finally {
    await pool?.end();
    await lite?.close();
  }
}

// The sync round.

/** Time spent inside each network's `comments.list` during a round (summed over calls; lanes overlap). */
export interface ListCalls {
  calls: number;
  listed: number;
  ms: number;
}

export interface SyncRoundFigures {
  ms: number;
  /** Posts read, over the accounts (as the round answers). */
  posts: number;
  /** Comments the round added to the table (counted there). */
  created: number;
  /** The sum of the accounts' own `created` answers: the same number, unless they lose count. */
  reported: number;
  outcomes: string[];
  networks: Partial<Record<Network, ListCalls>>;
}

export interface SyncRun {
  database: Database;
  /** The history's posts within the 30 days read, over the six accounts. */
  watched: number;
  fresh: number;
  first: SyncRoundFigures;
  timed: SyncRoundFigures;
  again: SyncRoundFigures;
  /** Comments in the table after the timed round. */
  stored: number;
  /** Every account `synced` in each round, and the round right after the timed one added nothing. */
  consistent: boolean;
}

/** The registry as is, with each client's `comments.list` counted and timed per network. */
function timeCommentLists(ctx: AppContext) {
  const real = ctx.networks;
  let calls: Partial<Record<Network, ListCalls>> = {};
  const wrapped = new Map<Network, NetworkClient>();
  ctx.networks = new Proxy(real, {
    get(target, property, receiver) {
      if (property !== 'client') return Reflect.get(target, property, receiver);
      return (network: Network) => {
        let client = wrapped.get(network);
        if (!client) {
          const inner = target.client(network);
          const comments = inner.comments;
          client = comments
            ? {
                ...inner,
                comments: {
                  ...comments,
                  list: async (account, postId) => {
                    const started = performance.now();
                    const entry = (calls[network] ??= { calls: 0, listed: 0, ms: 0 });
                    try {
                      const listed = await comments.list(account, postId);
                      entry.listed += listed.length;
                      return listed;
                    } finally {
                      entry.calls++;
                      entry.ms += performance.now() - started;
                    }
                  },
                },
              }
            : inner;
          wrapped.set(network, client);
        }
        return client;
      };
    },
  });
  return {
    take() {
      const taken = Object.fromEntries(Object.entries(calls).map(([network, entry]) => [network, { ...entry, ms: Math.round(entry.ms) }]));
      calls = {};
      return taken;
    },
  };
}

async function startInProcess(dataDir: string, databaseUrl: string | null, port: number): Promise<Publia> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    LOG_LEVEL: 'warn',
    SANDBOX_CONTROLS: 'true',
    AUTH_RATE_LIMIT_MAX: '100',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // No queue: the benchmark runs the rounds itself, without pg-boss polling beside it.
  const publia = await startPublia(config, createLogger('warn'), { withQueue: false });
  // Listening: the second accounts are connected through the sandboxes' consent pages, as a browser does.
  await publia.app.listen({ host: '127.0.0.1', port });
  return publia;
}

const countComments = async (db: Db, workspaceId: string) =>
  (await rawRows<{ n: number }>(db, sql`select count(*)::int as n from comments where workspace_id = ${workspaceId}`))[0]!.n;

const counted = (result: CommentSyncResult, field: 'posts' | 'created') => ('posts' in result ? result[field] : 0);

async function syncRound(ctx: AppContext, workspaceId: string, lists: ReturnType<typeof timeCommentLists>): Promise<SyncRoundFigures> {
  const before = await countComments(ctx.db, workspaceId);
  const started = performance.now();
  const results = await syncWorkspaceComments(ctx, workspaceId);
  const ms = Math.round(performance.now() - started);
  return {
    ms,
    posts: results.reduce((sum, { result }) => sum + counted(result, 'posts'), 0),
    created: (await countComments(ctx.db, workspaceId)) - before,
    reported: results.reduce((sum, { result }) => sum + counted(result, 'created'), 0),
    outcomes: results.map(({ result }) => result.status),
    networks: lists.take(),
  };
}

/** One photo for the new items (Instagram publishes none without). */
async function uploadPhoto(session: BenchSession): Promise<string> {
  const bytes = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'tarte.jpg');
  const response = await fetch(`${session.base}/api/media`, {
    method: 'POST',
    headers: { cookie: session.cookie, origin: session.base, 'x-csrf-token': session.csrf },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`photo : ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: { id: string } }).data.id;
}

/** New items on the six accounts, published as the job worker publishes them (`runPublishJob` per target). */
async function publishFresh(ctx: AppContext, session: BenchSession, items: number): Promise<number> {
  const mediaId = await uploadPhoto(session);
  let published = 0;
  for (let i = 1; i <= items; i++) {
    const draft = await call<{ data: { id: string } }>(session, 'POST', '/api/content/drafts', {
      title: `Nouveauté ${i}`,
      content: `Nos tartes aux fraises sont de retour, fournée n° ${i} : venez les goûter en boutique ce week-end ! 🍓`,
      platforms: [...DEMO_NETWORKS],
      keywords: ['patisserie'],
      mediaId,
      mediaType: 'image',
    });
    await call(session, 'POST', `/api/content/drafts/${draft.data.id}/publish`);
    const targets = await rawRows<{ id: string }>(ctx.db, sql`select id from publication_targets where content_id = ${draft.data.id}`);
    for (const target of targets) await runPublishJob(ctx, target.id);
    const [done] = await rawRows<{ n: number; failed: string | null }>(
      ctx.db,
      sql`select count(*) filter (where status = 'published')::int as n, max(last_error) filter (where status <> 'published') as failed
          from publication_targets where content_id = ${draft.data.id}`,
    );
    if (done!.n !== DEMO_NETWORKS.length + SECOND_ACCOUNTS.length) throw new Error(`publication ${i} : ${done!.n} cibles publiées (${done!.failed})`);
    published += done!.n;
  }
  return published;
}

async function syncOn(database: Database, port: number): Promise<SyncRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-comments-sync-'));
  const postgres = database === 'PostgreSQL' ? await createBenchDatabase('publia_bench_comments_sync') : null;
  let publia: Publia | null = null;
  try {
    publia = await startInProcess(dataDir, postgres?.url ?? null, port);
    const { ctx } = publia;
    const session = await signUp(`http://127.0.0.1:${port}`, `bench.comments.${Date.now()}@publia.local`);
    await connectAccounts(session);
    const accounts = await rawRows<{ id: string; platform: Network; external_id: string }>(
      ctx.db,
      sql`select id, platform, external_id from social_accounts where workspace_id = ${session.workspaceId} and is_connected order by created_at, id`,
    );
    await seedCommentedPosts(
      ctx.db,
      { id: session.workspaceId, userId: session.userId },
      accounts.map((a) => ({ id: a.id, platform: a.platform, externalId: a.external_id })),
      HISTORY_ITEMS,
      HISTORY_DAYS,
      ctx.clock.now(),
    );
    const [watched] = await rawRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from publication_targets where workspace_id = ${session.workspaceId} and published_at >= now() - interval '30 days'`,
    );
    const lists = timeCommentLists(ctx);
    const first = await syncRound(ctx, session.workspaceId, lists);
    console.error(`${database} : premier tour (${watched!.n} publications suivies)`, JSON.stringify(first));

    const fresh = await publishFresh(ctx, session, FRESH_ITEMS);
    await call(session, 'POST', '/sandbox/_clock', { advanceHours: ADVANCE_HOURS });
    await call(session, 'POST', '/api/comments/sync');
    const timed = await syncRound(ctx, session.workspaceId, lists);
    console.error(`${database} : tour mesuré (${fresh} nouvelles publications, audience +${ADVANCE_HOURS} h)`, JSON.stringify(timed));
    const stored = await countComments(ctx.db, session.workspaceId);

    await call(session, 'POST', '/api/comments/sync');
    const again = await syncRound(ctx, session.workspaceId, lists);
    console.error(`${database} : le même tour aussitôt`, JSON.stringify(again));
    const consistent = again.created === 0 && [first, timed, again].every((r) => r.outcomes.length === accounts.length && r.outcomes.every((outcome) => outcome === 'synced'));
    return { database, watched: watched!.n, fresh, first, timed, again, stored, consistent };
  } finally {
    await publia?.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface CommentsInboxFigures {
  inbox: InboxRun[];
  sync: SyncRun[];
  loadBefore: string;
  loadAfter: string;
}

export async function benchCommentsInbox(
  port: number,
  databases: Database[] = ['PostgreSQL', 'PGlite'],
  parts: ('inbox' | 'sync')[] = ['inbox', 'sync'],
): Promise<CommentsInboxFigures> {
  const loadBefore = loadAverage();
  const inbox: InboxRun[] = [];
  const sync: SyncRun[] = [];
  if (parts.includes('inbox')) {
    if (databases.includes('PostgreSQL')) inbox.push(await inboxOnPostgres(port));
    if (databases.includes('PGlite')) inbox.push(await inboxOnPglite(port));
  }
  if (parts.includes('sync')) for (const database of databases) sync.push(await syncOn(database, port));
  return { inbox, sync, loadBefore, loadAfter: loadAverage() };
}

const line = (l: Latencies) => `p95 **${l.p95Ms} ms** (p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, max ${l.maxMs} ms, ${l.requests} requests)`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function listsLine(networks: Partial<Record<Network, ListCalls>>): string {
  return NETWORKS.filter((network) => networks[network])
    .map((network) => {
      const entry = networks[network]!;
      return `${network} ${entry.calls} posts, ${entry.listed.toLocaleString('en')} listed, ${seconds(entry.ms)} in \`comments.list\``;
    })
    .join('; ');
}

/** The comments a round added to the table, and its own count where it says otherwise. */
const added = (figures: SyncRoundFigures) =>
  `${figures.created.toLocaleString('en')} comments added${figures.reported === figures.created ? '' : ` (the round answers **${figures.reported.toLocaleString('en')} created**)`}`;

const goal = (database: Database) => (database === 'PostgreSQL' ? GOALS.postgresP95Ms : GOALS.pgliteP95Ms);

export function commentsInboxSection(f: CommentsInboxFigures, verdict: (ok: boolean) => string): string {
  const inboxRows = f.inbox.flatMap((run) =>
    run.routes.map(
      (route) =>
        `| ${run.database}, ${CLIENTS} clients: \`GET ${route.path}\` (${route.matching.toLocaleString('en')} ${route.path.includes('/stats') ? 'in the period' : 'matching'}) | p95 ≤ ${goal(run.database)} ms | ${line(route.latencies)} | ${verdict(route.latencies.p95Ms <= goal(run.database))} |`,
    ),
  );
  const syncRows = f.sync.map(
    (run) =>
      `| ${run.database}: a sync round of 6 sandbox accounts (« Actualiser »: ${run.timed.posts.toLocaleString('en')} posts read) | ≤ ${GOALS.syncMs / 1000} s | **${seconds(run.timed.ms)}** — **${run.timed.created.toLocaleString('en')} new comments** stored | ${verdict(run.timed.ms <= GOALS.syncMs && run.consistent)} |`,
  );
  const syncDetails = f.sync
    .map(
      (run) =>
        `- ${run.database}: first round (the history's ${run.watched.toLocaleString('en')} posts of the last 30 days, every comment new) ${seconds(run.first.ms)}, ${added(run.first)}; ` +
        `timed round ${seconds(run.timed.ms)}, ${added(run.timed)} — ${listsLine(run.timed.networks)}; the same round right after ${seconds(run.again.ms)}, ${added(run.again)}; ` +
        `${run.stored.toLocaleString('en')} comments stored, ${run.consistent ? 'each once, every account `synced`' : '**not consistent** (see the log)'}.`,
    )
    .join('\n');
  const inboxText =
    f.inbox.length === 0
      ? ''
      : `\`bench/comments-inbox.ts\`, the inbox: one workspace, 6 connected accounts (the demo Instagram, Facebook, X and LinkedIn
accounts, a second Instagram and a second Facebook account connected through the sandboxes' consent pages),
${POSTS.toLocaleString('en')} published items over the last ${DAYS} days (one target each, the accounts in turn) and ${COMMENTS.toLocaleString('en')} comments
on them, loaded with SQL \`generate_series\` (\`bench/support/seed-comments.ts\`): a few posts draw most comments, nine in
ten within three days of their post, French texts with their sentiment (55 % positive, 30 % neutral, 15 % negative),
statuses as a team that keeps up leaves them (a comment under 48 h: 45 % pending; an older one: 58 % responded, 28 %
approved, 4 % pending, 3 % flagged, 7 % rejected), 10 % assigned to the member, each responded comment with its answer
in \`comment_replies\`; then VACUUM ANALYZE on PostgreSQL (the state its autovacuum leaves soon after a bulk insert),
ANALYZE on PGlite (which runs no autovacuum). The server in its own process, signed in; each line: ${CLIENTS} clients asking the first page
(20 comments, its \`total\` and \`waiting\` counts) one request after another for ${SECONDS} s after a 2 s warm-up
(seeded in ${f.inbox.map((run) => `${seconds(run.seedMs)} on ${run.database}`).join(', ')}).
`;
  const syncText =
    f.sync.length === 0
      ? ''
      : `
The sync round: Publia in the benchmark's process (no pg-boss), the same 6 accounts connected, the real clients reaching
the sandboxes in process. Each account has ${HISTORY_ITEMS} posts over the last ${HISTORY_DAYS} days written on both sides
(\`bench/support/seed-comments.ts\`: Publia's targets, the sandboxes' posts), read by a first round; then ${FRESH_ITEMS} new items published on the
six accounts through the content API and \`runPublishJob\`, the workspace's audience moved ${ADVANCE_HOURS} hours ahead
(\`POST /sandbox/_clock\`), « Actualiser » (\`POST /api/comments/sync\`: every post of the last 30 days is read again) and
\`syncWorkspaceComments\` timed (accounts 3 at a time, posts 4 at a time per account). Per network, in the timed round,
the posts listed and the time inside \`comments.list\` (summed over the lanes):
${syncDetails}
`;
  return `## Comments inbox

| what | target | measured | |
|---|---|---|---|
${[...inboxRows, ...syncRows].join('\n')}

${inboxText}${syncText}
Load average before / after: ${f.loadBefore} / ${f.loadAfter}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { freePort } = await import('../e2e/support/free-port.ts');
  const wanted = (process.env.BENCH_COMMENTS_DATABASES ?? 'postgres,pglite').split(',').map((w) => w.trim().toLowerCase());
  const databases = (['PostgreSQL', 'PGlite'] as const).filter((name) => wanted.some((w) => w && name.toLowerCase().startsWith(w)));
  const parts = (process.env.BENCH_COMMENTS_PARTS ?? 'inbox,sync').split(',').map((p) => p.trim()) as ('inbox' | 'sync')[];
  const { figures, measured } = await measure(async () => benchCommentsInbox(await freePort(), [...databases], parts));
  console.log(JSON.stringify(figures, null, 2));
  const section = commentsInboxSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué'));
  // A run on part of the databases or parts is printed, not written over the section's other lines.
  if (databases.length === 2 && parts.includes('inbox') && parts.includes('sync')) writeResultsSection(section, measured);
  else console.log(section);
}
