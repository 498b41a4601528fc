import { apiMessagesFr, frenchMessage, type ContentItem } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { timeZoneOf, type SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { frenchDateTime } from '../../lib/french-date.ts';
import { announceDecision } from './approval-announce.ts';
import { decideApprovalIfRequested, findApproval, restoreApproval, type ApprovalRow } from './approval-repository.ts';
import { auditContent } from './content-audit.ts';
import { contentItemOf, loadContentRow } from './load-content.ts';
import { sendApproved } from './publish-content.ts';
import type { ContentRow } from './repository.ts';

/** The requested approval of an item still to go out; what an admin decides on. */
export async function loadRequested(ctx: AppContext, by: SessionInfo, id: string): Promise<{ row: ContentRow; approval: ApprovalRow }> {
  const row = await loadContentRow(ctx, by.workspace.id, id);
  const approval = await findApproval(ctx.db, row.workspaceId, row.id);
  if (approval?.status !== 'requested') throw new AppError(409, 'approval.notRequested');
  if (row.status === 'published' || row.status === 'publishing') throw new AppError(409, 'approval.notApprovable');
  return { row, approval };
}

/**
 * POST /api/content/:id/approval/approve: the item is approved, then published or scheduled as its
 * author asked, through the same checks and queueing as publishing by hand. Who asked may not
 * approve their own request. Whatever stops it from going out (a network disconnected since, a date
 * now past) is answered and the approval stays requested, nothing changed.
 */
export async function approveContent(ctx: AppContext, by: SessionInfo, id: string): Promise<{ item: ContentItem; message: string }> {
  const { row, approval } = await loadRequested(ctx, by, id);
  if (approval.requestedBy === by.user.id) throw new AppError(403, 'approval.selfApproval');
  const decide = async () => {
    const decided = await decideApprovalIfRequested(ctx.db, row.workspaceId, row.id, { status: 'approved', decidedBy: by.user.id, comment: null }, new Date(ctx.clock.now()));
    if (!decided) throw new AppError(409, 'approval.notRequested');
  };
  let item: ContentItem;
  let message: string = apiMessagesFr['approval.approved'];
  if (approval.intent === 'none') {
    await decide();
    item = await contentItemOf(ctx, row);
  } else {
    const when = approval.intent === 'schedule' ? approval.scheduledFor : null;
    if (approval.intent === 'schedule' && (!when || when.getTime() <= ctx.clock.now())) throw new AppError(400, 'content.scheduleInPast', {}, 'scheduledFor');
    let decided = false;
    try {
      // Approved before the targets are queued: the engine's claim must find the item approved.
      item = await sendApproved(ctx, row, when, async () => {
        await decide();
        decided = true;
      });
    } catch (error) {
      if (decided) await restoreApproval(ctx.db, row.workspaceId, row.id, approval, new Date(ctx.clock.now()));
      throw error;
    }
    message = when ? frenchMessage('approval.approvedScheduled', { date: frenchDateTime(when, timeZoneOf(by)) }) : apiMessagesFr['approval.approvedPublishing'];
  }
  await announceDecision(ctx, by, row, approval.requestedBy, { status: 'approved', outcome: approval.intent, comment: null });
  if (approval.intent !== 'none') {
    const scheduled = approval.intent === 'schedule';
    await auditContent(ctx, by, scheduled ? 'content.scheduled' : 'content.published', row, scheduled ? { scheduledFor: item.scheduledFor } : {});
  }
  return { item, message };
}
