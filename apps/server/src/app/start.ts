import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { withoutWorking, type Queue } from '../jobs/queue.ts';
import { buildContainer, type ContainerOptions } from './container.ts';
import type { AppContext } from '../core/context/app-context.ts';
import { buildApp } from './http-app.ts';
import { registerWorkers } from './workers.ts';

export interface PubliaWorker {
  ctx: AppContext;
  database: Database;
  queue: Queue | null;
  close(): Promise<void>;
}

export interface Publia extends PubliaWorker {
  app: FastifyInstance;
}

export type StartOptions = ContainerOptions;

/** Closes once, however many times it is asked (a signal during a failed start, tests). */
function closingOnce(steps: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= steps());
}

/**
 * An instance that serves HTTP (`ROLE=all` or `web`): the container, the HTTP app on it, and the
 * workers too unless `ROLE=web` (which still declares every queue it sends to).
 */
export async function startPublia(config: Config, logger: Logger, options: StartOptions = {}): Promise<Publia> {
  const container = await buildContainer(config, logger, options);
  const { ctx } = container;
  try {
    const app = await buildApp(ctx, container.database);
    if (ctx.queue) await registerWorkers(ctx, config.role === 'web' ? withoutWorking(ctx.queue) : ctx.queue);
    return {
      app,
      ctx,
      database: container.database,
      queue: ctx.queue,
      close: closingOnce(async () => {
        await app.close();
        await container.close();
      }),
    };
  } catch (error) {
    await container.close().catch(() => {});
    throw error;
  }
}

/**
 * An instance that only works on jobs (`ROLE=worker`): no routes are built. Sandboxed networks are
 * reached over HTTP at `PUBLIC_URL/sandbox/…`, served by a web instance.
 */
export async function startWorker(config: Config, logger: Logger, options: StartOptions = {}): Promise<PubliaWorker> {
  const container = await buildContainer(config, logger, { ...options, withQueue: true });
  const { ctx } = container;
  try {
    await registerWorkers(ctx, ctx.queue!);
    return { ctx, database: container.database, queue: ctx.queue, close: closingOnce(container.close) };
  } catch (error) {
    await container.close().catch(() => {});
    throw error;
  }
}
