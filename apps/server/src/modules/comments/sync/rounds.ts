import type { AppContext } from '../../../core/context/app-context.ts';
import { inLanes } from '../../../lib/in-lanes.ts';
import { enqueueCommentSyncs } from './enqueue.ts';
import { listAccountsToRead, markAsked } from './repository.ts';
import { syncAccountComments, type CommentSyncResult } from './sync-account.ts';

/** Every 5 minutes: a job for each account with a post of the last 30 days (each reads only the posts due). */
export async function scheduleCommentRound(ctx: AppContext): Promise<number> {
  const accounts = await listAccountsToRead(ctx.db, null, new Date(ctx.clock.now()));
  await enqueueCommentSyncs(
    ctx,
    accounts.map((account) => account.id),
  );
  return accounts.length;
}

/** « Actualiser »: the workspace's accounts read every watched post at once. */
export async function askCommentRound(ctx: AppContext, workspaceId: string): Promise<number> {
  const now = new Date(ctx.clock.now());
  const accounts = await listAccountsToRead(ctx.db, workspaceId, now);
  await markAsked(ctx.db, accounts, now);
  await enqueueCommentSyncs(
    ctx,
    accounts.map((account) => account.id),
  );
  return accounts.length;
}

/** A whole round of one workspace without the queue (tests, benchmarks): its accounts read `concurrency` at a time. */
export async function syncWorkspaceComments(ctx: AppContext, workspaceId: string, concurrency = 3): Promise<{ accountId: string; result: CommentSyncResult }[]> {
  const accounts = await listAccountsToRead(ctx.db, workspaceId, new Date(ctx.clock.now()));
  const results: { accountId: string; result: CommentSyncResult }[] = [];
  await inLanes(accounts, concurrency, async (account) => {
    results.push({ accountId: account.id, result: await syncAccountComments(ctx, account.id) });
  });
  return results;
}
