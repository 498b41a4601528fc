import { createHash } from 'node:crypto';
import type { SandboxContext } from '../kit/context.ts';
import { commentIds, findInThread, takenIds, type ThreadComment } from '../kit/comment-thread.ts';
import { addReply, findPost, findPostsByPrefix, type SandboxPost } from '../kit/posts.ts';

/**
 * Every tweet of a sandbox conversation (the replies to a post, and theirs) shares the first 13
 * digits of the post's id, then six of its own: 19 digits, as X's ids, and the conversation of a
 * reply is found from its id alone.
 */
const KEEP = 13;

export const conversationIds = (post: Pick<SandboxPost, 'id'>) => commentIds(post.id.slice(0, KEEP), post.id);

/** A stable numeric id for an audience member, known only by handle. */
export const memberId = (handle: string) => String(BigInt(`0x${createHash('sha256').update(`twitter:${handle}`).digest('hex').slice(0, 12)}`));

export interface Conversation {
  post: SandboxPost;
  /** Every reply of the conversation now, on its audience's time. */
  thread: ThreadComment[];
  /** The reply named; null when the post itself is. */
  tweet: ThreadComment | null;
}

/** The conversation a tweet belongs to (the post, or one of its replies that stands now), or null. */
export async function conversationOf(ctx: SandboxContext, tweetId: string): Promise<Conversation | null> {
  if (!/^\d{19}$/.test(tweetId)) return null;
  const post = await findPost(ctx.db, 'twitter', tweetId);
  for (const candidate of post ? [post] : await findPostsByPrefix(ctx.db, 'twitter', tweetId.slice(0, KEEP))) {
    const thread = await ctx.audience.comments(candidate, conversationIds(candidate).audience);
    const tweet = candidate.id === tweetId ? null : findInThread(thread, tweetId);
    if (candidate.id === tweetId || tweet) return { post: candidate, thread, tweet };
  }
  return null;
}

/**
 * The account's reply in its own conversation, written now on its audience's time; its id. Each
 * is dated after the account's previous one, as X's ids and dates grow: a thread sent within one
 * millisecond still reads in the order it was written.
 */
export async function answerIn(ctx: SandboxContext, conversation: Conversation, text: string): Promise<string> {
  const { post, tweet } = conversation;
  const id = conversationIds(post).answer(takenIds(post));
  const latest = Math.max(0, ...post.replies.map((reply) => Date.parse(reply.createdAt) + 1));
  const createdAt = new Date(Math.max(await ctx.audience.now(post.owner ?? null), latest)).toISOString();
  await addReply(ctx.db, 'twitter', post.id, { id, author: post.username, text, createdAt, inReplyTo: tweet?.id ?? null });
  return id;
}
