import net from 'node:net';
import { apiMessagesFr } from '@publia/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { manualClock } from '../lib/clock.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/database-unavailable.ts';
import { RECOVERY_PROBE_EVERY_MS } from '../lib/failure-log.ts';
import { recordingLogger } from '../test/recording-logger.ts';
import { createTestApp, registerVisitor, type TestApp } from '../test/test-app.ts';

interface Line {
  level: number;
  msg: string;
  url?: string;
  err?: { code?: string; cause?: { code?: string } };
}

function recordingLog() {
  const { lines, logger } = recordingLogger<Line>();
  return { lines, logger, said: (msg: string | RegExp) => lines.filter((line) => (typeof msg === 'string' ? line.msg === msg : msg.test(line.msg))) };
}

/** A port nothing listens on any more: the database server is stopped. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const REFUSED = 'base de données indisponible : les requêtes sont refusées (503)';
const BACK = /^base de données de nouveau joignable : \d+ requêtes? refusées? depuis /;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (app: TestApp, email: string, password: string) => app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

function expectUnavailable(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({
    success: false,
    code: 'http.databaseUnavailable',
    message: apiMessagesFr['http.databaseUnavailable'],
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
  expect(response.body).not.toMatch(/ECONNREFUSED|3D000|57P01|\bat \S+:\d+/);
}

describe('base de données injoignable', () => {
  it('répond 503 en français avec Retry-After, l’écrit une fois au journal, puis reprend seul', async () => {
    const { lines, logger, said } = recordingLog();
    const clock = manualClock();
    t = await createTestApp({}, { logger, clock });
    const visitor = await registerVisitor(t.app);

    // The database server stops: the app's pool points to a port where nothing answers.
    const reachable = t.ctx.db;
    const stopped = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/publia` });
    stopped.on('error', () => {});
    t.ctx.db = drizzle(stopped) as unknown as Db;
    try {
      for (let attempt = 0; attempt < 20; attempt++) expectUnavailable(await login(t, visitor.email, visitor.password));
    } finally {
      t.ctx.db = reachable;
      await stopped.end();
    }

    const refused = said(REFUSED);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.url).toBe('/api/auth/login');
    expect(refused[0]?.err?.code ?? refused[0]?.err?.cause?.code).toBe('ECONNREFUSED');
    expect(said('erreur inattendue')).toEqual([]);

    // Back: the next request is answered as usual, and the log says the outage is over.
    expect((await login(t, visitor.email, visitor.password)).statusCode).toBe(200);
    clock.advance(RECOVERY_PROBE_EVERY_MS);
    await vi.waitFor(() => expect(said(BACK)).toHaveLength(1), { timeout: 3 * RECOVERY_PROBE_EVERY_MS, interval: 100 });
    expect(said(BACK)[0]?.msg).toMatch(/^base de données de nouveau joignable : 20 requêtes refusées depuis \d{4}-/);
    expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
  });
});

/**
 * Takes the test's PostgreSQL database away as a stopped server would: every connection to it is
 * ended (57P01) and a new one finds no database of that name (3D000). What it returns puts it back.
 */
async function takeDatabaseAway(databaseUrl: string): Promise<() => Promise<void>> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const away = `${name}_absente`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} allow_connections false`);
    // A terminated backend takes a moment to leave: the rename waits until none is left.
    await vi.waitFor(
      async () => {
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        await admin.query(`alter database ${name} rename to ${away}`);
      },
      { timeout: 10_000, interval: 50 },
    );
    await admin.query(`alter database ${away} allow_connections true`);
  } finally {
    await admin.end();
  }
  return async () => {
    const back = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await back.connect();
    await back.query(`alter database ${away} rename to ${name}`);
    await back.end();
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('serveur PostgreSQL arrêté puis revenu', () => {
  it('requêtes en 503, une ligne de la file de tâches au lieu d’une par erreur, puis tout reprend seul', { timeout: 60_000 }, async () => {
    const { said, logger } = recordingLog();
    t = await createTestApp({}, { withQueue: true, logger });
    const app = t;
    const visitor = await registerVisitor(app.app);
    const boss = app.queue!.boss;
    await boss.createQueue('essai-reprise');
    const worked: unknown[] = [];
    await boss.work<{ n: number }>('essai-reprise', { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      worked.push(...jobs.map((job) => job.data));
    });
    let reported = 0;
    boss.on('error', () => {
      reported += 1;
    });

    const putBack = await takeDatabaseAway(app.ctx.config.databaseUrl!);
    try {
      expectUnavailable(await login(app, visitor.email, visitor.password));
      const health = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(health.json().database.status).toBe('down');
      // Every worker's poll fails while the database is away: many errors, one line.
      await vi.waitFor(() => expect(reported).toBeGreaterThanOrEqual(10), { timeout: 20_000, interval: 100 });
      expect(said('file de tâches : erreur')).toHaveLength(1);
    } finally {
      await putBack();
    }

    // Back: requests and jobs are served again, with no restart.
    await vi.waitFor(async () => expect((await login(app, visitor.email, visitor.password)).statusCode).toBe(200), { timeout: 10_000, interval: 200 });
    await boss.send('essai-reprise', { n: 1 });
    await vi.waitFor(() => expect(worked).toEqual([{ n: 1 }]), { timeout: 10_000, interval: 100 });
    await vi.waitFor(() => expect(said(/^file de tâches rétablie après \d+ erreurs depuis /)).toHaveLength(1), { timeout: 4 * RECOVERY_PROBE_EVERY_MS, interval: 200 });
    await vi.waitFor(() => expect(said(BACK)).toHaveLength(1), { timeout: 4 * RECOVERY_PROBE_EVERY_MS, interval: 200 });
    // Less than a minute away: no summary line.
    expect(said(/de la file de tâches depuis/)).toEqual([]);
    expect(said('file de tâches : erreur')).toHaveLength(1);
  });
});
