import type { AppContext } from '../core/context/app-context.ts';
import { buildDataExport, DATA_EXPORT_JOB, type DataExportJob } from '../modules/privacy/service.ts';
import type { Queue } from './queue.ts';

/** Builds the ZIP of a « Télécharger mes données » request, then e-mails its link. */
export async function registerDataExportJob(ctx: AppContext, queue: Queue): Promise<void> {
  await queue.boss.createQueue(DATA_EXPORT_JOB);
  await queue.boss.work<DataExportJob>(DATA_EXPORT_JOB, async (jobs) => {
    for (const job of jobs) await buildDataExport(ctx, job.data);
  });
}
