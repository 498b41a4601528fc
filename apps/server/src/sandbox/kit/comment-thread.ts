import { randomInt } from 'node:crypto';
import { audienceComments } from './audience-comments.ts';
import type { AudienceAuthor } from './audience-comment-texts.ts';
import type { SandboxPost } from './posts.ts';

/** One comment under a sandbox post, in no network's words yet: each fake words it in its own. */
export interface ThreadComment {
  id: string;
  /** The comment it answers; null for a comment on the post itself. */
  parentId: string | null;
  /** The audience member who wrote it; null for the account's own answers. */
  author: AudienceAuthor | null;
  text: string;
  /** ISO instant, on the audience's time. */
  createdAt: string;
  /** Hidden from the public by the account. */
  hidden: boolean;
}

/** How a fake names the audience comment of a rank: the same id at every reading. */
export type AudienceIdOf = (rank: number) => string;

/**
 * The comments a reader of the post finds at `at` (ms, on the audience's time), oldest first: the
 * audience's (computed), the account's answers (stored with the post), each marked hidden where
 * the account hid it, without those deleted and their replies.
 */
export function commentThread(post: SandboxPost, at: number, audienceIdOf: AudienceIdOf): ThreadComment[] {
  const audience = audienceComments(post, at);
  const ids = audience.map((comment) => audienceIdOf(comment.rank));
  const hidden = new Set(post.hiddenComments ?? []);
  const removed = new Set(post.removedComments ?? []);
  const all = [
    ...audience.map((comment, index) => ({
      id: ids[index]!,
      parentId: comment.parentRank === null ? null : ids[comment.parentRank]!,
      author: comment.author,
      text: comment.text,
      createdAt: new Date(comment.at).toISOString(),
    })),
    ...post.replies.map((answer) => ({ id: answer.id, parentId: answer.inReplyTo, author: null, text: answer.text, createdAt: answer.createdAt })),
  ];
  const byId = new Map(all.map((comment) => [comment.id, comment]));
  const gone = (id: string | null, depth = 0): boolean => id !== null && depth < 100 && (removed.has(id) || gone(byId.get(id)?.parentId ?? null, depth + 1));
  return all
    .filter((comment) => !gone(comment.id))
    .map((comment) => ({ ...comment, hidden: hidden.has(comment.id) }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The thread dated on the sandbox clock. A visitor who moved the audience ahead sees a day of
 * comments at once, but a network never dates a comment in the future: the times between the
 * publication and the audience's now are spread between the publication and the real now, in the
 * same order.
 */
export function onSandboxClock(thread: ThreadComment[], postCreatedAt: string, audienceNow: number, now: number): ThreadComment[] {
  const start = Date.parse(postCreatedAt);
  if (audienceNow <= now || audienceNow <= start) return thread;
  const scale = Math.max(0, now - start) / (audienceNow - start);
  return thread.map((comment) => ({ ...comment, createdAt: new Date(start + Math.max(0, Date.parse(comment.createdAt) - start) * scale).toISOString() }));
}

/** A comment that still stands: not deleted, and visible at the reading's time. */
export const findInThread = (thread: readonly ThreadComment[], id: string) => thread.find((comment) => comment.id === id) ?? null;

/** Six digits of an audience comment of this rank; `answerDigits` never gives these. */
const audienceDigits = (rank: number) => String(rank + 1).padStart(6, '0');
/** Six digits of an answer of the account, drawn at random away from the audience's. */
const answerDigits = () => String(600_000 + randomInt(400_000));

/**
 * Comment ids made of what names the post (`prefix`: the first digits of its number, or more),
 * then six digits of the comment's own — so a fake finds the post of a comment from its id alone,
 * with no index record. `postId`, when the ids look like the post's own, is never given.
 */
export function commentIds(prefix: string, postId?: string) {
  return {
    audience: (rank: number): string => {
      const id = `${prefix}${audienceDigits(rank)}`;
      // Never the post's own id (its last six digits may happen to be these).
      return id === postId ? `${prefix}5${audienceDigits(rank).slice(1)}` : id;
    },
    /** A new id for an answer of the account, none of `taken` (the thread's, deleted ones included). */
    answer: (taken: (id: string) => boolean): string => {
      for (;;) {
        const id = `${prefix}${answerDigits()}`;
        if (id !== postId && !taken(id)) return id;
      }
    },
  };
}

/** Every id the post ever gave a comment that is not the audience's: a new answer takes none of them. */
export const takenIds = (post: SandboxPost) => {
  const taken = new Set([...post.replies.map((answer) => answer.id), ...(post.removedComments ?? [])]);
  return (id: string) => taken.has(id);
};
