import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { insertNote, type ApprovalRow } from './approval-repository.ts';
import { auditContent } from './content-audit.ts';
import { writeContent } from './content-write.ts';
import type { ContentRow } from './repository.ts';

/** What an approval did once decided: nothing more, published now, or scheduled. */
export type ApprovalOutcome = 'none' | 'publish' | 'schedule';

/**
 * An item now waits for approval: the request's line in its notes (with the note given, if any),
 * the lists told, the approvers notified, the audit log written. `again`: an approved item was
 * edited by someone who may not approve.
 */
export async function announceRequest(ctx: AppContext, by: SessionInfo, row: ContentRow, request: { note: string; intent: ApprovalRow['intent']; again: boolean }): Promise<void> {
  const workspaceId = row.workspaceId;
  await writeContent(ctx, workspaceId, async (tx, emit) => {
    await insertNote(tx, { workspaceId, contentId: row.id, userId: by.user.id, kind: 'requested', text: request.note });
    await emit('approval.requested', {
      workspaceId,
      contentId: row.id,
      title: row.title,
      requestedBy: by.user.id,
      requesterName: actorOf(by).name,
      again: request.again,
    });
  });
  await auditContent(ctx, by, 'content.approval_requested', row, { intent: request.intent, again: request.again });
}

/**
 * An admin decided: the decision's line in the item's notes (a refusal carries its comment), the
 * lists told, who asked and who wrote the item notified (never the admin), the audit log written.
 */
export async function announceDecision(
  ctx: AppContext,
  by: SessionInfo,
  row: ContentRow,
  requestedBy: string | null,
  decision: { status: 'approved' | 'rejected'; outcome: ApprovalOutcome; comment: string | null },
): Promise<void> {
  const workspaceId = row.workspaceId;
  const recipients = [...new Set([requestedBy, row.userId])].filter((id): id is string => Boolean(id) && id !== by.user.id);
  await writeContent(ctx, workspaceId, async (tx, emit) => {
    await insertNote(tx, { workspaceId, contentId: row.id, userId: by.user.id, kind: decision.status, text: decision.comment ?? '' });
    await emit('approval.decided', {
      workspaceId,
      contentId: row.id,
      title: row.title,
      decision: decision.status,
      outcome: decision.outcome,
      decidedBy: by.user.id,
      deciderName: actorOf(by).name,
      comment: decision.comment,
      recipients,
    });
  });
  await auditContent(
    ctx,
    by,
    decision.status === 'approved' ? 'content.approved' : 'content.rejected',
    row,
    decision.status === 'approved' ? { outcome: decision.outcome } : { comment: decision.comment },
  );
}
