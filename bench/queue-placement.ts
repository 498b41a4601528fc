// The posting queue's placement (the Planning issue's target: 1,000 items placed in a queue of 50
// weekly slots within 2 s). Publia in this process with pg-boss (placing inserts and cancels real
// jobs), one workspace with a demo X account and 50 weekly slots; 1,000 pending items written in
// bulk SQL. Timed: the 1,000 items added one by one through the service (each add packs the queue
// under its lock), then the whole queue placed again at once — every item moved — when the slots
// change, when the first item leaves (999 move up), and when a paused queue resumes. On PGlite in a
// temporary DATA_DIR, then on PostgreSQL (127.0.0.1:5432, `BENCH_POSTGRES_URL`).
//
//   npx tsx bench/queue-placement.ts
//   BENCH_QUEUE_DATABASES=pglite npx tsx bench/queue-placement.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { startPublia, type Publia } from '../apps/server/src/app/start.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { rawRows } from '../apps/server/src/db/raw-rows.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { createBenchDatabase } from './support/postgres.ts';

const ITEMS = Number(process.env.BENCH_QUEUE_ITEMS ?? 1_000);
const TARGET_MS = 2_000;

/** 50 weekly slots: every day at 8, 10, 12, 14, 16, 18 and 20 h, and Monday at 21:30. */
const slots = (shiftMinutes: number) => [
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    [8, 10, 12, 14, 16, 18, 20].map((hour) => ({ weekday, time: `${String(hour).padStart(2, '0')}:${String(shiftMinutes).padStart(2, '0')}` })),
  ),
  { weekday: 1, time: `21:${String(30 + shiftMinutes).padStart(2, '0')}` },
];

async function timed(step: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await step();
  return performance.now() - started;
}

const ok = (ms: number) => (ms <= TARGET_MS ? '✅' : '❌');

async function start(dataDir: string, databaseUrl: string | null): Promise<Publia> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const publia = await startPublia(config, createLogger('warn'), { withQueue: true });
  await publia.app.ready();
  return publia;
}

async function measure(label: string, publia: Publia) {
  const registered = await publia.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `bench.queue.${Date.now()}@publia.local`, password: 'motdepasse-solide', name: 'Bench' },
  });
  const body = registered.json() as { csrfToken: string; workspace: { id: string }; user: { id: string } };
  const header = registered.headers['set-cookie'];
  const headers = { cookie: ((Array.isArray(header) ? header[0] : header) ?? '').split(';')[0]!, [CSRF_HEADER]: body.csrfToken };
  const api = async (method: 'POST' | 'PUT', url: string, payload: object = {}) => {
    const answer = await publia.app.inject({ method, url, headers, payload });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url} : ${answer.statusCode} ${answer.body}`);
  };
  await api('POST', '/api/social-accounts/demo-connect', { platform: 'twitter' });
  await api('PUT', '/api/planning/queue/slots', { slots: { twitter: slots(0) } });
  const ids = await rawRows<{ id: string }>(
    publia.ctx.db,
    sql`insert into contents (workspace_id, user_id, title, text, platforms, status)
        select ${body.workspace.id}, ${body.user.id}, 'Article ' || n, 'Texte de la publication ' || n, '["twitter"]'::jsonb, 'pending'
          from generate_series(1, ${ITEMS}) as n returning id`,
  );

  const adds: number[] = [];
  const allStarted = performance.now();
  for (const { id } of ids) {
    const started = performance.now();
    await api('POST', `/api/content/${id}/queue`);
    adds.push(performance.now() - started);
  }
  const allMs = performance.now() - allStarted;
  const sorted = [...adds].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  const last = sorted.at(-1)!;

  const reslotMs = await timed(() => api('PUT', '/api/planning/queue/slots', { slots: { twitter: slots(15) } }));
  const leaveMs = await timed(() => api('POST', `/api/content/${ids[0]!.id}/cancel`));
  await api('PUT', '/api/planning/queue/pause', { paused: true });
  const resumeMs = await timed(() => api('PUT', '/api/planning/queue/pause', { paused: false }));

  const [check] = await rawRows<{ items: number; minutes: number; jobs: number }>(
    publia.ctx.db,
    sql`select count(distinct t.content_id)::int as items, count(distinct date_trunc('minute', t.due_at))::int as minutes,
               count(j.id)::int as jobs
          from publication_targets t join contents c on c.id = t.content_id
          left join pgboss.job j on j.id::text = t.job_id and j.state = 'created'
         where t.workspace_id = ${body.workspace.id} and t.status = 'queued' and c.queued_at is not null`,
  );
  console.log(`\n${label}: ${ITEMS} items, 50 weekly slots`);
  console.log(
    `  added one by one: ${(allMs / 1000).toFixed(1)} s in all, per add p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${last.toFixed(1)} ms`,
  );
  console.log(`  every item moved to new slots (PUT slots): ${reslotMs.toFixed(0)} ms ${ok(reslotMs)}`);
  console.log(`  the first leaves, ${ITEMS - 1} move up (cancel): ${leaveMs.toFixed(0)} ms ${ok(leaveMs)}`);
  console.log(`  a paused queue resumes (PUT pause false): ${resumeMs.toFixed(0)} ms ${ok(resumeMs)}`);
  console.log(`  check: ${check?.items} items queued on ${check?.minutes} distinct minutes, ${check?.jobs} waiting jobs`);
}

const databases = (process.env.BENCH_QUEUE_DATABASES ?? 'pglite,postgres').split(',');
for (const database of databases) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-queue-'));
  const pg = database === 'postgres' ? await createBenchDatabase('publia_bench_queue') : null;
  const publia = await start(dataDir, pg?.url ?? null);
  try {
    await measure(database === 'postgres' ? 'PostgreSQL' : 'PGlite', publia);
  } finally {
    await publia.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
