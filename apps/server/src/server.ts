import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { startQueue, type Queue } from './jobs/queue.ts';
import { registerWorkers } from './jobs/workers.ts';
import type { AppContext } from './lib/context.ts';
import { initKeyring } from './lib/crypto.ts';

export interface Publia {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  queue: Queue | null;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Tests run without pg-boss unless they need it. */
  withQueue?: boolean;
  /** Tests pass an in-memory PGlite by leaving the data directory out. */
  inMemory?: boolean;
}

/** Opens the database (migrations included), starts the queue and its workers, builds the HTTP app. */
export async function startPublia(config: Config, logger: Logger, options: StartOptions = {}): Promise<Publia> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.inMemory ? undefined : path.join(config.dataDir, 'db'),
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  let queue: Queue | null = null;
  try {
    queue = options.withQueue === false ? null : await startQueue(database, logger);
    const ctx: AppContext = { config, db: database.db, logger, queue, networks: null };
    initKeyring(ctx);
    const app = await buildApp({ ctx, database, queue, logger });
    // After the app: jobs that publish need the network clients buildApp mounts.
    if (queue && config.role !== 'web') await registerWorkers(ctx, queue);
    let closing: Promise<void> | null = null;
    return {
      app,
      ctx,
      database,
      queue,
      close: () =>
        (closing ??= (async () => {
          await app.close();
          await queue?.stop();
          await database.close();
        })()),
    };
  } catch (error) {
    await queue?.stop().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
