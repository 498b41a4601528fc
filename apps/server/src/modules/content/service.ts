/**
 * What other modules use of the content: one item, the history page, the badge counts, the
 * figures the analytics module measured, and the plan's count of scheduled posts.
 */
import type { AppContext } from '../../core/context/app-context.ts';
import type { Db } from '../../db/client.ts';
import { writeContent } from './content-write.ts';
import { lockContents, updateContentFigures } from './repository.ts';

export { getContent, loadContentRow, contentItemOf } from './load-content.ts';
export { checkPublishable } from './publish-content.ts';
export { approvalGate, type ApprovalPass } from './approval-gate.ts';
export { auditContent } from './content-audit.ts';
export { createDraft, savedMessage, updateDraft } from './save-draft.ts';
export { publishNow, scheduleContent, scheduledMessage } from './publish-content.ts';
export { cancelSchedule } from './remove-content.ts';
export { approvalQueue } from './approval-queue.ts';
export { requestApproval } from './request-approval.ts';
export { createRepost, pendRepost, setEvergreen, type RepostText } from './repost.ts';
export type { ContentRow } from './repository.ts';
export { contentHistoryJson, contentCounts } from './history.ts';
export { countScheduledPosts, ensureScheduledPostsQuota } from './scheduled-quota.ts';

/** An item's figures as the analytics module sums them over its targets. */
export interface ContentTotals {
  contentId: string;
  impressions: number | null;
  likes: number | null;
}

/**
 * Writes the items' impressions and likes as `totalsOf` sums them over their targets, read while
 * the items' rows are locked: when two accounts of one item are measured at once, the second waits
 * and sums after the first's readings are in, so the last write holds every network's latest
 * figures (unlocked, a sum read earlier could be written last). Then tells the lists (the history
 * pages cached on this instance are forgotten).
 */
export async function setContentFigures(ctx: AppContext, workspaceId: string, contentIds: string[], totalsOf: (db: Db) => Promise<ContentTotals[]>): Promise<void> {
  if (contentIds.length === 0) return;
  await writeContent(ctx, workspaceId, async (tx) => {
    await lockContents(tx, workspaceId, contentIds);
    await updateContentFigures(tx, workspaceId, await totalsOf(tx));
  });
}
