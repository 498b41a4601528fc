import type { AppContext } from '../core/context/app-context.ts';
import { EVERGREEN_QUEUE, runEvergreenRounds } from '../modules/planning/service.ts';
import type { Queue } from './queue.ts';

/** Every hour (at 17 minutes past, away from the figures' round): evergreen reposts join the queue. */
export async function registerEvergreenJob(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(EVERGREEN_QUEUE, { policy: 'short' });
  await boss.schedule(EVERGREEN_QUEUE, '17 * * * *');
  await boss.work(EVERGREEN_QUEUE, async () => {
    const made = await runEvergreenRounds(ctx);
    if (made > 0) ctx.logger.info({ made }, 'republication intelligente : republications mises en file');
  });
}
