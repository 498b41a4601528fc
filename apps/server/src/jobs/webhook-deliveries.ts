import type { JobResult } from 'pg-boss';
import type { AppContext } from '../core/context/app-context.ts';
import {
  purgeOldDeliveries,
  requeueStalledDeliveries,
  runDeliveryJob,
  WEBHOOK_DELIVERY_QUEUE,
  WEBHOOK_PURGE_QUEUE,
  WEBHOOK_SWEEP_QUEUE,
  type DeliveryJob,
} from '../core/webhooks/service.ts';
import type { Queue } from './queue.ts';

/**
 * Outgoing webhooks: one job per attempt of a delivery (its retries are jobs starting later), every
 * minute the sweep of deliveries whose job was lost, every night the log's old entries forgotten. Jobs are fetched in batches and sent side
 * by side — a delivery is mostly waiting on the receiver — and each job ends on its own: one that
 * fails (the database, not the receiver, whose answers are recorded) is tried again by pg-boss, and
 * the delivery's claim makes that second run send nothing twice.
 */
export async function registerWebhookDeliveryJobs(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(WEBHOOK_DELIVERY_QUEUE, { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 });
  await boss.work<DeliveryJob>(
    WEBHOOK_DELIVERY_QUEUE,
    { batchSize: 25, localConcurrency: 2, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true, perJobResults: true },
    async (jobs): Promise<JobResult[]> =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            await runDeliveryJob(ctx, job.data);
            return { id: job.id, status: 'completed' };
          } catch (error) {
            ctx.logger.error({ err: error, deliveryId: job.data.deliveryId }, 'webhooks : échec de la tâche d’envoi');
            return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
          }
        }),
      ),
  );
  await boss.createQueue(WEBHOOK_SWEEP_QUEUE);
  await boss.schedule(WEBHOOK_SWEEP_QUEUE, '* * * * *');
  await boss.work(WEBHOOK_SWEEP_QUEUE, async () => {
    await requeueStalledDeliveries(ctx);
  });
  await boss.createQueue(WEBHOOK_PURGE_QUEUE);
  await boss.schedule(WEBHOOK_PURGE_QUEUE, '41 3 * * *');
  await boss.work(WEBHOOK_PURGE_QUEUE, async () => {
    const removed = await purgeOldDeliveries(ctx);
    ctx.logger.debug({ removed }, 'webhooks : anciens envois oubliés');
  });
}
