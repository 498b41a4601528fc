import { PgBoss, fromPglite } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';

export interface Queue {
  boss: PgBoss;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the application's own database: the embedded PGlite instance or the same
 * PostgreSQL server. Job kinds register their workers on `boss` (one file per kind in jobs/).
 */
export async function startQueue(database: Database, logger: Logger, options: { jobExpirySeconds?: number } = {}): Promise<Queue> {
  // Expired jobs (a dead worker's) are found at every supervision: at least as often as a job may
  // expire, so that a short expiry is not followed by a minute's wait.
  const supervision = { superviseIntervalSeconds: Math.max(1, Math.min(60, options.jobExpirySeconds ?? 60)) };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite as Parameters<typeof fromPglite>[0]), backend: 'pglite', schema: 'pgboss', ...supervision })
    : new PgBoss({ connectionString: database.connectionString, schema: 'pgboss', max: 4, ...supervision });
  boss.on('error', (error: Error) => logger.error({ err: error }, 'file de tâches : erreur'));
  await boss.start();
  let stopped = false;
  return {
    boss,
    async isHealthy() {
      if (stopped) return false;
      try {
        return await boss.isInstalled();
      } catch {
        return false;
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
