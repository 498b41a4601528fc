import { apiMessagesFr, composePostText, NETWORK_NAMES, type Network } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { isNetworkError } from '../../networks/network-error.ts';
import type { MediaInput, NetworkClient, PublishResult, RecentPost } from '../../networks/types.ts';
import { mediaInputFor } from '../media/service.ts';
import { rewritePostLinks } from '../links/service.ts';
import { withFreshToken } from '../social-accounts/service.ts';
import { comparable } from './comparable-text.ts';
import { enqueueDeliveryCheck } from './enqueue.ts';
import { recordPublished } from './follow-ups.ts';
import { decide } from './outcome.ts';
import { touchClaim, type ClaimedTarget } from './repository.ts';
import { claim, reclaimStale, recordFailure, refuseUnapproved, retryLater } from './target-writes.ts';

const MAX_ATTEMPTS = 5;

const composedTextOf = (target: ClaimedTarget) => composePostText({ content: target.text, variants: target.variants, keywords: target.hashtags }, target.platform as Network);

/**
 * The text the network receives: composed for it, its links tagged and shortened as the post and
 * its workspace ask. The same target always gives the same text (a link keeps its code), so a retry
 * or a look for an earlier delivery compares with what was really sent.
 */
export const postTextOf = (ctx: AppContext, target: ClaimedTarget) => rewritePostLinks(ctx, target, composedTextOf(target));

function clientFor(ctx: AppContext, platform: string): NetworkClient | null {
  try {
    return ctx.networks.client(platform as Network);
  } catch {
    return null;
  }
}

const notConnected = (platform: string) => new AppError(400, 'content.accountNotConnected', { platform: NETWORK_NAMES[platform as Network] ?? platform });

/**
 * Posts read at most when looking for one: all of them since the claim, even when a burst of
 * scheduled posts went out on the account after it (a page of 50 missed older ones, which were
 * then sent again). Network pages (5 to 250 posts) and `MAX_PAGES` bound the calls.
 */
const LOOKUP_LIMIT = 500;

/** Asks the account's recent posts whether the post is there (same text, since the claim). */
export async function findDelivered(ctx: AppContext, target: ClaimedTarget, since: Date): Promise<RecentPost | null | undefined> {
  const client = clientFor(ctx, target.platform);
  if (!client?.recentPosts || !target.accountId) return undefined;
  const text = comparable(await postTextOf(ctx, target));
  const posts = await withFreshToken(ctx, { workspaceId: target.workspaceId, id: target.accountId }, (credentials) =>
    client.recentPosts!(credentials, { since: new Date(since.getTime() - 60_000), limit: LOOKUP_LIMIT }),
  );
  return posts.find((post) => comparable(post.text) === text) ?? null;
}

/**
 * The post's media as the network client takes them, in order, each with the alternative text
 * written for it (the client sends it where its network takes one); a medium since deleted stops
 * the publication.
 */
async function mediaInputsOf(ctx: AppContext, target: ClaimedTarget): Promise<MediaInput[]> {
  const items: { id: string | null; altText?: string }[] = target.mediaItems.length > 0 ? target.mediaItems : [{ id: target.mediaId }];
  const inputs: MediaInput[] = [];
  for (const item of items) {
    if (!item.id) continue;
    const media = await mediaInputFor(ctx, target.workspaceId, item.id);
    if (!media) throw new AppError(400, 'content.mediaNotFound');
    inputs.push(item.altText ? { ...media, altText: item.altText } : media);
  }
  return inputs;
}

async function publishOnce(ctx: AppContext, target: ClaimedTarget): Promise<PublishResult> {
  const client = clientFor(ctx, target.platform);
  if (!client || !target.accountId) throw notConnected(target.platform);
  const media = await mediaInputsOf(ctx, target);
  const link = target.link ? await rewritePostLinks(ctx, target, target.link) : null;
  const input = {
    text: await postTextOf(ctx, target),
    ...(media.length > 0 ? { media } : {}),
    ...(link ? { link } : {}),
    ...(target.title ? { title: target.title } : {}),
    options: target.publishOptions,
    publicationId: target.id,
  };
  return withFreshToken(ctx, { workspaceId: target.workspaceId, id: target.accountId }, (credentials) => client.publish(credentials, input));
}

