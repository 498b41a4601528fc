import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { can } from '../../core/permissions/service.ts';
import { AppError } from '../../http/app-error.ts';
import { announceDecision, announceRequest } from './approval-announce.ts';
import { getApprovalMode } from '../../core/settings/service.ts';
import { writeContent } from './content-write.ts';
import { approveOutright, findApproval, reopenApprovalIfApproved, restoreApproval } from './approval-repository.ts';
import type { ContentRow } from './repository.ts';

/** What goes out once the rule let the item through. */
export interface ApprovalPass {
  /**
   * Runs `work` (the queueing of the item's targets). An approval the sender gives by sending the
   * item is written before, so that the engine's claim finds the item approved, and put back as it
   * was when `work` fails.
   */
  send<T>(work: () => Promise<T>, outcome: 'publish' | 'schedule'): Promise<T>;
}

const mayApprove = (by: SessionInfo | null): boolean => by !== null && can(by, 'approve_content').allowed;

/**
 * The approval rule before an item goes out (publish now, schedule, the posting queue). `by` is the
 * member sending it, or null for Publia itself (an evergreen repost), which approves nothing.
 * - The workspace requires approval and the item is not approved: refused with `approval.required`
 *   (nothing written) unless `by` may approve, whose sending approves it.
 * - Whatever the rule, an item asked to be approved and sent by a member who may approve is approved
 *   so: its requester hears of it.
 */
export async function approvalGate(ctx: AppContext, by: SessionInfo | null, row: ContentRow): Promise<ApprovalPass> {
  const [mode, previous] = await Promise.all([getApprovalMode(ctx, row.workspaceId), findApproval(ctx.db, row.workspaceId, row.id)]);
  const approved = previous?.status === 'approved';
  if (mode === 'required' && !approved && !mayApprove(by)) throw new AppError(409, 'approval.required');
  const approvesNow = mayApprove(by) && !approved && (mode === 'required' || previous?.status === 'requested');
  if (!approvesNow || !by) return { send: (work) => work() };
  return {
    async send<T>(work: () => Promise<T>, outcome: 'publish' | 'schedule'): Promise<T> {
      await writeContent(ctx, row.workspaceId, (tx) => approveOutright(tx, row.workspaceId, row.id, by.user.id, new Date(ctx.clock.now())));
      let result: T;
      try {
        result = await work();
      } catch (error) {
        await writeContent(ctx, row.workspaceId, (tx) => restoreApproval(tx, row.workspaceId, row.id, previous, new Date(ctx.clock.now())));
        throw error;
      }
      if (previous?.status === 'requested') {
        await announceDecision(ctx, by, row, previous.requestedBy, { status: 'approved', outcome, comment: null });
      }
      return result;
    },
  };
}

/**
 * An approved item edited by someone who may not approve waits for approval again (the approvers
 * are told); an admin's edit keeps it approved, and a refused item stays refused until asked
 * again. Nothing of the kind when the workspace has no approval. Answers whether it was sent back.
 */
export async function reopenAfterEdit(ctx: AppContext, by: SessionInfo, row: ContentRow): Promise<boolean> {
  if (mayApprove(by)) return false;
  if ((await getApprovalMode(ctx, row.workspaceId)) === 'none') return false;
  const reopened = await reopenApprovalIfApproved(ctx.db, row.workspaceId, row.id, by.user.id, new Date(ctx.clock.now()));
  if (!reopened) return false;
  await announceRequest(ctx, by, row, { note: '', intent: reopened.intent, again: true });
  return true;
}
