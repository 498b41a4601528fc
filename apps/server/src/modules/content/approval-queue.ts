import type { ContentApproval, ContentItem } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { findApprovalQueue } from './repository.ts';

/** GET /api/content/approvals: the items asked to be approved and not gone out, oldest request first, each with its approval. */
export async function approvalQueue(ctx: AppContext, workspaceId: string): Promise<(ContentItem & { approval: ContentApproval })[]> {
  const items = await findApprovalQueue(ctx.db, workspaceId);
  return items.flatMap((item) => (item.approval ? [{ ...item, approval: item.approval }] : []));
}
