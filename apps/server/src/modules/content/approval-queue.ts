import type { ContentApproval, ContentItem } from '@publia/shared';
import type { AppContext } from '../../app/context.ts';
import { findApprovalQueue, listHistoryTargets } from './repository.ts';
import { toHistoryItems } from './view.ts';

/**
 * GET /api/content/approvals: the items asked to be approved and not gone out, oldest request first,
 * each with its approval: one query for the items, one for their targets.
 */
export async function approvalQueue(ctx: AppContext, workspaceId: string): Promise<(ContentItem & { approval: ContentApproval })[]> {
  const rows = await findApprovalQueue(ctx.db, workspaceId);
  const targets = await listHistoryTargets(ctx.db, workspaceId, rows.map((row) => row.id));
  return toHistoryItems(rows, targets).flatMap((item) => (item.approval ? [{ ...item, approval: item.approval }] : []));
}
