import { apiMessagesFr, type ContentItem } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import { removeJobs } from '../publishing/service.ts';
import { requireContentEditor } from './access.ts';
import { historyChanged } from './history-cache.ts';
import { contentItemOf, loadContentRow } from './load-content.ts';
import { deleteContentUnlessPublishing, unscheduleContent } from './repository.ts';

/** DELETE /api/content/:id: its queued jobs are removed; refused while it is going out. */
export async function deleteContent(ctx: AppContext, auth: SessionInfo, id: string): Promise<string> {
  const workspaceId = auth.workspace.id;
  const row = await loadContentRow(ctx, workspaceId, id);
  requireContentEditor(auth);
  if (row.status === 'publishing') throw new AppError(409, 'content.deleteWhilePublishing');
  const result = await deleteContentUnlessPublishing(ctx.db, workspaceId, id);
  if (!result.deleted) throw new AppError(409, 'content.deleteWhilePublishing');
  historyChanged(ctx, workspaceId);
  await removeJobs(ctx, result.jobIds);
  return apiMessagesFr['content.deleted'];
}

/** POST /api/content/:id/cancel: scheduled back to pending, its jobs removed. */
export async function cancelSchedule(ctx: AppContext, auth: SessionInfo, id: string): Promise<ContentItem> {
  const workspaceId = auth.workspace.id;
  await loadContentRow(ctx, workspaceId, id);
  requireContentEditor(auth);
  const result = await unscheduleContent(ctx.db, workspaceId, id);
  if (!result) throw new AppError(409, 'content.notScheduled');
  historyChanged(ctx, workspaceId);
  await removeJobs(ctx, result.jobIds);
  return contentItemOf(ctx, result.row);
}
