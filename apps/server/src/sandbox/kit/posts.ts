import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { appendToList, getRecord, getRecords, listIndexed, listRecords, listRecordsFrom, patchRecord, removeFromList, putRecords, type SandboxRow } from './repository.ts';

/** A post the sandbox accepted: what "Voir sur le réseau" shows and what tests count. */
export interface SandboxPost {
  id: string;
  network: string;
  userId: string;
  username: string;
  text: string;
  title: string | null;
  mediaType: 'image' | 'video' | null;
  mediaUrl: string | null;
  /** The alternative text the network was sent for the photo at `mediaUrl` (absent: none). */
  mediaAltText?: string;
  /** Every medium of a post that has several (a carousel, a multi-photo post), in order; the first is `mediaUrl`'s. */
  media?: SandboxMedium[];
  createdAt: string;
  /**
   * The account's own answers to its audience (and its comments on the post: `inReplyTo` null).
   * The audience's comments and the figures are not stored but computed when read
   * (`audience-comments.ts`, `audience.ts`).
   */
  replies: { id: string; author: string; text: string; createdAt: string; inReplyTo: string | null }[];
  /** Comments the account hid from the public (they still list, marked hidden). */
  hiddenComments?: string[];
  /** Comments deleted (by the account, or by their author): they and their replies no longer list. */
  removedComments?: string[];
  /** What a network keeps beside the common fields (a Pin's board and link…). */
  details?: Record<string, string | null>;
  /** The owner of the account that posted (`SandboxUser.owner`): whose `GET /sandbox/_posts` lists it. */
  owner: string | null;
}

export type SandboxReply = SandboxPost['replies'][number];

export interface SandboxMedium {
  type: 'image' | 'video';
  url: string;
  /** The photo's alternative text as the network was sent it (absent: none). */
  altText?: string;
}

/** The medium with the alternative text its network was sent for it, when one was (a string). */
export const withAltText = (medium: SandboxMedium, altText: unknown): SandboxMedium => (typeof altText === 'string' && altText ? { ...medium, altText } : medium);

/** Network-looking numeric ids (X, Facebook, TikTok and Pinterest all use long digits). */
export const numericId = (digits = 19) => {
  const bytes = randomBytes(digits);
  return Array.from(bytes, (b, i) => (i === 0 ? 1 + (b % 9) : b % 10)).join('');
};

/*
 * Each account's timeline: one index record per post whose id is the account's key, then the
 * creation time in 15 digits, then the post id. Ids of the primary key sort by account then time,
 * so "this account's posts since T, newest first" is a range of the key, whatever the table holds.
 * Hexadecimal and digits only before the post id: the order is the same under any collation.
 */
const TIMELINE = 'timeline';
const TIME_DIGITS = 15;
const accountKey = (userId: string) => createHash('sha256').update(userId).digest('hex').slice(0, 16);
const timeDigits = (ms: number) => String(Math.max(0, Math.floor(ms))).padStart(TIME_DIGITS, '0');

export interface RecordOptions {
  /** Other records the fake keeps about the post (a shortcode, the spent container…), same statement. */
  with?: SandboxRow[];
}

/**
 * Keeps an accepted post, its timeline entry and what the fake adds to it in one INSERT: the
 * sandbox answers thousands of publishes a minute, one round trip each.
 */
export async function recordPost(db: Db, network: string, input: Omit<SandboxPost, 'network' | 'createdAt' | 'replies'>, options: RecordOptions = {}): Promise<SandboxPost> {
  const now = Date.now();
  const post: SandboxPost = { ...input, network, createdAt: new Date(now).toISOString(), replies: [] };
  await putRecords(db, network, [
    { kind: 'post', id: post.id, data: post },
    { kind: TIMELINE, id: `${accountKey(post.userId)}${timeDigits(now)}${post.id}`, data: { target: post.id } },
    ...(options.with ?? []),
  ]);
  return post;
}

export const findPost = (db: Db, network: string, id: string) => getRecord<SandboxPost>(db, network, 'post', id);

/** Changes top-level fields of a kept post (a deleted status's mark in its `details`), in one statement. */
export const patchPost = (db: Db, network: string, id: string, patch: Partial<SandboxPost>) => patchRecord<SandboxPost>(db, network, 'post', id, patch);

/** The posts of these ids, in their order (null where none), read in one query: a lookup of 100 ids is one statement. */
export async function findPosts(db: Db, network: string, ids: readonly string[]): Promise<(SandboxPost | null)[]> {
  const found = await getRecords<SandboxPost>(db, network, 'post', ids);
  return ids.map((id) => found.get(id) ?? null);
}

/** The posts of the accounts of one owner (`SandboxPost.owner`), newest first. */
export const listPosts = (db: Db, network: string, owner: string | null) => listRecords<SandboxPost>(db, network, 'post', { owner });

export interface TimelinePage {
  posts: SandboxPost[];
  /** Each post's place in the timeline: a cursor to read on from after it. */
  cursors: string[];
  /** Where the next page starts (exclusive), when there is one. */
  next: string | null;
}

/**
 * An account's posts, newest first: created at or after `since`, before `until`, and after the
 * cursor of a previous page (`after`, opaque to callers), at most `limit`.
 */
export async function timeline(
  db: Db,
  network: string,
  userId: string,
  range: { since?: Date | null; until?: Date | null; after?: string | null; limit: number },
): Promise<TimelinePage> {
  const key = accountKey(userId);
  const from = `${key}${timeDigits(range.since?.getTime() ?? 0)}`;
  const end = range.until ? `${key}${timeDigits(range.until.getTime())}` : `${key}z`;
  // A cursor of another account (or none of ours) reads nothing rather than starting over.
  if (range.after && !range.after.startsWith(key)) return { posts: [], cursors: [], next: null };
  const to = range.after && range.after < end ? range.after : end;
  const rows = await listIndexed<SandboxPost>(db, network, { kind: TIMELINE, targetKind: 'post', from, to, limit: range.limit + 1 });
  const page = rows.slice(0, range.limit);
  const cursors = page.map((row) => row.key);
  return { posts: page.map((row) => row.data), cursors, next: rows.length > range.limit ? cursors[cursors.length - 1]! : null };
}

/** Adds the account's answer to the post, in one statement (answers written at once all stay). */
export const addReply = (db: Db, network: string, postId: string, reply: SandboxReply) => appendToList<SandboxPost>(db, network, 'post', postId, 'replies', reply);

/** Hides a comment of the post from the public, or shows it again. */
export const setCommentHidden = (db: Db, network: string, postId: string, commentId: string, hidden: boolean) =>
  hidden
    ? appendToList<SandboxPost>(db, network, 'post', postId, 'hiddenComments', commentId)
    : removeFromList<SandboxPost>(db, network, 'post', postId, 'hiddenComments', commentId);

/** Deletes a comment of the post (its replies go with it): what the account or the comment's author does. */
export const removeComment = (db: Db, network: string, postId: string, commentId: string) => appendToList<SandboxPost>(db, network, 'post', postId, 'removedComments', commentId);

/**
 * The posts whose id starts with these digits (a comment's id carries its post's first digits), on
 * the primary key: as fast with 100,000 posts stored as with 10.
 */
export async function findPostsByPrefix(db: Db, network: string, prefix: string): Promise<SandboxPost[]> {
  if (!/^\d+$/.test(prefix)) return [];
  const rows = await listRecordsFrom<SandboxPost>(db, network, 'post', { from: prefix, to: `${prefix}${'9'.repeat(24)}`, limit: 5 });
  return rows.filter((post) => post.id.startsWith(prefix));
}
