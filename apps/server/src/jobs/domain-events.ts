import type { JobResult } from 'pg-boss';
import type { AppContext } from '../core/context/app-context.ts';
import type { Queue } from './queue.ts';

/**
 * Works on the durable subscribers' queues: one job per event and subscriber, retried by pg-boss on
 * failure. Events come in bursts (a posting queue's minute, a comments sync): they are fetched in
 * batches and handled side by side, and each job ends on its own, so that one failing event is tried
 * again without handling the others of its batch twice.
 */
export async function registerDomainEventJobs(ctx: AppContext, queue: Queue): Promise<void> {
  for (const subscription of ctx.events.durableSubscriptions()) {
    await queue.boss.createQueue(subscription.queueName);
    // pg-boss reads a queue it has not cached yet on its own connection: an event emitted inside a
    // transaction must find it cached (PGlite has one connection, which the transaction holds).
    // An empty insert caches it and writes nothing.
    await queue.boss.insert(subscription.queueName, []);
    await queue.boss.work<object>(
      subscription.queueName,
      { batchSize: 25, localConcurrency: 2, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true, perJobResults: true },
      async (jobs): Promise<JobResult[]> =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            try {
              await subscription.handler(job.data as never, { eventId: job.id });
              return { id: job.id, status: 'completed' };
            } catch (error) {
              ctx.logger.error({ err: error, queue: subscription.queueName }, 'événement durable : échec de l’abonné');
              return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
            }
          }),
        ),
    );
  }
}
