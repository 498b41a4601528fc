import type { ContentItem } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { announceDecision } from './approval-announce.ts';
import { decideApprovalIfRequested } from './approval-repository.ts';
import { loadRequested } from './approve-content.ts';
import { contentItemOf } from './load-content.ts';

/**
 * POST /api/content/:id/approval/reject, "Refuser": the comment says what to change (required). The
 * item stays where it is (pending, draft…), refused with the comment, until its author asks again.
 */
export async function rejectContent(ctx: AppContext, by: SessionInfo, id: string, rawComment: string): Promise<ContentItem> {
  const comment = rawComment.trim();
  if (!comment) throw new AppError(400, 'approval.commentRequired', {}, 'comment');
  const { row, approval } = await loadRequested(ctx, by, id);
  const decided = await decideApprovalIfRequested(ctx.db, row.workspaceId, row.id, { status: 'rejected', decidedBy: by.user.id, comment }, new Date(ctx.clock.now()));
  if (!decided) throw new AppError(409, 'approval.notRequested');
  await announceDecision(ctx, by, row, approval.requestedBy, { status: 'rejected', outcome: 'none', comment });
  return contentItemOf(ctx, row);
}
