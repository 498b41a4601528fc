import type { ApprovalMode } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { SessionInfo } from '../auth/service.ts';
import { findApprovalMode, upsertApprovalMode } from './repository.ts';

/** The workspace's approval rule; 'none' (publish freely) until an admin chooses another. */
export async function getApprovalMode(ctx: AppContext, workspaceId: string): Promise<ApprovalMode> {
  return (await findApprovalMode(ctx.db, workspaceId)) ?? 'none';
}

/** Saves the rule (the route declares `edit_settings`: admins); a change is written in the audit log. */
export async function saveApprovalMode(ctx: AppContext, auth: SessionInfo, mode: ApprovalMode, ip: string | null = null): Promise<ApprovalMode> {
  const workspaceId = auth.workspace.id;
  const from = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const before = (await findApprovalMode(tx, workspaceId)) ?? 'none';
    await upsertApprovalMode(tx, workspaceId, mode, new Date(ctx.clock.now()));
    // Every item's `needsApproval` follows the rule: the lists (and this instance's cached history pages) are stale.
    if (before !== mode) await emit('content.changed', { workspaceId });
    return before;
  });
  if (from !== mode) {
    await recordAudit(ctx, {
      workspaceId: auth.workspace.id,
      actor: actorOf(auth),
      action: 'settings.changed',
      details: { setting: 'approvalMode', from, to: mode },
      ip,
    });
  }
  return mode;
}
