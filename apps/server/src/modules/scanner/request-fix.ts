import { NETWORK_LIMITS, NETWORK_NAMES, type Network, type ScannerFix, type ScannerFixPurpose } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { queueFixJob } from './jobs.ts';
import { findAnalysis, insertOrFindFix, restartFix, type AnalysisRow } from './repository.ts';
import { fixView } from './view.ts';

/** The workspace's analysis, finished: another workspace's is a 404, one still running a 409. */
export async function finishedAnalysis(ctx: AppContext, workspaceId: string, id: string): Promise<AnalysisRow> {
  const row = isUuid(id) ? await findAnalysis(ctx.db, workspaceId, id) : null;
  if (!row) throw new AppError(404, 'scanner.error.notFound');
  if (row.status !== 'done' || !row.measurements) throw new AppError(409, 'scanner.error.notReady');
  return row;
}

/**
 * « Optimiser pour {réseau} »: a fix per (analysis, network, purpose). Asking again answers the one
 * made or under way; a failed one starts over.
 */
export async function requestFix(ctx: AppContext, workspaceId: string, analysis: AnalysisRow, network: Network, purpose: ScannerFixPurpose): Promise<ScannerFix> {
  if (!NETWORK_LIMITS[network].video) throw new AppError(400, 'scanner.error.networkRefusesVideo', { network: NETWORK_NAMES[network] }, 'network');
  const { row, created } = await insertOrFindFix(ctx.db, { analysisId: analysis.id, workspaceId, network, purpose });
  if (!created && row.status !== 'failed') return fixView(row, ctx.storage);
  const fresh = created ? row : await restartFix(ctx.db, row.id);
  await queueFixJob(ctx, fresh.id);
  return fixView(fresh, ctx.storage);
}
