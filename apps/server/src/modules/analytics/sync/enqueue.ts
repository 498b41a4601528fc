import type { AppContext } from '../../../core/context/app-context.ts';
import { SYNC_ACCOUNT_QUEUE, type SyncAccountJobData } from './queues.ts';

const INSERT_CHUNK = 1000;

/**
 * One job per account, now or at `startAfter`. An account that already has a job waiting keeps
 * it (the queue holds one waiting and one running job per account). Without a queue (a test
 * instance), nothing is sent: the rows say what was asked.
 */
export async function enqueueAccountSyncs(ctx: AppContext, accountIds: string[], startAfter?: Date): Promise<void> {
  const boss = ctx.queue?.boss;
  if (!boss) return;
  for (let i = 0; i < accountIds.length; i += INSERT_CHUNK) {
    await boss.insert(
      SYNC_ACCOUNT_QUEUE,
      accountIds.slice(i, i + INSERT_CHUNK).map((accountId) => ({
        data: { accountId } satisfies SyncAccountJobData,
        singletonKey: accountId,
        ...(startAfter ? { startAfter } : {}),
      })),
    );
  }
}
