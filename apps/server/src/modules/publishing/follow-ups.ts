import { apiMessagesFr, followUpsFor, NETWORK_LIMITS, type Network, type PublishOptions } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { isNetworkError } from '../../networks/network-error.ts';
import type { NetworkClient, PublishResult } from '../../networks/types.ts';
import { withFreshToken } from '../social-accounts/service.ts';
import { decide } from './outcome.ts';
import { comparable } from './comparable-text.ts';
import { FOLLOW_UPS_QUEUE, type PublishJobData } from './queues.ts';
import { markPublished } from './repository.ts';
import { rewritePostLinks } from '../links/service.ts';
import { settleOn } from './settle.ts';
import { claimNextPart, findStoppedPart, insertParts, markPartPublished, settlePart, type ClaimedPart, type NewPart } from './follow-ups-repository.ts';

const MAX_ATTEMPTS = 5;

/** What follows the post on this network: its first comment where it takes one, the thread on X. */
export function followUpsOf(platform: string, content: { firstComment: string | null; thread: string[] }): NewPart[] {
  const limits = NETWORK_LIMITS[platform as Network];
  if (!limits) return [];
  const { firstComment, thread } = followUpsFor(limits, content);
  const parts = [...(firstComment ? [{ kind: 'first_comment' as const, text: firstComment }] : []), ...thread.map((text) => ({ kind: 'thread' as const, text }))];
  return parts.map((part, index) => ({ ...part, position: index + 1 }));
}

/**
 * Records the post as out, writes its parts (once, whatever runs this again) and settles the item,
 * in one transaction: a crash between them would leave a published post whose first comment or
 * thread is never sent, or whose publication is never announced. Their job is queued after the
 * commit; lost with a crash, or on an instance without a queue (a web-only one), the sweep of a
 * worker queues it. False when the target was not in a state to be marked (another run settled it).
 */
export async function recordPublished(
  ctx: AppContext,
  target: { id: string; workspaceId: string; contentId: string; platform: string; firstComment: string | null; thread: string[]; publishOptions: PublishOptions },
  result: { externalId: string; url: string },
): Promise<boolean> {
  // The parts' links go out tagged and shortened as the post's did, written so before they are sent.
  const parts = await Promise.all(followUpsOf(target.platform, target).map(async (part) => ({ ...part, text: await rewritePostLinks(ctx, target, part.text) })));
  const marked = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const done = await markPublished(tx, target.id, result);
    if (done) await insertParts(tx, target.workspaceId, target.id, parts);
    await settleOn(tx, emit, target.workspaceId, target.contentId);
    return done;
  });
  if (marked && parts.length > 0) await enqueueFollowUps(ctx, target.id);
  return marked;
}

export async function enqueueFollowUps(ctx: AppContext, targetId: string, startAfter?: Date): Promise<void> {
  await ctx.queue?.boss.send(FOLLOW_UPS_QUEUE, { targetId } satisfies PublishJobData, { singletonKey: targetId, ...(startAfter ? { startAfter } : {}) });
}

function clientFor(ctx: AppContext, platform: string): NetworkClient | null {
  try {
    return ctx.networks.client(platform as Network);
  } catch {
    return null;
  }
}

/**
 * A part whose run died while sending it may be on the network: it is looked for among the post's
 * comments (X: its conversation) as the account wrote them, same text, not another part's. Undefined
 * when the network gives no way to look.
 */
async function findSent(ctx: AppContext, client: NetworkClient, part: ClaimedPart): Promise<PublishResult | null | undefined> {
  if (!client.comments || !part.accountId) return undefined;
  const comments = await withFreshToken(ctx, { workspaceId: part.workspaceId, id: part.accountId }, (credentials) => client.comments!.list(credentials, part.postExternalId));
  const text = comparable(part.text);
  const found = comments.find((comment) => comment.fromAccount && !part.knownExternalIds.includes(comment.id) && comparable(comment.text) === text);
  return found ? { externalId: found.id, url: found.url ?? part.postUrl ?? '' } : null;
}

