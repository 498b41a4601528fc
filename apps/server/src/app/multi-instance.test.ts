import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { call, countTexts, freePort, killAllServers, killed, sandboxTexts, signUp, startServer, type ServerProcess } from '../test/server-process.ts';
import { createTestDatabase } from '../test/test-app.ts';

/**
 * Several instances on one PostgreSQL: one `ROLE=web` (the API and the sandboxes) and two
 * `ROLE=worker` (no HTTP; they reach the sandboxes at PUBLIC_URL/sandbox/… like real networks),
 * real processes sharing DATABASE_URL and ENCRYPTION_KEY. 300 posts fall due at the same instant;
 * one worker is SIGKILLed while they go out; the other finishes: every post is on its network
 * exactly once, every target `published`, both workers published some and the web instance none.
 *
 * Who published what is told by PostgreSQL itself: each process names its connections
 * (PGAPPNAME, read by node-postgres), and a trigger added to this test's database notes the name
 * of the connection that moved each target to `published`.
 */
const POSTS = 300;
// 100 each: X's sandbox, like X, takes 100 posts per account per 15 minutes.
const NETWORKS_USED = ['twitter', 'linkedin', 'facebook'] as const;
const WEB = 'publia-web';
const WORKER_A = 'publia-worker-a';
const WORKER_B = 'publia-worker-b';
const databaseUrl = process.env.TEST_DATABASE_URL;

afterAll(killAllServers);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Notes which connection (application_name) moved each target to `published`: once per target. */
const RECORD_PUBLISHER = `
  create table test_published_by (target_id uuid not null, app text not null, at timestamptz not null default clock_timestamp());
  create function test_record_publisher() returns trigger language plpgsql as $$
  begin
    insert into test_published_by (target_id, app) values (new.id, current_setting('application_name'));
    return null;
  end $$;
  create trigger test_record_publisher after update of status on publication_targets
    for each row when (new.status = 'published' and old.status is distinct from 'published')
    execute function test_record_publisher();
`;

async function countBy(db: pg.Client, query: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ key: string; n: number }>(query);
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
}

const publishers = (db: pg.Client) => countBy(db, 'select app as key, count(*) as n from test_published_by group by app');
const targetStatuses = (db: pg.Client) => countBy(db, 'select status as key, count(*) as n from publication_targets group by status');
const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** What became of the targets and what the instances logged above info, to read when the test fails. */
async function failureReport(db: pg.Client, servers: Record<string, ServerProcess>): Promise<string> {
  const { rows } = await db.query<{ status: string; attempts: number; last_error: string | null; n: number }>(
    'select status, attempts, last_error, count(*) as n from publication_targets group by 1, 2, 3 order by 4 desc',
  );
  const logs = Object.entries(servers).map(([name, server]) => {
    const notable = server
      .output()
      .split('\n')
      .filter((line) => /"level":(4|5|6)0/.test(line));
    return `${name}:\n${notable.slice(-20).join('\n')}`;
  });
  return `${JSON.stringify(rows)}\n${logs.join('\n')}`;
}

