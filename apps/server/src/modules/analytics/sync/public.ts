import type { AppContext } from '../../../core/context/app-context.ts';
import { inLanes } from '../../../lib/in-lanes.ts';
import { SYNC_CADENCE } from './cadence.ts';
import { enqueueAccountSyncs } from './enqueue.ts';
import { findSyncState, listSyncableAccounts, markRequested, stopDisconnected } from './repository.ts';
import { syncAccountNow, type SyncAccountResult } from './sync-account.ts';

/** What the analytics module offers of its measuring (re-exported by its service.ts). */
export { syncAccountNow, type SyncAccountResult };
export { SYNC_ACCOUNT_QUEUE, SYNC_SCHEDULE_QUEUE, type SyncAccountJobData } from './queues.ts';
export { SYNC_CADENCE } from './cadence.ts';

/**
 * « Synchroniser »: a round for every connected account of the workspace, now; answers how many.
 * It measures every post of the last 90 days not measured since the click, whatever its cadence.
 * An account already waiting for its round (or for a rate limit's reset) keeps its place.
 */
export async function requestSync(ctx: AppContext, workspaceId: string): Promise<number> {
  const accounts = await listSyncableAccounts(ctx.db, workspaceId);
  await markRequested(ctx.db, accounts, new Date(ctx.clock.now()), true);
  await enqueueAccountSyncs(
    ctx,
    accounts.map((account) => account.id),
  );
  return accounts.length;
}

/** When the workspace's figures were last read, and whether a round asked for is under way. */
export async function syncState(ctx: AppContext, workspaceId: string): Promise<{ lastSyncedAt: string | null; running: boolean }> {
  const state = await findSyncState(ctx.db, workspaceId, new Date(ctx.clock.now() - SYNC_CADENCE.runningForMs));
  return { lastSyncedAt: state.lastSyncedAt?.toISOString() ?? null, running: state.running };
}

/**
 * The hourly schedule: the posts of disconnected accounts stop at their last figures, and every
 * connected account of every workspace gets its round (a job each).
 */
export async function scheduleSyncRound(ctx: AppContext): Promise<{ accounts: number; stopped: number }> {
  const stopped = await stopDisconnected(ctx.db);
  const accounts = await listSyncableAccounts(ctx.db, null);
  await markRequested(ctx.db, accounts, new Date(ctx.clock.now()), false);
  await enqueueAccountSyncs(
    ctx,
    accounts.map((account) => account.id),
  );
  return { accounts: accounts.length, stopped };
}

/**
 * A whole round of one workspace without the queue (benchmarks, demos): its connected accounts
 * measured `concurrency` at a time; answers each account's outcome.
 */
export async function syncWorkspaceNow(ctx: AppContext, workspaceId: string, concurrency = 3): Promise<{ accountId: string; result: SyncAccountResult }[]> {
  const accounts = await listSyncableAccounts(ctx.db, workspaceId);
  const results: { accountId: string; result: SyncAccountResult }[] = [];
  await inLanes(accounts, concurrency, async (account) => {
    results.push({ accountId: account.id, result: await syncAccountNow(ctx, account.id) });
  });
  return results;
}
