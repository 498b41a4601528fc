import { authEndpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/endpoint.ts';
import type { Queue } from '../../jobs/queue.ts';
import { checkHealth } from './service.ts';

export function healthRoutes(database: Database, queue: Queue | null, version: string) {
  return async (app: FastifyInstance) => {
    serve(app, authEndpoints.health, async ({ reply }) => {
      const health = await checkHealth(database, queue, version);
      if (health.status !== 'ok') reply.status(503);
      return health;
    });
  };
}
