import type { AppContext } from '../../core/context/app-context.ts';
import type { EmitInTransaction } from '../../core/events/service.ts';
import { enqueueTargets, retryJob } from './enqueue.ts';
import { claimTarget, markSettledFailure, reclaimStaleTarget, refuseUnapprovedTarget, requeueTarget, type ClaimedTarget } from './repository.ts';
import { settleOn } from './settle.ts';

/**
 * The engine's writes on one target, each a command that tells who follows the item: the lists
 * (`content.changed`) always, the author and the outside world (`post.failed`, `post.published`)
 * in the transaction of the change that causes it. An outcome settles the item at once.
 */

const changed = (ctx: AppContext, workspaceId: string) => ctx.events.emit('content.changed', { workspaceId });

/** The author must hear of a failure, or look for a post the network may or may not have. */
const announceFailure = (emit: EmitInTransaction, target: ClaimedTarget, outcome: 'failed' | 'to_check', reason: string) =>
  emit('post.failed', {
    workspaceId: target.workspaceId,
    contentId: target.contentId,
    targetId: target.id,
    authorId: target.authorId,
    title: target.title,
    platform: target.platform,
    outcome,
    reason,
  });

/** A queued, due target taken for this worker (null: nothing to claim). */
export async function claim(ctx: AppContext, targetId: string): Promise<ClaimedTarget | null> {
  const claimed = await claimTarget(ctx.db, targetId);
  if (claimed) await changed(ctx, claimed.workspaceId);
  return claimed;
}

/** A target left `publishing` by a worker that died, taken over by this run (null: not stale, or taken by another). */
export async function reclaimStale(ctx: AppContext, targetId: string): Promise<{ target: ClaimedTarget; previousClaim: Date } | null> {
  const stale = await reclaimStaleTarget(ctx.db, targetId, ctx.config.publishing.jobExpirySeconds);
  if (stale) await changed(ctx, stale.target.workspaceId);
  return stale;
}

/** Back to the queue for a try at `at`, with a job of its own then. */
export async function retryLater(ctx: AppContext, target: ClaimedTarget, reason: string, at: Date): Promise<void> {
  const job = retryJob(target.id, at);
  if (await requeueTarget(ctx.db, target.id, reason, job.jobId, job.dueAt)) await enqueueTargets(ctx, [job]);
  await changed(ctx, target.workspaceId);
}

/**
 * The claimed target failed for good (`failed`) or may be on the network (`to_check`): recorded
 * with its announcement, and the item settled, in one transaction. False when this run no longer
 * held the target (another settled it).
 */
export function recordFailure(ctx: AppContext, target: ClaimedTarget, outcome: 'failed' | 'to_check', reason: string): Promise<boolean> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const marked = await markSettledFailure(tx, target.id, outcome, reason);
    if (marked) await announceFailure(emit, target, outcome, reason);
    await settleOn(tx, emit, target.workspaceId, target.contentId);
    return marked;
  });
}

/**
 * A due target whose item needs approval fails for good with `reason`, announced, and the item
 * settled, in one transaction; answers it to the one run that refused it.
 */
export function refuseUnapproved(ctx: AppContext, targetId: string, reason: string): Promise<ClaimedTarget | null> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const refused = await refuseUnapprovedTarget(tx, targetId, reason);
    if (!refused) return null;
    await announceFailure(emit, refused, 'failed', reason);
    await settleOn(tx, emit, refused.workspaceId, refused.contentId);
    return refused;
  });
}
