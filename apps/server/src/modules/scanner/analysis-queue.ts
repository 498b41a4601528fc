import type { AppContext } from '../../core/context/app-context.ts';
import { SCANNER_JOB_EXPIRY_SECONDS, wakeAnalysisWorker } from './jobs.ts';
import { claimNextAnalysis, failAbandonedAnalyses, waitingPlace, type AnalysisRow, type WaitingRules } from './repository.ts';
import { runAnalysis } from './run-analysis.ts';

/** An analysis is run twice at most: a video whose run a worker never came back from twice is not tried a third time. */
const MAX_ATTEMPTS = 2;

/**
 * A claim older than a job's time limit (and its margin) is a dead worker's: a live run is stopped
 * by then and always ends done or failed.
 */
function waitingRules(ctx: AppContext): WaitingRules {
  return { staleBefore: new Date(ctx.clock.now() - SCANNER_JOB_EXPIRY_SECONDS * 1000), maxAttempts: MAX_ATTEMPTS };
}

/** The analysis's place in the waiting list while it is queued (1: the next one taken), else null. */
export async function queuePositionOf(ctx: AppContext, row: AnalysisRow): Promise<number | null> {
  return row.status === 'queued' ? waitingPlace(ctx.db, row.id, waitingRules(ctx)) : null;
}

/**
 * One turn of a worker: the dead workers' claims past their last run end failed, then the first
 * analysis of the waiting list is taken and run. Answers its id, or null when nothing waited.
 */
export async function analyseNext(ctx: AppContext): Promise<string | null> {
  const rules = waitingRules(ctx);
  const now = new Date(ctx.clock.now());
  const abandoned = await failAbandonedAnalyses(ctx.db, rules, { key: 'scanner.error.ffmpegFailed', params: {} }, now);
  if (abandoned.length > 0) ctx.logger.warn({ ids: abandoned }, 'scanner : analyses abandonnées après deux workers arrêtés en cours de route');
  const claim = await claimNextAnalysis(ctx.db, rules, now);
  if (!claim) return null;
  if (claim.attempt > 1) ctx.logger.warn({ id: claim.id, attempt: claim.attempt }, 'scanner : analyse reprise après un worker arrêté');
  await runAnalysis(ctx, claim);
  return claim.id;
}

/**
 * The wake-up job's work: one analysis, then another wake-up when it ran one (the list may hold
 * more), so no job outlives one analysis's time limit and every instance's worker takes its share.
 */
export async function workOnWaitingList(ctx: AppContext): Promise<void> {
  if (await analyseNext(ctx)) await wakeAnalysisWorker(ctx);
}
