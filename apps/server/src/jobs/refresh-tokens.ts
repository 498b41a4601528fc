import type { AppContext } from '../core/context/app-context.ts';
import { refreshExpiringTokens } from '../modules/social-accounts/service.ts';
import type { Queue } from './queue.ts';

export const REFRESH_TOKENS_JOB = 'accounts.refresh-tokens';

/** Every 5 minutes: renew the social tokens that end within the next 30 minutes. */
export async function registerRefreshTokensJob(ctx: AppContext, queue: Queue): Promise<void> {
  await queue.boss.createQueue(REFRESH_TOKENS_JOB);
  await queue.boss.schedule(REFRESH_TOKENS_JOB, '*/5 * * * *');
  await queue.boss.work(REFRESH_TOKENS_JOB, async () => {
    const run = await refreshExpiringTokens(ctx);
    if (run.refreshed || run.failed) ctx.logger.info(run, 'jetons de réseaux sociaux renouvelés');
  });
}
