import { apiMessagesFr, type ContentItem } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { deletePublication, unschedulePublication } from '../publishing/service.ts';
import { auditContent } from './content-audit.ts';
import { contentItemOf, loadContentRow } from './load-content.ts';
import { deleteContentRow } from './repository.ts';

/** DELETE /api/content/:id: its queued jobs are removed; refused while it is going out. */
export async function deleteContent(ctx: AppContext, auth: SessionInfo, id: string): Promise<string> {
  const workspaceId = auth.workspace.id;
  const row = await loadContentRow(ctx, workspaceId, id);
  if (row.status === 'publishing') throw new AppError(409, 'content.deleteWhilePublishing');
  const deleted = await deletePublication(ctx, workspaceId, id, (tx) => deleteContentRow(tx, workspaceId, id));
  if (!deleted) throw new AppError(409, 'content.deleteWhilePublishing');
  await auditContent(ctx, auth, 'content.deleted', row);
  return apiMessagesFr['content.deleted'];
}

/** POST /api/content/:id/cancel: scheduled back to pending, its jobs removed. */
export async function cancelSchedule(ctx: AppContext, auth: SessionInfo, id: string): Promise<ContentItem> {
  const workspaceId = auth.workspace.id;
  await loadContentRow(ctx, workspaceId, id);
  const row = await unschedulePublication(ctx, workspaceId, id);
  if (!row) throw new AppError(409, 'content.notScheduled');
  await auditContent(ctx, auth, 'content.unscheduled', row);
  return contentItemOf(ctx, row);
}
