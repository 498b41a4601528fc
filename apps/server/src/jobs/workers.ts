import type { AppContext } from '../lib/context.ts';
import { registerMaintenanceJob } from './maintenance.ts';
import { registerPublishSweepJob } from './publish-sweep.ts';
import { registerPublishTargetsJob } from './publish-targets.ts';
import type { Queue } from './queue.ts';
import { registerRefreshTokensJob } from './refresh-tokens.ts';
import { registerSendMailJob } from './send-mail.ts';

/** Job kinds this instance works on (ROLE=all or worker). */
export async function registerWorkers(ctx: AppContext, queue: Queue): Promise<void> {
  await registerSendMailJob(ctx, queue);
  await registerMaintenanceJob(ctx, queue);
  await registerRefreshTokensJob(ctx, queue);
  await registerPublishTargetsJob(ctx, queue);
  await registerPublishSweepJob(ctx, queue);
}
