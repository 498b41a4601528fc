import type { AppContext } from '../core/context/app-context.ts';
import { purgeOldAuditEntries } from '../core/audit/service.ts';
import { purgeExpiredAuthRows } from '../core/auth/service.ts';
import { announceFallbacks } from '../core/plans/service.ts';
import { purgeAgentOAuthLeftovers } from '../modules/agent-access/service.ts';
import { purgeOldBillingEvents } from '../modules/billing/service.ts';
import { purgeOldNotifications } from '../modules/notifications/service.ts';
import { purgeDataExports } from '../modules/privacy/service.ts';
import { purgeExpiredAnalyses } from '../modules/scanner/service.ts';
import { purgeConnectionLeftovers } from '../modules/social-accounts/service.ts';
import { purgeStaleCounters } from '../core/rate-limit/service.ts';
import type { Queue } from './queue.ts';

export const MAINTENANCE_JOB = 'maintenance.purge';

/**
 * Every hour: forget ended sessions, spent reset tokens, old rate-limit windows, OAuth leftovers
 * (the networks' connections', and the agents' codes and tokens),
 * old notifications and audit entries past their year, the ids of payment events applied a month
 * ago, scanner analyses past their 30 days with their files; tell the admins of the workspaces whose unpaid renewal outlived the grace period that they
 * now have the lowest plan's limits.
 */
export async function registerMaintenanceJob(ctx: AppContext, queue: Queue): Promise<void> {
  await queue.boss.createQueue(MAINTENANCE_JOB);
  await queue.boss.schedule(MAINTENANCE_JOB, '17 * * * *');
  await queue.boss.work(MAINTENANCE_JOB, async () => {
    const removed =
      (await purgeExpiredAuthRows(ctx.db)) +
      (await purgeStaleCounters(ctx)) +
      (await purgeConnectionLeftovers(ctx)) +
      (await purgeAgentOAuthLeftovers(ctx)) +
      (await purgeOldNotifications(ctx)) +
      (await purgeOldAuditEntries(ctx)) +
      (await purgeOldBillingEvents(ctx)) +
      (await purgeDataExports(ctx)) +
      (await purgeExpiredAnalyses(ctx));
    ctx.logger.debug({ removed }, 'maintenance : lignes expirées supprimées');
    const fellBack = await announceFallbacks(ctx);
    if (fellBack > 0) ctx.logger.info({ fellBack }, 'maintenance : espaces passés aux limites du plan le plus bas après le délai de grâce');
  });
}
