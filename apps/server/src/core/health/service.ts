import type { HealthResponse } from '@publia/shared';
import type { Database } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';

export async function checkHealth(database: Database, queue: Queue | null, version: string): Promise<HealthResponse> {
  const [dbOk, queueOk] = await Promise.all([database.ping(), queue ? queue.isHealthy() : Promise.resolve(null)]);
  const queueStatus = queueOk === null ? 'disabled' : queueOk ? 'ok' : 'down';
  return {
    status: dbOk && queueStatus !== 'down' ? 'ok' : 'degraded',
    version,
    uptimeSeconds: Math.round(process.uptime()),
    database: { status: dbOk ? 'ok' : 'down', driver: database.driver },
    queue: { status: queueStatus },
  };
}
