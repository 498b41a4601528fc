import type { AppContext } from '../core/context/app-context.ts';
import { registerAnalyticsSyncJobs } from '../jobs/analytics-sync.ts';
import { registerCommentSyncJobs } from '../jobs/comments-sync.ts';
import { registerDomainEventJobs } from '../jobs/domain-events.ts';
import { registerEvergreenJob } from '../jobs/evergreen-round.ts';
import { registerInspirationWatchJob } from '../jobs/inspiration-watch.ts';
import { registerMaintenanceJob } from '../jobs/maintenance.ts';
import { registerPublishSweepJob } from '../jobs/publish-sweep.ts';
import { registerPublishTargetsJob } from '../jobs/publish-targets.ts';
import type { Queue } from '../jobs/queue.ts';
import { registerRefreshTokensJob } from '../jobs/refresh-tokens.ts';
import { registerSendMailJob } from '../jobs/send-mail.ts';
import { registerDataExportJob } from '../jobs/data-export.ts';
import { registerNotificationMailJobs } from '../jobs/notification-digest.ts';
import { registerScannerJobs } from '../jobs/scanner.ts';
import { registerWebhookDeliveryJobs } from '../jobs/webhook-deliveries.ts';

/** Every job kind's queues and schedules, and its workers (on ROLE=web, `withoutWorking`: none). */
export async function registerWorkers(ctx: AppContext, queue: Queue): Promise<void> {
  await registerSendMailJob(ctx, queue);
  await registerMaintenanceJob(ctx, queue);
  await registerRefreshTokensJob(ctx, queue);
  await registerPublishTargetsJob(ctx, queue);
  await registerPublishSweepJob(ctx, queue);
  await registerDomainEventJobs(ctx, queue);
  await registerAnalyticsSyncJobs(ctx, queue);
  await registerEvergreenJob(ctx, queue);
  await registerInspirationWatchJob(ctx, queue);
  await registerCommentSyncJobs(ctx, queue);
  await registerDataExportJob(ctx, queue);
  await registerNotificationMailJobs(ctx, queue);
  await registerScannerJobs(ctx, queue);
  await registerWebhookDeliveryJobs(ctx, queue);
}
