import type { SandboxContext } from '../kit/context.ts';
import { commentIds, findInThread, takenIds, type ThreadComment } from '../kit/comment-thread.ts';
import { addReply, findPost, findPostsByPrefix, type SandboxPost } from '../kit/posts.ts';

/** Statuses have 18 digits, as an instance's ids; a reply shares the first 12 of its status's, then six of its own. */
export const STATUS_ID_DIGITS = 18;
const KEEP = 12;
const STATUS_ID = /^\d{18}$/;

export const conversationIds = (post: Pick<SandboxPost, 'id'>) => commentIds(post.id.slice(0, KEEP), post.id);

export interface Conversation {
  post: SandboxPost;
  /** Every reply under the status now, on its audience's time. */
  thread: ThreadComment[];
  /** The reply named; null when the status itself is. */
  reply: ThreadComment | null;
}

/** The conversation a status belongs to (the account's status, or a reply under it that stands now), or null. */
export async function conversationOf(ctx: SandboxContext, statusId: string): Promise<Conversation | null> {
  if (!STATUS_ID.test(statusId)) return null;
  const post = await findPost(ctx.db, 'mastodon', statusId);
  if (post?.details?.deleted) return null;
  for (const candidate of post ? [post] : await findPostsByPrefix(ctx.db, 'mastodon', statusId.slice(0, KEEP))) {
    if (candidate.details?.deleted) continue;
    const thread = await ctx.audience.comments(candidate, conversationIds(candidate).audience);
    const reply = candidate.id === statusId ? null : findInThread(thread, statusId);
    if (candidate.id === statusId || reply) return { post: candidate, thread, reply };
  }
  return null;
}

/**
 * The account's reply in its own conversation (a thread's next status, a first comment, an answer
 * to the audience), dated now on its audience's time and after its previous one; its id.
 */
export async function answerIn(ctx: SandboxContext, conversation: Conversation, text: string): Promise<{ id: string; createdAt: string }> {
  const { post, reply } = conversation;
  const id = conversationIds(post).answer(takenIds(post));
  const latest = Math.max(0, ...post.replies.map((answer) => Date.parse(answer.createdAt) + 1));
  const createdAt = new Date(Math.max(await ctx.audience.now(post.owner ?? null), latest)).toISOString();
  await addReply(ctx.db, 'mastodon', post.id, { id, author: post.username, text, createdAt, inReplyTo: reply?.id ?? null });
  return { id, createdAt };
}

/**
 * The account's thread under its status: its reply to the status, then its reply to that reply…
 * what the instance shows as one thread. Its other replies (to the audience) stay among the replies.
 */
export function threadParts(thread: readonly ThreadComment[]): ThreadComment[] {
  const parts: ThreadComment[] = [];
  let previous: string | null = null;
  for (;;) {
    const next = thread.find((comment) => comment.author === null && comment.parentId === previous);
    if (!next) return parts;
    parts.push(next);
    previous = next.id;
  }
}
