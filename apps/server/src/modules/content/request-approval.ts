import type { ApprovalRequestBody, ContentItem } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { announceRequest } from './approval-announce.ts';
import { getApprovalMode } from '../../core/settings/service.ts';
import { requestApprovalUnlessRequested } from './approval-repository.ts';
import { contentItemOf, loadContentRow } from './load-content.ts';
import { checkPublishable, parseScheduledFor } from './publish-content.ts';
import type { ContentRow } from './repository.ts';

/** An item already out, or scheduled, is past asking: each status its own message. */
function refuseGoneOut(row: ContentRow): void {
  if (row.status === 'published' || row.status === 'publishing') throw new AppError(409, 'approval.notApprovable');
  if (row.status === 'scheduled') throw new AppError(409, 'approval.alreadyScheduled');
}

/**
 * POST /api/content/:id/approval/request, "Demander une validation": the admins are asked to approve
 * the item, then publish it or schedule it at `scheduledFor` as asked. Whatever is asked to go out is
 * checked now (networks, accounts, text, date in the future), so that no admin is asked to approve
 * what could not go out. Refused when the workspace has no approval, or when one is already asked.
 */
export async function requestApproval(ctx: AppContext, by: SessionInfo, id: string, body: ApprovalRequestBody): Promise<ContentItem> {
  const row = await loadContentRow(ctx, by.workspace.id, id);
  if ((await getApprovalMode(ctx, row.workspaceId)) === 'none') throw new AppError(409, 'approval.modeOff');
  refuseGoneOut(row);
  const intent = body.intent ?? 'none';
  const scheduledFor = intent === 'schedule' ? parseScheduledFor(body.scheduledFor, new Date(ctx.clock.now())) : null;
  if (intent !== 'none') await checkPublishable(ctx, row);
  const requested = await requestApprovalUnlessRequested(
    ctx.db,
    {
      contentId: row.id,
      workspaceId: row.workspaceId,
      intent,
      scheduledFor,
      requestedBy: by.user.id,
    },
    new Date(ctx.clock.now()),
  );
  if (!requested) throw new AppError(409, 'approval.alreadyRequested');
  await announceRequest(ctx, by, row, { note: body.note?.trim() ?? '', intent, again: false });
  return contentItemOf(ctx, row);
}
