import type { AppContext } from '../../core/context/app-context.ts';
import { updateAccount } from './repository.ts';

/**
 * The followers a measuring round read (once a day): the networks page shows them, and the time of
 * that reading as the account's last sync. A count the network did not give leaves the last one.
 */
export async function recordFollowers(ctx: AppContext, account: { workspaceId: string; id: string }, followers: number | null, at: Date): Promise<void> {
  if (followers === null) return;
  await updateAccount(ctx.db, account.workspaceId, account.id, { followers, lastSynced: at }, new Date(ctx.clock.now()));
}
