import type { JobResult } from 'pg-boss';
import type { AppContext } from '../core/context/app-context.ts';
import {
  CHECK_DELIVERY_QUEUE,
  FOLLOW_UPS_QUEUE,
  PUBLISH_TARGET_QUEUE,
  runDeliveryCheck,
  runFollowUpsJob,
  runPublishJob,
  type PublishJobData,
} from '../modules/publishing/service.ts';
import type { Queue } from './queue.ts';

/**
 * One job per publication target. The queue keeps at most one waiting job per target
 * (policy `short`, singleton key = target id); an active job older than the configured expiry is
 * taken for dead and delivered again (the claim in the database makes a second run harmless).
 * Jobs are fetched in batches and published side by side: most of a publish is waiting on the network.
 */
export async function registerPublishTargetsJob(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  const { jobExpirySeconds, concurrency } = ctx.config.publishing;
  await boss.createQueue(PUBLISH_TARGET_QUEUE, { policy: 'short', expireInSeconds: jobExpirySeconds, retryLimit: 5, retryDelay: 5 });
  await boss.createQueue(CHECK_DELIVERY_QUEUE, { policy: 'short', expireInSeconds: 300, retryLimit: 3, retryDelay: 60 });
  // A target's first comment or thread, in order: a job dead with its worker is delivered again after
  // the expiry, and its part claimed then is looked for on the network before being sent again.
  await boss.createQueue(FOLLOW_UPS_QUEUE, { policy: 'short', expireInSeconds: jobExpirySeconds, retryLimit: 5, retryDelay: 5 });
  const batchSize = Math.max(1, Math.ceil(concurrency / 2));
  await boss.work<PublishJobData>(
    PUBLISH_TARGET_QUEUE,
    { batchSize, localConcurrency: 2, perJobResults: true, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
    async (jobs): Promise<JobResult[]> =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            await runPublishJob(ctx, job.data.targetId);
            return { id: job.id, status: 'completed' };
          } catch (error) {
            // The database or a bug, not the network (its answers are handled): pg-boss tries again.
            ctx.logger.error({ err: error, targetId: job.data.targetId }, 'publication : échec de la tâche');
            return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
          }
        }),
      ),
  );
  await boss.work<PublishJobData>(CHECK_DELIVERY_QUEUE, async ([job]) => {
    if (job) await runDeliveryCheck(ctx, job.data.targetId);
  });
  await boss.work<PublishJobData>(FOLLOW_UPS_QUEUE, { localConcurrency: 2, pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) await runFollowUpsJob(ctx, job.data.targetId);
  });
}
