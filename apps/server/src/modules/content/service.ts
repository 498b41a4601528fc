/**
 * What other modules use of the content: one item, the history page, the badge counts, the
 * figures the analytics module measured, and the plan's count of scheduled posts.
 */
import type { AppContext } from '../../app/context.ts';
import { updateContentFigures } from './repository.ts';

export { getContent, loadContentRow, contentItemOf } from './load-content.ts';
export { checkPublishable } from './publish-content.ts';
export { approvalGate, type ApprovalPass } from './approval-gate.ts';
export { auditContent } from './content-audit.ts';
export { createDraft } from './save-draft.ts';
export { createRepost, pendRepost, setEvergreen, type RepostText } from './repost.ts';
export type { ContentRow } from './repository.ts';
export { contentHistoryJson, contentCounts } from './history.ts';
export { countScheduledPosts, ensureScheduledPostsQuota } from './scheduled-quota.ts';

/**
 * Writes the items' impressions and likes as the analytics module summed them over their
 * targets, then tells the lists (the history pages cached on this instance are forgotten).
 */
export async function setContentFigures(
  ctx: AppContext,
  workspaceId: string,
  totals: { contentId: string; impressions: number | null; likes: number | null }[],
): Promise<void> {
  if (totals.length === 0) return;
  await updateContentFigures(ctx.db, workspaceId, totals);
  await ctx.events.emit('content.changed', { workspaceId });
}
