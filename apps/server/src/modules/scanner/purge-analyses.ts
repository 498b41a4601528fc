import type { AppContext } from '../../core/context/app-context.ts';
import { deleteAnalysis, findExpiredAnalyses } from './repository.ts';

/** Deletes an analysis with its files (the uploaded video and every fixed version). */
export async function deleteAnalysisAndFiles(ctx: AppContext, workspaceId: string, id: string): Promise<boolean> {
  const keys = await deleteAnalysis(ctx.db, workspaceId, id);
  if (!keys) return false;
  for (const key of keys) {
    // A file that cannot be deleted now is an orphan in the storage, not a row the user sees.
    await ctx.storage.delete(key).catch((error: unknown) => ctx.logger.warn({ err: error, key }, 'scanner : fichier non supprimé'));
  }
  return true;
}

/** The hourly maintenance's part: analyses past their 30 days go with their files. */
export async function purgeExpiredAnalyses(ctx: AppContext): Promise<number> {
  let removed = 0;
  for (const { id, workspaceId } of await findExpiredAnalyses(ctx.db, new Date(ctx.clock.now()))) {
    if (await deleteAnalysisAndFiles(ctx, workspaceId, id)) removed += 1;
  }
  return removed;
}
