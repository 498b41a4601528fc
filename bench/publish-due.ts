// 10,000 publication targets falling due within one minute, published against the sandboxes with
// 50 ms of added latency per call, on PostgreSQL: how late each goes out, and not one duplicate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './support/postgres.ts';
import { connectSandboxAccount } from './support/sandbox-accounts.ts';
import { call, signUp } from './support/session.ts';
import { median, spawnPublia } from './support/spawn-publia.ts';

export interface DueFigures {
  targets: number;
  accounts: number;
  contents: number;
  spanSeconds: number;
  doneSeconds: number;
  latenessP50Ms: number;
  latenessP95Ms: number;
  latenessMaxMs: number;
  published: number;
  failed: number;
  duplicates: number;
  latencyMs: number;
}

const PLATFORMS = ['twitter', 'linkedin', 'facebook'] as const;
// A workspace may start 30 connections per 10 minutes: 5 workspaces × 30 accounts × 67 posts = 10,050 targets.
const WORKSPACES = 5;
const ACCOUNTS_PER_PLATFORM = 10;
const CONTENTS_PER_WORKSPACE = 67;
const LATENCY_MS = 50;
const LEAD_MS = 20_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

/**
 * `spreadMs` 60,000: due times spread evenly over one minute; 0: all due at the same instant (the
 * harshest reading of "falling due in the same minute"). Fewer `workspaces` (2,010 targets each) make a shorter run.
 */
export interface DueShape {
  workspaces?: number;
  /** The networks each workspace connects `accountsPerPlatform` sandbox accounts of. */
  platforms?: readonly string[];
  accountsPerPlatform?: number;
  /** Posts per workspace, each to every account of its workspace. */
  contentsPerWorkspace?: number;
}

