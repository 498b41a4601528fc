import type { AppContext } from '../core/context/app-context.ts';
import { COMMENT_CADENCE, COMMENT_SCHEDULE_QUEUE, COMMENT_SYNC_QUEUE, scheduleCommentRound, syncAccountComments, type CommentSyncJobData } from '../modules/comments/service.ts';
import type { Queue } from './queue.ts';

/**
 * Every 5 minutes, a job per account with recent posts (`stately`, singleton key = account id: an
 * account's comments are never read twice at once). Network failures are handled in the job;
 * a thrown error is the database's or a bug, and pg-boss tries again.
 */
export async function registerCommentSyncJobs(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(COMMENT_SCHEDULE_QUEUE, { policy: 'short' });
  await boss.createQueue(COMMENT_SYNC_QUEUE, { policy: 'stately', expireInSeconds: 600, retryLimit: 2, retryDelay: 30 });
  await boss.schedule(COMMENT_SCHEDULE_QUEUE, COMMENT_CADENCE.scheduleCron);
  await boss.work(COMMENT_SCHEDULE_QUEUE, async () => {
    const accounts = await scheduleCommentRound(ctx);
    ctx.logger.debug({ accounts }, 'commentaires : tour de lecture demandé');
  });
  await boss.work<CommentSyncJobData>(COMMENT_SYNC_QUEUE, { localConcurrency: 3, pollingIntervalSeconds: 2 }, async ([job]) => {
    if (!job) return;
    const result = await syncAccountComments(ctx, job.data.accountId);
    ctx.logger.debug({ accountId: job.data.accountId, ...result }, 'commentaires : compte lu');
  });
}
