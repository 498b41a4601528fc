import { DATA_EXPORT_LIMITS, DATA_EXPORT_LINK_HOURS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { deleteExports, failStalePendingExports, findExpiredExports } from './repository.ts';

/**
 * The hourly maintenance's part: requests pending for too long are marked failed (their job is
 * lost), expired exports lose their file then their row, failed requests are forgotten after a day.
 */
export async function purgeDataExports(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const lost = await failStalePendingExports(ctx.db, new Date(now - DATA_EXPORT_LIMITS.staleAfterMinutes * 60_000), new Date(now));
  const expired = await findExpiredExports(ctx.db, new Date(now), new Date(now - DATA_EXPORT_LINK_HOURS * 3_600_000));
  const gone: string[] = [];
  for (const row of expired) {
    try {
      if (row.storageKey) await ctx.storage.delete(row.storageKey);
      gone.push(row.id);
    } catch (error) {
      // The row stays: the next run tries the file again.
      ctx.logger.warn({ err: error, exportId: row.id }, 'export des données expiré : fichier non supprimé');
    }
  }
  return lost + (await deleteExports(ctx.db, gone));
}
