import { authEndpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/endpoint.ts';
import type { Queue } from '../../jobs/queue.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable.ts';
import { checkHealth } from './service.ts';

export function healthRoutes(database: Database, queue: Queue | null, version: string) {
  return async (app: FastifyInstance) => {
    serve(app, authEndpoints.health, async ({ reply }) => {
      const health = await checkHealth(database, queue, version);
      // Degraded is a passing state (the database restarting): a monitor or a balancer may ask again soon.
      if (health.status !== 'ok') reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return health;
    });
  };
}
