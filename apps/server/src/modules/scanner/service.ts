import type { Network, ScannerAnalysis, ScannerAnalysisSummary, ScannerFix } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { queuePositionOf } from './analysis-queue.ts';
import { deleteAnalysisAndFiles } from './purge-analyses.ts';
import { prepareForPublication, type PublicationStart } from './publication.ts';
import { findAnalysis, fixesOf, listAnalyses, scannerStorageBytes } from './repository.ts';
import { finishedAnalysis, requestFix } from './request-fix.ts';
import { analysisView, summaryView } from './view.ts';

export { startAnalysis } from './start-analysis.ts';
export { analyseNext, workOnWaitingList } from './analysis-queue.ts';
export { runFix } from './run-fix.ts';
export { purgeExpiredAnalyses } from './purge-analyses.ts';
export { ANALYSE_JOB, FIX_JOB, SCANNER_JOB_EXPIRY_SECONDS, wakeAnalysisWorker, type ScannerJob } from './jobs.ts';
export { createOcrReader } from './measure/ocr.ts';

const notFound = () => new AppError(404, 'scanner.error.notFound');

/** One analysis of the workspace with its fixes and, while it waits, its place in the waiting list; another workspace's is a 404. */
export async function getAnalysis(ctx: AppContext, workspaceId: string, id: string): Promise<ScannerAnalysis> {
  const row = isUuid(id) ? await findAnalysis(ctx.db, workspaceId, id) : null;
  if (!row) throw notFound();
  return analysisView(row, await fixesOf(ctx.db, [row.id]), ctx.storage, await queuePositionOf(ctx, row));
}

/** The analyses of the last 30 days, newest first, and what they take in the storage. */
export async function listScannerAnalyses(ctx: AppContext, workspaceId: string): Promise<{ items: ScannerAnalysisSummary[]; storageBytes: number }> {
  const rows = await listAnalyses(ctx.db, workspaceId, new Date(ctx.clock.now()));
  return { items: rows.map(summaryView), storageBytes: await scannerStorageBytes(ctx.db, workspaceId) };
}

export async function removeAnalysis(ctx: AppContext, workspaceId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteAnalysisAndFiles(ctx, workspaceId, id))) throw notFound();
}

/** « Optimiser pour {réseau} ». */
export async function optimiseFor(ctx: AppContext, workspaceId: string, id: string, network: Network): Promise<ScannerFix> {
  return requestFix(ctx, workspaceId, await finishedAnalysis(ctx, workspaceId, id), network, 'network');
}

/** « Créer une publication » from the video or one of its fixes. */
export async function publicationFrom(ctx: AppContext, auth: SessionInfo, id: string, fixId: string | undefined): Promise<PublicationStart> {
  const analysis = await finishedAnalysis(ctx, auth.workspace.id, id);
  return prepareForPublication(ctx, auth.workspace.id, auth.user.id, analysis, fixId);
}
