import type { AppContext } from '../../../core/context/app-context.ts';
import { COMMENT_SYNC_QUEUE, type CommentSyncJobData } from './cadence.ts';

const INSERT_CHUNK = 1000;

/**
 * One job per account, now or at `startAfter`; an account that already has one waiting keeps it
 * (stately queue, singleton key = account id). Without a queue (a test instance) nothing is sent.
 */
export async function enqueueCommentSyncs(ctx: AppContext, accountIds: string[], startAfter?: Date): Promise<void> {
  const boss = ctx.queue?.boss;
  if (!boss) return;
  for (let i = 0; i < accountIds.length; i += INSERT_CHUNK) {
    await boss.insert(
      COMMENT_SYNC_QUEUE,
      accountIds.slice(i, i + INSERT_CHUNK).map((accountId) => ({
        data: { accountId } satisfies CommentSyncJobData,
        singletonKey: accountId,
        ...(startAfter ? { startAfter } : {}),
      })),
    );
  }
}
