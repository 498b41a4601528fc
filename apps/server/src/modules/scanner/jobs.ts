import { SCANNER_LIMITS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';

export const ANALYSE_JOB = 'scanner.analyse';
export const FIX_JOB = 'scanner.fix';

export interface ScannerJob {
  id: string;
}

/**
 * One job per analysis or fix (keyed by its id, so it is never queued twice). A worker that dies
 * mid-run leaves the job to expire after the time limit, and it runs once more on another worker.
 */
export async function queueScannerJob(ctx: AppContext, name: typeof ANALYSE_JOB | typeof FIX_JOB, id: string): Promise<void> {
  await ctx.queue?.boss.send(name, { id } satisfies ScannerJob, {
    singletonKey: id,
    retryLimit: 1,
    expireInSeconds: SCANNER_LIMITS.jobTimeoutSeconds + 60,
  });
}
