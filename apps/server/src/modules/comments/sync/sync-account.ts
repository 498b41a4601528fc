import { COMMENT_SUPPORT, type Network } from '@publia/shared';
import type { AppContext } from '../../../core/context/app-context.ts';
import { inLanes } from '../../../lib/in-lanes.ts';
import { isNetworkError } from '../../../networks/network-error.ts';
import type { CommentsApi, NetworkComment } from '../../../networks/types.ts';
import { withFreshToken } from '../../social-accounts/service.ts';
import { classify } from '../classify.ts';
import { filterWordsOf } from '../filter.ts';
import { forgetCommentStats } from '../inbox.ts';
import { shownAuthorName } from '../to-comment.ts';
import { COMMENT_CADENCE } from './cadence.ts';
import { enqueueCommentSyncs } from './enqueue.ts';
import {
  findAccountToRead,
  listPostsToRead,
  saveAccountOutcome,
  storePostReading,
  type AccountAnswer,
  type AccountToRead,
  type IncomingComment,
  type PostToRead,
} from './repository.ts';

export type CommentSyncResult =
  | { status: 'synced'; posts: number; created: number }
  | { status: 'waiting'; posts: number; created: number; retryAt: string }
  | { status: 'failed'; posts: number; created: number; error: string }
  | { status: 'skipped'; reason: 'unknown' | 'unusable' | 'unsupported' };

/** The network's time of a comment; never after the reading (a clock ahead, or an unreadable date, is the reading's time). */
const writtenAtOf = (value: string, readAt: Date) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date > readAt ? readAt : date;
};

/**
 * One account's round: each post due is listed on the network (four at a time) and stored in its
 * own transaction, which announces every new comment (`comment.received`): a crash never announces
 * what was not kept nor loses what was, and a comment read again is never new again (one row per
 * network id). The listeners in this process run after each commit, awaited before the round goes
 * on: whoever reads after the round finds the notifications already made. A rate limit keeps what
 * was stored and waits for its reset; another failure is noted on the account and does not touch
 * the other accounts.
 */
export async function syncAccountComments(ctx: AppContext, accountId: string): Promise<CommentSyncResult> {
  const account = await findAccountToRead(ctx.db, accountId);
  if (!account) return { status: 'skipped', reason: 'unknown' };
  if (!account.usable) return { status: 'skipped', reason: 'unusable' };
  const comments = ctx.networks.client(account.platform as Network).comments;
  if (!comments) return { status: 'skipped', reason: 'unsupported' };
  const now = new Date(ctx.clock.now());
  if (account.retryAt && account.retryAt > now) {
    await enqueueCommentSyncs(ctx, [account.id], account.retryAt);
    return { status: 'waiting', posts: 0, created: 0, retryAt: account.retryAt.toISOString() };
  }
  // Past what the network lets be read (X's recent search keeps 7 days), a post is not asked again:
  // its comments stay as they were, none taken for deleted.
  const readableForDays = COMMENT_SUPPORT[account.platform as Network]?.readableForDays ?? null;
  const readableSince = readableForDays === null ? null : now.getTime() - readableForDays * 86_400_000;
  const posts = (await listPostsToRead(ctx.db, account.id, now, account.askedAt)).filter((post) => readableSince === null || post.publishedAt.getTime() >= readableSince);
  const filterWords = await filterWordsOf(ctx, account.workspaceId);
  let read = 0;
  let created = 0;
  try {
    await inLanes(posts, COMMENT_CADENCE.concurrency, async (post) => {
      const listed = await listOrGone(ctx, account, post, comments);
      // Read first, then added: `created += await …` would add to the value read before the await,
      // losing what the other lanes added meanwhile.
      const fresh = await storeListing(ctx, account, post, listed, filterWords);
      created += fresh;
      read += 1;
    });
  } catch (error) {
    // The posts read before the failure are kept.
    return failed(ctx, account, error, read, created);
  }
  await saveAccountOutcome(ctx.db, account, { lastSyncedAt: new Date(ctx.clock.now()), retryAt: null, lastError: null, clearAsked: true });
  return { status: 'synced', posts: read, created };
}

/**
 * The post's comments; none when the network no longer has the post (deleted there): its comments
 * are then marked removed and the round goes on with the account's other posts.
 */
async function listOrGone(ctx: AppContext, account: AccountToRead, post: PostToRead, comments: CommentsApi): Promise<NetworkComment[]> {
  try {
    return await withFreshToken(ctx, { workspaceId: account.workspaceId, id: account.id }, (credentials) => comments.list(credentials, post.externalId));
  } catch (error) {
    if (isNetworkError(error) && error.details.notFound) return [];
    throw error;
  }
}

async function storeListing(ctx: AppContext, account: AccountToRead, post: PostToRead, listed: NetworkComment[], filterWords: readonly string[]): Promise<number> {
  const at = new Date(ctx.clock.now());
  const others: IncomingComment[] = [];
  const answers: AccountAnswer[] = [];
  for (const comment of listed) {
    const writtenAt = writtenAtOf(comment.createdAt, at);
    if (comment.fromAccount) {
      if (comment.parentId) answers.push({ externalId: comment.id, parentExternalId: comment.parentId, text: comment.text, url: comment.url, writtenAt });
      continue;
    }
    others.push({
      externalId: comment.id,
      parentExternalId: comment.parentId,
      authorName: comment.author || comment.authorHandle || '?',
      authorHandle: comment.authorHandle,
      text: comment.text,
      url: comment.url,
      writtenAt,
      hidden: comment.hidden,
      ...classify(comment.text, filterWords),
    });
  }
  const created = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const stored = await storePostReading(tx, account, post, { others, answers, whole: listed.length < COMMENT_CADENCE.listCap, at });
    for (const { id, comment } of stored) {
      await emit('comment.received', {
        workspaceId: account.workspaceId,
        commentId: id,
        platform: account.platform as Network,
        contentId: post.contentId,
        author: shownAuthorName(comment.authorName),
        text: comment.text,
        postTitle: post.title,
        flagged: comment.status === 'flagged',
      });
    }
    return stored;
  });
  forgetCommentStats(ctx, account.workspaceId);
  return created.length;
}

async function failed(ctx: AppContext, account: AccountToRead, error: unknown, posts: number, created: number): Promise<CommentSyncResult> {
  const now = ctx.clock.now();
  if (isNetworkError(error) && error.kind === 'rate_limited') {
    const reset = error.details.resetAt?.getTime();
    const retryAt = new Date(reset && reset > now ? reset : now + COMMENT_CADENCE.defaultRateLimitWaitMs);
    await saveAccountOutcome(ctx.db, account, { retryAt, lastError: error.message.slice(0, 500), clearAsked: false });
    await enqueueCommentSyncs(ctx, [account.id], retryAt);
    ctx.logger.info({ accountId: account.id, platform: account.platform, retryAt }, 'commentaires : limite de requêtes, reprise à la réinitialisation');
    return { status: 'waiting', posts, created, retryAt: retryAt.toISOString() };
  }
  const message = error instanceof Error ? error.message : String(error);
  ctx.logger.warn({ accountId: account.id, platform: account.platform, err: error }, 'commentaires : lecture du compte impossible');
  await saveAccountOutcome(ctx.db, account, { retryAt: null, lastError: message.slice(0, 500), clearAsked: false });
  return { status: 'failed', posts, created, error: message };
}
