import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromPglite, type Db as BossDb } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { countOf, createFailureLog } from '../lib/failure-log.ts';

export interface Queue {
  boss: PgBoss;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the application's own database: the embedded PGlite instance or the same
 * PostgreSQL server. Job kinds register their workers on `boss` (one file per kind in jobs/).
 */
export async function startQueue(database: Database, logger: Logger, options: { jobExpirySeconds?: number; clock?: Clock } = {}): Promise<Queue> {
  // Expired jobs (a dead worker's) are found at every supervision: at least as often as a job may
  // expire, so that a short expiry is not followed by a minute's wait.
  const supervision = { superviseIntervalSeconds: Math.max(1, Math.min(60, options.jobExpirySeconds ?? 60)) };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite as Parameters<typeof fromPglite>[0]), backend: 'pglite', schema: 'pgboss', ...supervision })
    : new PgBoss({ connectionString: database.connectionString, schema: 'pgboss', max: 4, ...supervision });
  let stopped = false;
  const isHealthy = async () => {
    if (stopped) return false;
    try {
      return await boss.isInstalled();
    } catch {
      return false;
    }
  };
  // An `error` event repeats as long as its cause: with the database gone, every worker's poll and
  // every supervision fails, each its own event. The first is logged in full, then a summary a
  // minute, then a line once the queue answers again; pg-boss reconnects by itself.
  const errors = createFailureLog({
    logger,
    clock: options.clock ?? systemClock,
    lines: {
      first: 'file de tâches : erreur',
      summary: (count, since) => `${countOf(count, 'erreur', 'erreurs')} de la file de tâches depuis ${since}`,
      recovered: (count, since) => `file de tâches rétablie après ${countOf(count, 'erreur', 'erreurs')} depuis ${since}`,
    },
    probe: isHealthy,
  });
  boss.on('error', (error: Error) => errors.failed(error));
  await boss.start();
  return {
    boss,
    isHealthy,
    async stop() {
      if (stopped) return;
      stopped = true;
      errors.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * The queue as a web-only instance (ROLE=web) uses it: every job kind declares its queues and
 * schedules — the web sends jobs to them, a send to an undeclared queue fails, and a web instance
 * may start on a database no worker has run on yet — but works on none of them.
 */
export function withoutWorking(queue: Queue): Queue {
  const boss = new Proxy(queue.boss, {
    get(target, key) {
      if (key === 'work') return async () => '';
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ...queue, boss };
}

/** pg-boss's statement (`$1`, `$2`… placeholders) as Drizzle SQL with the same values bound. */
function boundStatement(text: string, values: unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1]}`)));
}

/**
 * pg-boss writing on one of our transactions (`send(…, { db: onTransaction(tx) })`): its jobs are
 * committed with the change, or not at all. The same for PGlite and PostgreSQL, as Drizzle runs it.
 */
export function onTransaction(tx: Db): BossDb {
  return { executeSql: async (text, values = []) => ({ rows: await rawRows(tx, boundStatement(text, values)) }) };
}
