import type { AppContext } from '../../core/context/app-context.ts';
import { enqueueTargets, removeJobs } from './enqueue.ts';
import { settleContent } from './settle.ts';
import { queueTargets, unscheduleContent, type ContentRow, type QueuedTarget, type QueueRequest } from './transitions-repository.ts';

/**
 * The status changes of a publication, in one place: the publishing module is the only writer of
 * `publication_targets` and of an item's way out (scheduled, publishing, published, failed, back to
 * pending). The content module asks for them here; the editorial statuses (draft, pending) are its own.
 */

/**
 * Queues the item (now or at `scheduledFor`): one target per account, one job per target. Null
 * when the item left `fromStatuses` meanwhile (a concurrent request won).
 */
export async function queuePublication(ctx: AppContext, request: QueueRequest) {
  const result = await queueTargets(ctx.db, request, new Date(ctx.clock.now()));
  if (!result) return null;
  await ctx.events.emit('content.changed', { workspaceId: request.workspaceId });
  if (result.leftQueue) await ctx.events.emit('queue.changed', { workspaceId: request.workspaceId });
  await swapJobs(ctx, result.queued);
  if (request.status === 'scheduled') await announceScheduled(ctx, result.row);
  // Nothing left to send (every target already published or to check): the item ends now.
  if (result.queued.length === 0) await settleContent(ctx, request.workspaceId, request.contentId);
  return result;
}

/** Tells who listens (outgoing webhooks, automations) that the item now waits for its instant. */
export async function announceScheduled(ctx: AppContext, row: ContentRow): Promise<void> {
  if (row.status !== 'scheduled' || !row.scheduledFor) return;
  await ctx.events.emit('post.scheduled', {
    workspaceId: row.workspaceId,
    contentId: row.id,
    authorId: row.userId,
    title: row.title,
    platforms: row.platforms,
    scheduledFor: row.scheduledFor.toISOString(),
  });
}

/** Scheduled → pending, its queued targets cancelled and their jobs removed; null when it was not scheduled. */
export async function unschedulePublication(ctx: AppContext, workspaceId: string, contentId: string) {
  const result = await unscheduleContent(ctx.db, workspaceId, contentId, new Date(ctx.clock.now()));
  if (!result) return null;
  await ctx.events.emit('content.changed', { workspaceId });
  if (result.leftQueue) await ctx.events.emit('queue.changed', { workspaceId });
  await removeJobs(ctx, result.jobIds);
  return result.row;
}

/** The jobs of (re)queued targets: the one each had before removed, then theirs inserted at their due time. */
async function swapJobs(ctx: AppContext, queued: QueuedTarget[]): Promise<void> {
  await removeJobs(ctx, queued.flatMap((target) => (target.previousJobId ? [target.previousJobId] : [])));
  await enqueueTargets(ctx, queued);
}

/** After `moveQueuedTargets` committed: the moved targets' jobs follow them, and the lists are told. */
export async function targetsMoved(ctx: AppContext, workspaceId: string, moved: QueuedTarget[]): Promise<void> {
  if (moved.length === 0) return;
  await ctx.events.emit('content.changed', { workspaceId });
  await swapJobs(ctx, moved);
}
