import { DATA_EXPORT_LIMITS, type DataExport } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { dataExportView } from './export-view.ts';
import { findPendingExport, insertExport, listExportsSince, lockUserExports, markExportFailed } from './repository.ts';

/** The job that builds an export's ZIP (jobs/data-export.ts works on it). */
export const DATA_EXPORT_JOB = 'privacy.data-export';

export interface DataExportJob {
  exportId: string;
  /** The workspace the request was made from: the e-mail is filed under it in the outbox. */
  workspaceId: string;
}

const DAY_MS = 86_400_000;

/**
 * « Télécharger mes données »: one request at a time (a second while one is being prepared is a
 * 409), a few a day (429); a request pending for longer than a job can take belongs to a lost job
 * and no longer stands in the way. The ZIP is built by a job, which then e-mails the link.
 */
export async function requestDataExport(ctx: AppContext, auth: SessionInfo): Promise<DataExport> {
  const userId = auth.user.id;
  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    await lockUserExports(tx, userId);
    const pending = await findPendingExport(tx, userId);
    if (pending) {
      const stale = pending.createdAt.getTime() < now - DATA_EXPORT_LIMITS.staleAfterMinutes * 60_000;
      if (!stale) throw new AppError(409, 'privacy.exportPending');
      await markExportFailed(tx, pending.id, 'préparation interrompue (tâche perdue)', new Date(now));
    }
    const recent = await listExportsSince(tx, userId, new Date(now - DAY_MS));
    if (recent.length >= DATA_EXPORT_LIMITS.perDay) {
      const seconds = Math.max(60, Math.ceil((recent[0]!.getTime() + DAY_MS - now) / 1000));
      throw new AppError(429, 'privacy.exportTooMany', { max: DATA_EXPORT_LIMITS.perDay, minutes: Math.ceil(seconds / 60) }, undefined, seconds);
    }
    return insertExport(tx, userId, new Date(now));
  });
  const job: DataExportJob = { exportId: created.id, workspaceId: auth.workspace.id };
  // One attempt: a failure is recorded on the request and told to the user, who may ask again.
  await ctx.queue?.boss.send(DATA_EXPORT_JOB, job, { retryLimit: 0, singletonKey: created.id });
  return dataExportView(created, now);
}
