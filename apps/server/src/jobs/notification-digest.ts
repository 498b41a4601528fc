import type { AppContext } from '../core/context/app-context.ts';
import { sendDueDigests, sendWeeklySummaries } from '../modules/notifications/service.ts';
import type { Queue } from './queue.ts';

export const NOTIFICATION_DIGEST_QUEUE = 'notifications.digest';
export const WEEKLY_SUMMARY_QUEUE = 'notifications.weekly-summary';

/**
 * Every hour, a few minutes past (once the hour's items are in): the e-mail digests whose window
 * has passed (per each user's frequency), and the weekly summaries of the users whose Monday
 * morning it is. Both rounds are safe to run twice: what went out is marked in the outbox's transaction.
 */
export async function registerNotificationMailJobs(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  await boss.createQueue(NOTIFICATION_DIGEST_QUEUE, { policy: 'short' });
  await boss.schedule(NOTIFICATION_DIGEST_QUEUE, '3 * * * *');
  await boss.work(NOTIFICATION_DIGEST_QUEUE, async () => {
    const sent = await sendDueDigests(ctx);
    if (sent > 0) ctx.logger.info({ sent }, 'notifications : résumés envoyés');
  });
  await boss.createQueue(WEEKLY_SUMMARY_QUEUE, { policy: 'short' });
  await boss.schedule(WEEKLY_SUMMARY_QUEUE, '7 * * * *');
  await boss.work(WEEKLY_SUMMARY_QUEUE, async () => {
    const sent = await sendWeeklySummaries(ctx);
    if (sent > 0) ctx.logger.info({ sent }, 'notifications : résumés hebdomadaires envoyés');
  });
}
