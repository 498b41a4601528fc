import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { commentIds, findInThread, type ThreadComment } from '../kit/comment-thread.ts';
import { findPosts, findPostsByPrefix, type SandboxPost } from '../kit/posts.ts';
import type { GraphFake } from './guard.ts';
import type { GraphError } from '../../networks/meta/errors.ts';
import { GRAPH_ERRORS } from './graph-answers.ts';
import { paramsOf, textParam } from './params.ts';

/**
 * The comment ids of a Graph fake, which lead back to their post without an index: Instagram's
 * are 18 digits, the media's first twelve then six of the comment's own; Facebook's are Graph's
 * `{post object}_{comment}`, the comment part being the Page's id then six digits (a Page post is
 * `{page}_{object}`, a published video its own object).
 */
export function graphCommentIds(network: GraphFake['network'], post: Pick<SandboxPost, 'id' | 'userId'>) {
  if (network === 'instagram') return commentIds(post.id.slice(0, 12), post.id);
  const object = post.id.includes('_') ? post.id.split('_')[1]! : post.id;
  return commentIds(`${object}_${post.userId}`);
}

/** The posts a comment id may belong to. */
async function candidatePosts(fake: GraphFake, commentId: string): Promise<SandboxPost[]> {
  if (fake.network === 'instagram') return /^\d{18}$/.test(commentId) ? findPostsByPrefix(fake.db, fake.network, commentId.slice(0, 12)) : [];
  const match = commentId.match(/^(\d+)_(\d{7,})$/);
  if (!match) return [];
  const [, object, rest] = match;
  const pageId = rest!.slice(0, -6);
  return (await findPosts(fake.db, fake.network, [`${pageId}_${object}`, object!])).filter((post): post is SandboxPost => post !== null);
}

export interface FoundComment {
  post: SandboxPost;
  comment: ThreadComment;
  /** Every comment of the post now. */
  thread: ThreadComment[];
}

/**
 * A comment as it stands now (on its post's audience time), with its post and the post's other
 * comments; null for an id no post has, a comment deleted, or one not written yet.
 */
export async function findGraphComment(fake: GraphFake, commentId: string): Promise<FoundComment | null> {
  for (const post of await candidatePosts(fake, commentId)) {
    const thread = await fake.audience.comments(post, graphCommentIds(fake.network, post).audience);
    const comment = findInThread(thread, commentId);
    if (comment) return { post, comment, thread };
  }
  return null;
}

/** A stable numeric id for an audience member, as Graph gives people and accounts. */
export const memberId = (network: string, handle: string) => BigInt(`0x${createHash('sha256').update(`${network}:member:${handle}`).digest('hex').slice(0, 13)}`).toString();

/** Graph's page size when `limit` is not given, and the most it gives in one page. */
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

const encode = (id: string) => Buffer.from(id).toString('base64url');
const decode = (cursor: string) => Buffer.from(cursor, 'base64url').toString();

/** What a comment edge asks: the page size and where it goes on from (`after`), or Graph's refusal. */
export function commentPaging(request: FastifyRequest, limitModifier?: string): { limit: number; after: string | null } | { error: GraphError } {
  const params = paramsOf(request);
  const limitText = limitModifier ?? textParam(params, 'limit');
  const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) return { error: GRAPH_ERRORS.invalidParam('The parameter limit must be a positive integer') };
  const after = limitModifier === undefined ? textParam(params, 'after') : null;
  return { limit: Math.min(limit, MAX_LIMIT), after: after === null ? null : decode(after) };
}

/**
 * One page of comments with Graph's `paging`: the cursors of the page, and `next` (the address of
 * the following page) only when there is more to read.
 */
export function pageOfComments<T extends { id: string }>(items: readonly T[], paging: { limit: number; after: string | null }, nextUrl: (after: string) => string) {
  const start = paging.after === null ? 0 : items.findIndex((item) => item.id === paging.after) + 1;
  // A cursor of a comment since deleted reads on from nothing rather than starting over.
  const page = start === 0 && paging.after !== null ? [] : items.slice(start, start + paging.limit);
  if (page.length === 0) return { data: page, paging: {} };
  const cursors = { before: encode(page[0]!.id), after: encode(page[page.length - 1]!.id) };
  const more = start + paging.limit < items.length;
  return { data: page, paging: more ? { cursors, next: nextUrl(cursors.after) } : { cursors } };
}

/** The address of the next page: the request's own, `after` set. */
export function nextPageUrl(request: FastifyRequest, fake: GraphFake) {
  return (after: string) => {
    const next = new URL(request.url, fake.publicUrl);
    next.searchParams.set('after', after);
    return next.toString();
  };
}

/** One insights value, shaped as Graph answers it for Pages and Instagram media alike. */
export const insightItem = (objectId: string, name: string, value: unknown) => ({
  name,
  period: 'lifetime',
  values: [{ value }],
  title: name,
  description: '',
  id: `${objectId}/insights/${name}/lifetime`,
});
