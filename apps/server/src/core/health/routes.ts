import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { checkHealth } from './service.ts';

export function healthRoutes(database: Database, queue: Queue | null, version: string) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { config: { permission: 'public' } }, async (_request, reply) => {
      const health = await checkHealth(database, queue, version);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    });
  };
}
