import type { AppContext } from '../core/context/app-context.ts';
import { runWatchRound, WATCH_QUEUE } from '../modules/inspiration/service.ts';
import type { Queue } from './queue.ts';

/** Competitors are read every 6 hours: their networks count the calls an account makes. */
const COMPETITOR_HOURS = 6;

/** Every hour (at 41 minutes past, away from the other rounds): the feeds, the rising topics, the competitors. */
export async function registerInspirationWatchJob(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(WATCH_QUEUE, { policy: 'short' });
  await boss.schedule(WATCH_QUEUE, '41 * * * *');
  await boss.work(WATCH_QUEUE, async () => {
    const withCompetitors = new Date(ctx.clock.now()).getUTCHours() % COMPETITOR_HOURS === 0;
    const round = await runWatchRound(ctx, { withCompetitors });
    if (round.added > 0 || round.topics > 0) ctx.logger.info(round, 'veille : flux relus');
  });
}
