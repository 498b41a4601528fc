import type { AppContext } from '../app/context.ts';
import { purgeOldAuditEntries } from '../core/audit/service.ts';
import { purgeExpiredAuthRows } from '../core/auth/service.ts';
import { purgeOldNotifications } from '../modules/notifications/service.ts';
import { purgeConnectionLeftovers } from '../modules/social-accounts/service.ts';
import { purgeStaleCounters } from '../core/rate-limit/service.ts';
import type { Queue } from './queue.ts';

export const MAINTENANCE_JOB = 'maintenance.purge';

/**
 * Every hour: forget ended sessions, spent reset tokens, old rate-limit windows, OAuth leftovers,
 * old notifications and audit entries past their year.
 */
export async function registerMaintenanceJob(ctx: AppContext, queue: Queue): Promise<void> {
  await queue.boss.createQueue(MAINTENANCE_JOB);
  await queue.boss.schedule(MAINTENANCE_JOB, '17 * * * *');
  await queue.boss.work(MAINTENANCE_JOB, async () => {
    const removed =
      (await purgeExpiredAuthRows(ctx.db)) +
      (await purgeStaleCounters(ctx)) +
      (await purgeConnectionLeftovers(ctx)) +
      (await purgeOldNotifications(ctx)) +
      (await purgeOldAuditEntries(ctx));
    ctx.logger.debug({ removed }, 'maintenance : lignes expirées supprimées');
  });
}
