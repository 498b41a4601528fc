import { COMMENT_SUPPORT, type Network } from '@publia/shared';
import { draws, finalCommentsOf } from './audience.ts';
import { AUDIENCE_AUTHORS, AUDIENCE_REPLY_TEXTS, AUDIENCE_TEXTS, SPAM_AUTHORS, type AudienceAuthor, type AudienceCommentKind } from './audience-comment-texts.ts';
import type { SandboxPost } from './posts.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The most audience comments one sandbox post gets, and the fewest: a demo inbox always has some
 * to read, and reading one post's comments stays one small computation.
 */
export const AUDIENCE_COMMENTS_MAX = 14;
export const AUDIENCE_COMMENTS_MIN = 4;

/** The share of comments that answer another member's comment rather than the post. */
const REPLY_SHARE = 0.2;

/** How often each kind is written on a post (cumulated shares, in `AUDIENCE_COMMENT_KINDS`' terms). */
const KIND_SHARES: readonly [AudienceCommentKind, number][] = [
  ['praise', 0.32],
  ['question', 0.6],
  ['complaint', 0.74],
  ['emoji', 0.87],
  ['spam', 0.95],
  ['abuse', 1],
];

/** A comment of the demo audience on a post, as every fake words it in its network's format. */
export interface AudienceComment {
  /** Its rank among the post's audience comments, in the order they appear (0 first): its id is made from it. */
  rank: number;
  /** The rank of the audience comment it answers; null for a comment on the post itself. */
  parentRank: number | null;
  kind: AudienceCommentKind;
  author: AudienceAuthor;
  text: string;
  /** When it was written (ms), on the audience's time. */
  at: number;
}

type CommentedPost = Pick<SandboxPost, 'id' | 'network' | 'createdAt'>;

/**
 * When each audience comment of the post appears, in ms after publication, in order: as many as
 * the post's comments figure tends to (between the least and the most above), the first within
 * the hour, three in four with the feed (a few hours), the rest over the next two or three days.
 */
function delaysOf(post: CommentedPost): number[] {
  // Where the network's API reads no comments (TikTok, Pinterest), nobody's comments are simulated.
  if (!COMMENT_SUPPORT[post.network as Network]?.read) return [];
  const count = Math.min(AUDIENCE_COMMENTS_MAX, Math.max(AUDIENCE_COMMENTS_MIN, finalCommentsOf(post)));
  const feedHours = 12;
  const feedPace = 3;
  return Array.from({ length: count }, (_, index) => {
    const [wave = 0, moment = 0] = draws(`comment-time:${post.network}:${post.id}:${index}`);
    if (index === 0) return (5 + 50 * moment) * MINUTE_MS;
    if (wave >= 0.75) return (feedHours + 60 * moment) * HOUR_MS;
    // An exponential wait of `feedPace` hours on average, cut at `feedHours`.
    const hours = -feedPace * Math.log(1 - moment * (1 - Math.exp(-feedHours / feedPace)));
    return (0.2 + hours) * HOUR_MS;
  }).sort((a, b) => a - b);
}

/** How many audience comments the post shows at `at` (ms): what its comments figure may never be below. */
export function audienceCommentCount(post: CommentedPost, at: number): number {
  const published = Date.parse(post.createdAt);
  return delaysOf(post).filter((delay) => published + delay <= at).length;
}

/** One of `items`, from a draw in [0, 1), skipping those already taken when another is left. */
function pick<T>(items: readonly T[], draw: number, taken: (item: T) => boolean): T {
  const start = Math.floor(draw * items.length);
  for (let step = 0; step < items.length; step++) {
    const item = items[(start + step) % items.length]!;
    if (!taken(item)) return item;
  }
  return items[start]!;
}

const firstName = (author: AudienceAuthor) => author.name.split(' ')[0]!;

/** The comment of this rank: what it is depends on the post and the comments before it, never on the time of reading. */
function commentOf(post: CommentedPost, rank: number, at: number, earlier: readonly AudienceComment[], usedTexts: Set<string>): AudienceComment {
  const [kindDraw = 0, authorDraw = 0, textDraw = 0, replyDraw = 1, parentDraw = 0] = draws(`comment:${post.network}:${post.id}:${rank}`);
  const answerable = earlier.filter((comment) => comment.parentRank === null && comment.kind !== 'spam');
  if (rank > 0 && replyDraw < REPLY_SHARE && answerable.length > 0) {
    const parent = answerable[Math.floor(parentDraw * answerable.length)]!;
    const entry = pick(AUDIENCE_REPLY_TEXTS, textDraw, (item) => usedTexts.has(item.text));
    const author = pick(AUDIENCE_AUTHORS, authorDraw, (item) => item.handle === parent.author.handle);
    usedTexts.add(entry.text);
    return { rank, parentRank: parent.rank, kind: entry.kind, author, text: entry.text.replace('{name}', firstName(parent.author)), at };
  }
  const kind = KIND_SHARES.find(([, share]) => kindDraw < share)?.[0] ?? 'praise';
  const text = pick(AUDIENCE_TEXTS[kind], textDraw, (item) => usedTexts.has(item));
  usedTexts.add(text);
  const author = pick(kind === 'spam' ? SPAM_AUTHORS : AUDIENCE_AUTHORS, authorDraw, () => false);
  return { rank, parentRank: null, kind, author, text, at };
}

/**
 * The post's audience comments visible at `at` (ms, on the audience's time), oldest first:
 * computed when read, like the figures, and the same for the same post on any instance — so a
 * fake needs no record of them, only of what the account did to them (its answers, hides, deletes).
 */
export function audienceComments(post: CommentedPost, at: number): AudienceComment[] {
  const published = Date.parse(post.createdAt);
  const comments: AudienceComment[] = [];
  const usedTexts = new Set<string>();
  for (const [rank, delay] of delaysOf(post).entries()) {
    if (published + delay > at) break;
    comments.push(commentOf(post, rank, published + delay, comments, usedTexts));
  }
  return comments;
}
