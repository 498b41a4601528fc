import type { AppContext } from '../core/context/app-context.ts';
import { ANALYSE_JOB, FIX_JOB, runFix, wakeAnalysisWorker, workOnWaitingList, type ScannerJob } from '../modules/scanner/service.ts';
import type { Queue } from './queue.ts';

/**
 * The scanner's analyses and fixes: one at a time per instance and kind (each keeps ffmpeg busy on
 * the machine's cores), picked up within half a second so that the page's progress starts at once.
 * An analysis job is only a wake-up: the worker takes the next analysis of the waiting list, each
 * workspace in turn. A wake-up every minute and one at start take again what a dead worker held.
 */
export async function registerScannerJobs(ctx: AppContext, queue: Queue): Promise<void> {
  const { boss } = queue;
  const options = { localConcurrency: 1, pollingIntervalSeconds: 0.5 };
  await boss.createQueue(ANALYSE_JOB);
  await boss.schedule(ANALYSE_JOB, '* * * * *');
  await boss.work(ANALYSE_JOB, options, async () => {
    await workOnWaitingList(ctx);
  });
  await boss.createQueue(FIX_JOB);
  await boss.work<ScannerJob>(FIX_JOB, options, async ([job]) => {
    if (job) await runFix(ctx, job.data.id);
  });
  await wakeAnalysisWorker(ctx);
}
