import type { AppContext } from '../core/context/app-context.ts';
import { SYNC_ACCOUNT_QUEUE, SYNC_CADENCE, SYNC_SCHEDULE_QUEUE, scheduleSyncRound, syncAccountNow, type SyncAccountJobData } from '../modules/analytics/service.ts';
import type { Queue } from './queue.ts';

/**
 * Every hour, a round of the figures: one job per connected account (`stately`, singleton key =
 * account id: at most one running and one waiting per account, so an account is never measured
 * twice at once). An account's network failures are handled in its job (recorded, a rate limit's
 * reset waited for); a thrown error is the database's or a bug, and pg-boss tries again.
 */
export async function registerAnalyticsSyncJobs(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(SYNC_SCHEDULE_QUEUE, { policy: 'short' });
  await boss.createQueue(SYNC_ACCOUNT_QUEUE, { policy: 'stately', expireInSeconds: 900, retryLimit: 2, retryDelay: 60 });
  await boss.schedule(SYNC_SCHEDULE_QUEUE, SYNC_CADENCE.scheduleCron);
  await boss.work(SYNC_SCHEDULE_QUEUE, async () => {
    const round = await scheduleSyncRound(ctx);
    ctx.logger.info(round, 'statistiques : tour de mesure demandé');
  });
  await boss.work<SyncAccountJobData>(SYNC_ACCOUNT_QUEUE, { localConcurrency: 3, pollingIntervalSeconds: 2 }, async ([job]) => {
    if (!job) return;
    const result = await syncAccountNow(ctx, job.data.accountId);
    ctx.logger.debug({ accountId: job.data.accountId, ...result }, 'statistiques : compte mesuré');
  });
}