/** Runs `work` while renewing the target's claim, so that a long upload is not taken for a dead worker's. */
async function holdingClaim<T>(ctx: AppContext, targetId: string, work: () => Promise<T>): Promise<T> {
  const everyMs = Math.max(1000, (ctx.config.publishing.jobExpirySeconds * 1000) / 3);
  const timer = setInterval(() => {
    touchClaim(ctx.db, targetId).catch((error: unknown) => ctx.logger.warn({ err: error, targetId }, 'publication : renouvellement du verrou impossible'));
  }, everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * Publishes a claimed target and records what became of it; never throws for a network's answer.
 * A new attempt first looks for the post on the network (when it can): an earlier answer may have
 * been an error although the post was created.
 */
async function publishClaimed(ctx: AppContext, target: ClaimedTarget): Promise<void> {
  let result: PublishResult;
  try {
    result = await holdingClaim(ctx, target.id, async () => {
      const earlier = target.attempts > 1 ? await findDelivered(ctx, target, target.createdAt).catch(() => undefined) : undefined;
      return earlier ? { externalId: earlier.externalId, url: earlier.url } : publishOnce(ctx, target);
    });
  } catch (error) {
    if (!isNetworkError(error) && !(error instanceof AppError)) ctx.logger.error({ err: error, targetId: target.id }, 'publication : erreur inattendue');
    const decision = decide(error, target.attempts, { maxAttempts: MAX_ATTEMPTS, retryDelaySeconds: ctx.config.publishing.retryDelaySeconds }, new Date(ctx.clock.now()));
    if (decision.action === 'retry') {
      await retryLater(ctx, target, decision.reason, decision.at);
      ctx.logger.info({ targetId: target.id, platform: target.platform, at: decision.at, reason: decision.reason }, 'publication : nouvel essai prévu');
      return;
    }
    if (decision.action === 'to_check') {
      if (!(await recordFailure(ctx, target, 'to_check', decision.reason))) return;
      ctx.logger.warn({ targetId: target.id, platform: target.platform, reason: decision.reason }, 'publication : issue inconnue, à vérifier');
      if (clientFor(ctx, target.platform)?.recentPosts) await enqueueDeliveryCheck(ctx, target.id);
    } else {
      await recordFailure(ctx, target, 'failed', decision.reason);
    }
    return;
  }
  // Outside the try: should recording fail, the target stays `publishing` and the next run finds the
  // post on the network, instead of calling a published post a failure.
  await recordPublished(ctx, target, result);
}

/**
 * The job of one target. A second run of the same job, or a run after a cancel, finds nothing to
 * claim. A target left `publishing` by a worker that died is first looked for on the network: found,
 * it is published; not found, it goes out again; with no way to look, the author is asked to check.
 */
export async function runPublishJob(ctx: AppContext, targetId: string): Promise<void> {
  const claimed = await claim(ctx, targetId);
  if (claimed) {
    const lateMs = ctx.clock.now() - claimed.dueAt.getTime();
    if (lateMs > 60_000) ctx.logger.warn({ targetId, lateSeconds: Math.round(lateMs / 1000) }, 'publication partie en retard');
    return publishClaimed(ctx, claimed);
  }
  // The item needs approval (the rule changed after it was queued, or it was queued past the rule):
  // the target fails for good and its author is told, instead of waiting queued forever.
  const refused = await refuseUnapproved(ctx, targetId, apiMessagesFr['approval.engineRefused']);
  if (refused) {
    ctx.logger.info({ targetId, contentId: refused.contentId }, 'publication refusée : validation requise');
    return;
  }
  const stale = await reclaimStale(ctx, targetId);
  if (!stale) return;
  const { target, previousClaim } = stale;
  ctx.logger.warn({ targetId, platform: target.platform }, 'publication interrompue (arrêt du serveur ?) : vérification avant de republier');
  let found: RecentPost | null | undefined;
  try {
    found = await findDelivered(ctx, target, previousClaim);
  } catch (error) {
    ctx.logger.warn({ targetId, err: error }, 'publication interrompue : vérification impossible');
    found = undefined;
  }
  if (found) {
    await recordPublished(ctx, target, { externalId: found.externalId, url: found.url });
    return;
  }
  if (found === null) return publishClaimed(ctx, target);
  await recordFailure(ctx, target, 'to_check', apiMessagesFr['content.interrupted']);
}