export async function benchPublishDue(
  port: number,
  spreadMs: number,
  { workspaces = WORKSPACES, platforms = PLATFORMS, accountsPerPlatform = ACCOUNTS_PER_PLATFORM, contentsPerWorkspace = CONTENTS_PER_WORKSPACE }: DueShape = {},
): Promise<DueFigures> {
  const database = await createBenchDatabase('publia_bench_due');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-due-'));
  const server = await spawnPublia({ DATA_DIR: dataDir, DATABASE_URL: database.url, SANDBOX_LATENCY_MS: '0', AUTH_RATE_LIMIT_MAX_PER_IP: '1000' }, port);
  try {
    const sessions = await Promise.all(Array.from({ length: workspaces }, (_, w) => signUp(server.url, `bench-due-${w}@publia.local`)));
    await Promise.all(
      sessions.map(async (session, w) => {
        for (const platform of platforms) {
          await Promise.all(Array.from({ length: accountsPerPlatform }, (_, i) => connectSandboxAccount(session, platform, `bench_${w}_${platform}_${i}`)));
        }
      }),
    );
    // Each workspace's delay covers its own accounts only.
    await Promise.all(sessions.map((session) => call(session, 'POST', '/sandbox/_latency', { ms: LATENCY_MS })));

    const drafts: { session: (typeof sessions)[number]; id: string }[] = [];
    for (const [w, session] of sessions.entries()) {
      for (let i = 0; i < contentsPerWorkspace; i++) {
        const saved = await call<{ data: { id: string } }>(session, 'POST', '/api/content/drafts', {
          title: `Bench ${w}.${i}`,
          content: `Publication de mesure n° ${w}.${i} — ${Date.now()}`,
          platforms: [...platforms],
        });
        drafts.push({ session, id: saved.data.id });
      }
    }
    // Due times spread over one minute that starts once every item is scheduled.
    const start = Date.now() + LEAD_MS;
    for (let i = 0; i < drafts.length; i += 20) {
      await Promise.all(
        drafts.slice(i, i + 20).map(({ session, id }, j) =>
          call(session, 'POST', `/api/content/drafts/${id}/schedule`, {
            scheduledFor: new Date(start + Math.round(((i + j) * spreadMs) / drafts.length)).toISOString(),
          }),
        ),
      );
    }

    const deadline = start + spreadMs + 120_000;
    let settled = 0;
    let total = 0;
    while (Date.now() < deadline) {
      const [row] = await database.query<{ total: string; settled: string }>(
        `select count(*) as total, count(*) filter (where status in ('published','failed','to_check')) as settled from publication_targets`,
      );
      total = Number(row?.total ?? 0);
      settled = Number(row?.settled ?? 0);
      if (total > 0 && settled === total) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const rows = await database.query<{ lateness_ms: number; published_at: Date; status: string }>(
      `select status, published_at, extract(epoch from (coalesce(published_at, updated_at) - due_at)) * 1000 as lateness_ms from publication_targets`,
    );
    const lateness = rows.map((row) => Number(row.lateness_ms)).sort((a, b) => a - b);
    const lastDone = Math.max(...rows.map((row) => new Date(row.published_at ?? 0).getTime()));
    const [posts] = await database.query<{ posts: string; distinct_posts: string }>(
      `select count(*) as posts, count(distinct (network, data->>'userId', data->>'text')) as distinct_posts from sandbox_records where kind = 'post'`,
    );
    return {
      targets: total,
      accounts: workspaces * platforms.length * accountsPerPlatform,
      contents: workspaces * contentsPerWorkspace,
      spanSeconds: spreadMs / 1000,
      doneSeconds: Math.round((lastDone - start) / 100) / 10,
      latenessP50Ms: Math.round(median(lateness)),
      latenessP95Ms: Math.round(percentile(lateness, 0.95)),
      latenessMaxMs: Math.round(lateness.at(-1) ?? 0),
      published: rows.filter((row) => row.status === 'published').length,
      failed: rows.filter((row) => row.status !== 'published').length,
      duplicates: Number(posts?.posts ?? 0) - Number(posts?.distinct_posts ?? 0),
      latencyMs: LATENCY_MS,
    };
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const DUE_TARGETS = { allOutSeconds: 60, latenessP95Ms: 5_000 };

export function dueSection(spread: DueFigures, burst: DueFigures, verdict: (ok: boolean) => string): string {
  const allOut = (f: DueFigures) => f.published === f.targets && f.duplicates === 0 && f.doneSeconds <= f.spanSeconds + DUE_TARGETS.allOutSeconds;
  const measured = (f: DueFigures) =>
    `${f.published}/${f.targets} published, last out ${f.doneSeconds} s after the first due time; lateness p50 ${f.latenessP50Ms} ms, **p95 ${f.latenessP95Ms} ms**, max ${f.latenessMaxMs} ms; **${f.duplicates} duplicate**`;
  const row = (label: string, f: DueFigures, target: string, ok: boolean) => `| ${label} | ${target} | ${measured(f)} | ${verdict(ok)} |`;
  return `## Publishing engine: 10,000 targets due in one minute (PostgreSQL)

| what | target | measured | |
|---|---|---|---|
${row('due times spread evenly over one minute', spread, `all out within ${DUE_TARGETS.allOutSeconds} s of the minute; p95 ≤ ${DUE_TARGETS.latenessP95Ms} ms; 0 duplicate`, allOut(spread) && spread.latenessP95Ms <= DUE_TARGETS.latenessP95Ms)}
${row('all due at the same instant', burst, `all out within ${DUE_TARGETS.allOutSeconds} s; 0 duplicate (lateness shown, not a target)`, allOut(burst))}

${spread.targets} targets = ${spread.contents} scheduled posts × the ${spread.accounts / 5} connected accounts of their workspace (5 workspaces, 10 X, 10 LinkedIn
and 10 Facebook sandbox accounts each: a workspace may start 30 connections per 10 minutes, and 67 posts per account stay
under the sandboxes' X and LinkedIn quotas). Every call to a sandbox API waits ${spread.latencyMs} ms more (\`POST /sandbox/_latency\`).
Server built as \`npm start\` runs it, on a PostgreSQL 15 database made for the run on 127.0.0.1; scheduled through the API,
measured in \`publication_targets\` (lateness = published_at − due_at) and duplicates counted in the sandbox's own posts
(same network, account and text). The second row is the harshest reading of "due in the same minute": its lateness is
the time to drain the whole queue (about 360 targets a second here), so its p95 cannot be 5 s; it shows the throughput.
`;
}
