import type { AppContext } from '../core/context/app-context.ts';
import { ANALYSE_JOB, FIX_JOB, runAnalysis, runFix, type ScannerJob } from '../modules/scanner/service.ts';
import type { Queue } from './queue.ts';

/**
 * The scanner's analyses and fixes: one at a time per instance and kind (each keeps ffmpeg busy on
 * the machine's cores), picked up within half a second so that the page's progress starts at once.
 */
export async function registerScannerJobs(ctx: AppContext, queue: Queue): Promise<void> {
  for (const [name, run] of [
    [ANALYSE_JOB, runAnalysis],
    [FIX_JOB, runFix],
  ] as const) {
    await queue.boss.createQueue(name);
    await queue.boss.work<ScannerJob>(name, { localConcurrency: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await run(ctx, job.data.id);
    });
  }
}
