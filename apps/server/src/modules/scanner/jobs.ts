import { SCANNER_LIMITS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';

export const ANALYSE_JOB = 'scanner.analyse';
export const FIX_JOB = 'scanner.fix';

export interface ScannerJob {
  id: string;
}

/** How long a scanner job may run before pg-boss takes its worker for dead: the tools' limit and a margin. */
export const SCANNER_JOB_EXPIRY_SECONDS = SCANNER_LIMITS.jobTimeoutSeconds + 60;

/**
 * One job per fix (keyed by its id, so it is never queued twice). A worker that dies mid-run
 * leaves the job to expire after the time limit, and it runs once more on another worker.
 */
export async function queueFixJob(ctx: AppContext, id: string): Promise<void> {
  await ctx.queue?.boss.send(FIX_JOB, { id } satisfies ScannerJob, { singletonKey: id, retryLimit: 1, expireInSeconds: SCANNER_JOB_EXPIRY_SECONDS });
}

/**
 * Wakes a worker for the analyses' waiting list. The job names no analysis: the worker takes the
 * next one in the list's fair order, so a wake-up lost or run twice changes nothing but the moment.
 */
export async function wakeAnalysisWorker(ctx: AppContext): Promise<void> {
  await ctx.queue?.boss.send(ANALYSE_JOB, {}, { expireInSeconds: SCANNER_JOB_EXPIRY_SECONDS });
}