describe.skipIf(!databaseUrl)('one web and two worker instances on one PostgreSQL', () => {
  it(`publish ${POSTS} posts due at once exactly once, a worker SIGKILLed mid-run`, { timeout: 180_000 }, async () => {
    const startedAt = Date.now();
    const database = (await createTestDatabase())!;
    const dataDirs = [WEB, WORKER_A, WORKER_B].map((name) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const shared = {
      DATABASE_URL: database.url,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      // Publishing slow enough to be caught mid-way; a dead worker's claim is taken over after 5 s.
      PUBLISH_JOB_EXPIRY_SECONDS: '5',
      PUBLISH_CONCURRENCY: '8',
    };
    const instance = (name: string, dataDir: string, env: Record<string, string>) => ({
      ...shared,
      PGAPPNAME: name,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      ...env,
    });
    const db = new pg.Client({ connectionString: database.url });
    const servers: Record<string, ServerProcess> = {};
    // MULTI_INSTANCE_DEBUG=1 prints how long each step took; =logs also shows the instances' logs.
    const debug = process.env.MULTI_INSTANCE_DEBUG === 'logs';
    try {
      // The workers start once every post is scheduled: none can go out before the last is in, however
      // long this busy machine takes, and the 300 fall due together.
      const web = await startServer(
        instance(WEB, dataDirs[0]!, {
          ROLE: 'web',
          HOST: '127.0.0.1',
          PORT: String(port),
          AUTH_RATE_LIMIT_MAX: '1000',
          // The sandboxes live here: every call of a worker to a network waits 40 ms.
          SANDBOX_LATENCY_MS: '40',
        }),
        { url, debug },
      );
      servers.web = web;
      const ready = Date.now();
      await db.connect();
      await db.query(RECORD_PUBLISHER);

      const session = await signUp(url, 'instances');
      for (const platform of NETWORKS_USED) await call(session, 'POST', '/api/social-accounts/demo-connect', { platform });
      const connected = Date.now();
      const ids: string[] = [];
      for (let i = 0; i < POSTS; i += 25) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(25, POSTS - i) }, (_, j) =>
            call<{ data: { id: string } }>(session, 'POST', '/api/content/drafts', {
              content: `Publication ${i + j} servie par plusieurs instances`,
              platforms: [NETWORKS_USED[(i + j) % NETWORKS_USED.length]],
            }),
          ),
        );
        ids.push(...batch.map((saved) => saved.data.id));
      }
      // Scheduling costs about what creating did, and the instant must still be ahead at the last one
      // (a date in the past is refused); the wait past it overlaps the workers' start.
      const created = Date.now();
      const due = new Date(created + Math.max(15_000, 3 * (created - connected)));
      for (let i = 0; i < ids.length; i += 25) {
        await Promise.all(ids.slice(i, i + 25).map((id) => call(session, 'POST', `/api/content/drafts/${id}/schedule`, { scheduledFor: due.toISOString() })));
      }
      const scheduled = Date.now();
      expect(await targetStatuses(db)).toEqual({ queued: POSTS });
      const [workerA, workerB] = await Promise.all([
        startServer(instance(WORKER_A, dataDirs[1]!, { ROLE: 'worker' }), { debug }),
        startServer(instance(WORKER_B, dataDirs[2]!, { ROLE: 'worker' }), { debug }),
      ]);
      Object.assign(servers, { [WORKER_A]: workerA, [WORKER_B]: workerB });

      // Kill worker A once it has published some, and while most posts are not out.
      await sleep(due.getTime() - Date.now());
      let before: Record<string, number> = {};
      const killBy = Date.now() + 30_000;
      while (Date.now() < killBy) {
        before = await publishers(db);
        if ((total(before) >= 60 && (before[WORKER_A] ?? 0) >= 5) || total(before) >= 150) break;
        await sleep(50);
      }
      await killed(workerA);
      const killedAt = Date.now();
      // What A published in its life (the trigger's rows are committed with the targets' updates).
      before = await publishers(db);
      expect(before[WORKER_A] ?? 0, JSON.stringify(before)).toBeGreaterThan(0);
      expect(total(before), JSON.stringify(before)).toBeLessThan(POSTS);

      // Worker B finishes alone. A's claims are taken over once older than the expiry (5 s), at the next
      // run of the sweep (every minute) or of pg-boss's expiry check (every minute): up to ~70 s more.
      const deadline = Date.now() + 90_000;
      let targets: Record<string, number> = {};
      while (Date.now() < deadline) {
        targets = await targetStatuses(db);
        if (targets.published === POSTS) break;
        await sleep(250);
      }
      const settled = Date.now();
      expect(targets, targets.published === POSTS ? '' : await failureReport(db, servers)).toEqual({ published: POSTS });
      // Items are not checked: one whose target A marked published just before dying is settled by the
      // sweep only once a minute old (findUnsettledContents), which may come after this test is done.

      // On the networks, each post exactly once.
      const counts = countTexts(await sandboxTexts(session, NETWORKS_USED));
      expect(counts.size).toBe(POSTS);
      expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);

      // Each target went to `published` once, by a worker; both workers took part, the web instance none.
      const after = await publishers(db);
      expect(total(after)).toBe(POSTS);
      expect(Object.keys(after).sort()).toEqual([WORKER_A, WORKER_B]);
      expect(after[WORKER_A]).toBeGreaterThan(0);
      expect(after[WORKER_B]).toBeGreaterThan(0);
      expect(workerB.output()).not.toMatch(/"level":(5|6)0/);

      if (process.env.MULTI_INSTANCE_DEBUG)
        console.warn(
          `multi-instance: ready ${((ready - startedAt) / 1000).toFixed(1)} s, 300 scheduled ${((scheduled - ready) / 1000).toFixed(1)} s, ` +
            `killed A ${((killedAt - due.getTime()) / 1000).toFixed(1)} s after due (${JSON.stringify(before)}), ` +
            `settled ${((settled - killedAt) / 1000).toFixed(1)} s after the kill; published by ${JSON.stringify(after)}`,
        );
      if (process.env.MULTI_INSTANCE_DEBUG) {
        const { rows } = await db.query<{ at: Date }>(`select at from test_published_by where at > $1 order by at`, [new Date(killedAt)]);
        const lines = workerB
          .output()
          .split('\n')
          .filter((line) => line.includes('"level":40') || line.includes('relancées'));
        console.warn(
          `after the kill (s): publications ${rows.map((row) => ((row.at.getTime() - killedAt) / 1000).toFixed(1)).join(' ')}\n` +
            lines.map((line) => `${((Number(/"time":(\d+)/.exec(line)?.[1]) - killedAt) / 1000).toFixed(1)} ${line}`).join('\n'),
        );
      }
    } finally {
      await killAllServers();
      await db.end().catch(() => {});
      await database.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
