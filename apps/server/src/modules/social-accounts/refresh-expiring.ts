import type { AppContext } from '../../core/context/app-context.ts';
import { isNetworkError } from '../../networks/network-error.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { findAccount, listAccountsDueForRefresh } from './repository.ts';
import { refreshAccount } from './tokens.ts';

export interface RefreshRun {
  refreshed: number;
  failed: number;
}

/**
 * The refresh job: renews, one account at a time, the tokens ending within the next 30 minutes,
 * with the rules of `refreshAccount` (a failure for good marks the account and notifies; a
 * passing failure changes nothing and is tried again on the next run).
 */
export async function refreshExpiringTokens(ctx: AppContext): Promise<RefreshRun> {
  const run: RefreshRun = { refreshed: 0, failed: 0 };
  const due = await listAccountsDueForRefresh(ctx.db, new Date(ctx.clock.now() + ACCOUNT_LIMITS.refreshJobWindowMs), ACCOUNT_LIMITS.refreshJobBatch);
  for (const { workspaceId, id } of due) {
    const row = await findAccount(ctx.db, workspaceId, id);
    if (!row?.isConnected || !row.accessTokenEnc || row.error) continue;
    try {
      await refreshAccount(ctx, row);
      run.refreshed++;
    } catch (error) {
      run.failed++;
      ctx.logger.warn(
        { accountId: id, platform: row.platform, kind: isNetworkError(error) ? error.kind : undefined, reason: (error as Error).message },
        'renouvellement de jeton impossible',
      );
    }
  }
  return run;
}
