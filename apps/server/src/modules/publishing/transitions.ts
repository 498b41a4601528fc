import type { AppContext } from '../../core/context/app-context.ts';
import type { EmitInTransaction } from '../../core/events/service.ts';
import type { Db } from '../../db/client.ts';
import { enqueueTargets, removeJobs } from './enqueue.ts';
import { settleOn } from './settle.ts';
import {
  findContentRow,
  moveQueuedTargets,
  openTargetsOf,
  queueTargets,
  unscheduleContent,
  type ContentRow,
  type QueuedTarget,
  type QueueRequest,
  type TargetMove,
} from './transitions-repository.ts';

/**
 * The status changes of a publication, in one place: the publishing module is the only writer of
 * `publication_targets` and of an item's way out (scheduled, publishing, published, failed, back to
 * pending). The content and planning modules ask for them here; the editorial statuses (draft,
 * pending) are content's own. Each command runs its transaction, writes its announcements with it
 * (`post.scheduled`, `post.published`, `content.changed`, `queue.changed`), and once committed
 * makes the targets' jobs follow them.
 */

export type { QueueRequest, TargetMove } from './transitions-repository.ts';

/** What a change of publications may do inside its transaction (`changePublications`). */
export interface PublicationChanges {
  /**
   * Queues the item (now or at `scheduledFor`): one target per account, one job per target. Null
   * when the item left `fromStatuses` meanwhile (a concurrent request won).
   */
  queue(request: QueueRequest): Promise<{ row: ContentRow; queued: number } | null>;
  /** Moves queued targets to new due times (a posting queue packed again); a target no longer queued stays. */
  move(moves: TargetMove[]): Promise<void>;
}

/**
 * Runs `work` in one transaction beside the caller's own writes on `tx` (a posting queue's lock, a
 * plan's quota: throwing undoes it all). In it, the items queued are announced as scheduled (at
 * their instant once moved) and an item with nothing left to send ends now. Once committed, each
 * touched target's job is swapped: the one it had before removed, the one of its final due time
 * inserted.
 */
export async function changePublications<T>(ctx: AppContext, workspaceId: string, work: (tx: Db, changes: PublicationChanges) => Promise<T>): Promise<T> {
  const touched = new Map<string, QueuedTarget>();
  const touch = (targets: QueuedTarget[]) => {
    // A target queued then moved in the same change keeps the job it had before this change.
    for (const target of targets) touched.set(target.id, { ...target, previousJobId: touched.get(target.id)?.previousJobId ?? target.previousJobId });
  };
  const result = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const queuedItems: { contentId: string; empty: boolean }[] = [];
    let changed = false;
    let leftQueue = false;
    const done = await work(tx, {
      async queue(request) {
        const queued = await queueTargets(tx, request, new Date(ctx.clock.now()));
        if (!queued) return null;
        changed = true;
        leftQueue ||= queued.leftQueue;
        touch(queued.queued);
        queuedItems.push({ contentId: request.contentId, empty: queued.queued.length === 0 });
        return { row: queued.row, queued: queued.queued.length };
      },
      async move(moves) {
        const moved = await moveQueuedTargets(tx, workspaceId, moves);
        changed ||= moved.length > 0;
        touch(moved);
      },
    });
    for (const item of queuedItems) {
      const row = await findContentRow(tx, workspaceId, item.contentId);
      if (row) await announceScheduled(emit, row);
      // Nothing left to send (every target already published or to check): the item ends now.
      if (item.empty) await settleOn(tx, emit, workspaceId, item.contentId);
    }
    if (changed) await emit('content.changed', { workspaceId });
    if (leftQueue) await emit('queue.changed', { workspaceId });
    return done;
  });
  await swapJobs(ctx, [...touched.values()]);
  return result;
}

/** `changePublications` of one item queued (published now, or scheduled by hand or by an approval). */
export function queuePublication(ctx: AppContext, request: QueueRequest) {
  return changePublications(ctx, request.workspaceId, (_tx, changes) => changes.queue(request));
}

/** Tells who listens (outgoing webhooks, automations) that the item now waits for its instant. */
async function announceScheduled(emit: EmitInTransaction, row: ContentRow): Promise<void> {
  if (row.status !== 'scheduled' || !row.scheduledFor) return;
  await emit('post.scheduled', {
    workspaceId: row.workspaceId,
    contentId: row.id,
    authorId: row.userId,
    title: row.title,
    platforms: row.platforms,
    scheduledFor: row.scheduledFor.toISOString(),
  });
}

/** Scheduled → pending, its queued targets cancelled and their jobs removed; null when it was not scheduled. */
export async function unschedulePublication(ctx: AppContext, workspaceId: string, contentId: string): Promise<ContentRow | null> {
  const result = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const unscheduled = await unscheduleContent(tx, workspaceId, contentId, new Date(ctx.clock.now()));
    if (!unscheduled) return null;
    await emit('content.changed', { workspaceId });
    if (unscheduled.leftQueue) await emit('queue.changed', { workspaceId });
    return unscheduled;
  });
  if (!result) return null;
  await removeJobs(ctx, result.jobIds);
  return result.row;
}

/**
 * Deletes an item with its publications: `deleteItem` (the content module's write) runs on the
 * transaction unless a target is going out; the queued targets' jobs are removed once committed.
 * False when it was going out, or `deleteItem` deleted nothing.
 */
export async function deletePublication(
  ctx: AppContext,
  workspaceId: string,
  contentId: string,
  deleteItem: (tx: Db) => Promise<{ deleted: boolean; wasQueued: boolean }>,
): Promise<boolean> {
  const jobIds = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const open = await openTargetsOf(tx, workspaceId, contentId);
    if (open.publishing) return null;
    const { deleted, wasQueued } = await deleteItem(tx);
    if (!deleted) return null;
    await emit('content.changed', { workspaceId });
    if (wasQueued) await emit('queue.changed', { workspaceId });
    return open.jobIds;
  });
  if (!jobIds) return false;
  await removeJobs(ctx, jobIds);
  return true;
}

/** The jobs of (re)queued targets: the one each had before removed, then theirs inserted at their due time. */
async function swapJobs(ctx: AppContext, queued: QueuedTarget[]): Promise<void> {
  await removeJobs(
    ctx,
    queued.flatMap((target) => (target.previousJobId ? [target.previousJobId] : [])),
  );
  await enqueueTargets(ctx, queued);
}