/**
 * The part stops its target's follow-ups for good (`failed`), or until the author has looked
 * (`to_check`). Only the run holding the claim settles it, so its author is told once, whatever
 * runs the job again: the post went out, nothing else would tell them what did not follow it.
 */
async function stopPart(ctx: AppContext, part: ClaimedPart, outcome: 'failed' | 'to_check', reason: string): Promise<void> {
  if (!(await settlePart(ctx.db, part.id, { status: outcome, reason }))) return;
  ctx.logger.warn({ partId: part.id, platform: part.platform, outcome, reason }, 'publication : suite non publiée');
  const stopped = await findStoppedPart(ctx.db, part.id);
  if (!stopped) return;
  await ctx.events.emit('post.part_failed', {
    workspaceId: part.workspaceId,
    contentId: stopped.contentId,
    targetId: part.targetId,
    partId: part.id,
    authorId: stopped.authorId,
    title: stopped.title,
    platform: part.platform,
    // The post itself is the thread's first: its further posts are 2, 3… of the post plus them.
    part: part.kind === 'thread' ? { kind: 'thread', number: stopped.threadRank + 1, of: stopped.threadLength + 1 } : { kind: 'first_comment' },
    outcome,
    reason,
  });
}

/** Sends the part (or finds it sent), then records the outcome; true when the next part may follow. */
async function sendPart(ctx: AppContext, part: ClaimedPart): Promise<boolean> {
  const client = clientFor(ctx, part.platform);
  try {
    if (!client?.publishFollowUp || !part.accountId) throw new Error(`no follow-up on ${part.platform}`);
    const earlier = part.previousClaim ? await findSent(ctx, client, part) : null;
    if (earlier === undefined) {
      // Sent or not, no one can tell: the author checks, nothing is sent twice.
      await stopPart(ctx, part, 'to_check', apiMessagesFr['content.interrupted']);
      return false;
    }
    const accountId = part.accountId;
    const result =
      earlier ??
      (await withFreshToken(ctx, { workspaceId: part.workspaceId, id: accountId }, (credentials) =>
        client.publishFollowUp!(credentials, { postExternalId: part.postExternalId, replyToExternalId: part.replyToExternalId, text: part.text }),
      ));
    await markPartPublished(ctx.db, part.id, result);
    return true;
  } catch (error) {
    if (!isNetworkError(error)) ctx.logger.error({ err: error, partId: part.id }, 'publication : erreur inattendue sur une suite');
    const decision = decide(error, part.attempts, { maxAttempts: MAX_ATTEMPTS, retryDelaySeconds: ctx.config.publishing.retryDelaySeconds }, new Date(ctx.clock.now()));
    if (decision.action === 'retry') {
      // The time is kept on the part: a job run earlier (the sweep's, another run's) leaves it waiting.
      const waiting = await settlePart(ctx.db, part.id, { status: 'queued', reason: decision.reason, retryAt: decision.at });
      if (waiting) await enqueueFollowUps(ctx, part.targetId, decision.at);
    } else {
      await stopPart(ctx, part, decision.action === 'to_check' ? 'to_check' : 'failed', decision.reason);
    }
    return false;
  }
}

/**
 * The job of a target's parts: each in order, the next only once the previous is out (a thread's
 * post answers the one before). Each part is claimed before it is sent, so a second run never sends
 * it again; one left claimed by a run that died is first looked for on the network.
 */
export async function runFollowUpsJob(ctx: AppContext, targetId: string): Promise<void> {
  for (;;) {
    const part = await claimNextPart(ctx.db, targetId, ctx.config.publishing.jobExpirySeconds);
    if (!part) return;
    const next = await sendPart(ctx, part);
    // Whatever became of the part, the item's lists show it.
    await ctx.events.emit('content.changed', { workspaceId: part.workspaceId });
    if (!next) return;
  }
}
