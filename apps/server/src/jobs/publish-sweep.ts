import type { AppContext } from '../core/context/app-context.ts';
import { SWEEP_QUEUE, sweepOrphanTargets } from '../modules/publishing/service.ts';
import type { Queue } from './queue.ts';

/**
 * Every minute, and once at start: publication targets due while the server was down, or held by
 * a worker that died, get a job again. A run just after the job expiry finishes the targets a crash
 * left going out without waiting for the next minute.
 */
export async function registerPublishSweepJob(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(SWEEP_QUEUE, { policy: 'short' });
  await boss.schedule(SWEEP_QUEUE, '* * * * *');
  await boss.work(SWEEP_QUEUE, async () => {
    const sent = await sweepOrphanTargets(ctx);
    if (sent) ctx.logger.info({ sent }, 'publications relancées');
  });
  await boss.send(SWEEP_QUEUE, {}, { startAfter: 1 });
  await boss.send(SWEEP_QUEUE, {}, { startAfter: ctx.config.publishing.jobExpirySeconds + 2, singletonKey: 'after-expiry' });
}
