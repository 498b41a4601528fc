import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { commentIds, findInThread, takenIds, type ThreadComment } from '../kit/comment-thread.ts';
import type { createGate } from '../kit/gate.ts';
import { addReply, findPost, type SandboxPost } from '../kit/posts.ts';
import { liError, unprocessable } from './dialect.ts';
import { actingAs, isOrganizationUrn } from './organizations.ts';
import { restEntry } from './rest-headers.ts';

type Gate = ReturnType<typeof createGate>;
type Json = Record<string, unknown>;

/** `count` of a comments page when not given, and the most one page holds. */
const DEFAULT_COUNT = 10;
const MAX_COUNT = 100;

/**
 * A comment's own number: the first 13 digits of its post's, then six of its own (19 digits, as
 * LinkedIn's). Its URN names the post anyway: `urn:li:comment:({post urn},{number})`.
 */
export const linkedinCommentIds = (post: Pick<SandboxPost, 'id'>) => {
  const number = post.id.split(':').pop()!;
  return commentIds(number.slice(0, 13), number);
};

export const commentUrn = (postUrn: string, number: string) => `urn:li:comment:(${postUrn},${number})`;

/** The post URN and the comment's number in a comment URN, or null. */
const partsOf = (urn: string) => {
  const match = urn.match(/^urn:li:comment:\((urn:li:(?:share|ugcPost):\d+),(\d+)\)$/);
  return match ? { postUrn: match[1]!, number: match[2]! } : null;
};

/** The demo audience are members too: a stable person URN from their handle. */
const memberUrn = (handle: string) => `urn:li:person:${createHash('sha256').update(`linkedin:${handle}`).digest('base64url').slice(0, 10)}`;

/** Who wrote a post: its Page (whose URN is the post's account), or its member. */
const authorOfPost = (post: SandboxPost) => (isOrganizationUrn(post.userId) ? post.userId : `urn:li:person:${post.userId}`);

/** The audience's comments are theirs; the account's own are its author's, the Page's on a Page's post. */
const actorOf = (post: SandboxPost, comment: ThreadComment) => (comment.author ? memberUrn(comment.author.handle) : authorOfPost(post));

function commentOf(post: SandboxPost, thread: readonly ThreadComment[], comment: ThreadComment) {
  const actor = actorOf(post, comment);
  const urn = commentUrn(post.id, comment.id);
  const time = Date.parse(comment.createdAt);
  const replies = thread.filter((item) => item.parentId === comment.id).length;
  return {
    actor,
    commentUrn: urn,
    $URN: urn,
    id: comment.id,
    object: post.id,
    message: { text: comment.text, attributes: [] },
    created: { actor, time },
    lastModified: { actor, time },
    ...(comment.parentId ? { parentComment: commentUrn(post.id, comment.parentId) } : {}),
    commentsSummary: { selectedComments: [], aggregatedTotalComments: replies, totalFirstLevelComments: replies },
  };
}

/** What a `socialActions/{urn}` path names: a post, or one of its comments (which must stand now). */
async function targetOf(ctx: SandboxContext, urn: string) {
  const parts = partsOf(urn);
  const post = await findPost(ctx.db, 'linkedin', parts?.postUrn ?? urn);
  if (!post) return null;
  const thread = await ctx.audience.comments(post, linkedinCommentIds(post).audience);
  const comment = parts ? findInThread(thread, parts.number) : null;
  return parts && !comment ? null : { post, thread, comment };
}

const notFound = (urn: string) => liError(404, null, `Not Found: ${urn}`);

/** How many first-level comments a post has now: the summary of `socialActions/{urn}`. */
export const firstLevelComments = async (ctx: SandboxContext, post: SandboxPost) =>
  (await ctx.audience.comments(post, linkedinCommentIds(post).audience)).filter((comment) => comment.parentId === null).length;

/** The first-level comments of a post and the comments on a comment (`socialActions/{urn}/comments`), and new ones. */
export function commentRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  const enterRest = restEntry(gate);

  scope.get<{ Params: { urn: string }; Querystring: Record<string, string | undefined> }>('/rest/socialActions/:urn/comments', async (request, reply) => {
    const caller = await enterRest(request, reply, 'comments');
    if (!caller) return reply;
    const start = Number(request.query.start ?? 0);
    const count = Number(request.query.count ?? DEFAULT_COUNT);
    if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1)
      return gate.send(reply, liError(400, 'ILLEGAL_ARGUMENT', 'Invalid paging parameters start/count'));
    const target = await targetOf(ctx, request.params.urn);
    if (!target) return gate.send(reply, notFound(request.params.urn));
    const parentId = target.comment?.id ?? null;
    const all = target.thread.filter((comment) => comment.parentId === parentId);
    const size = Math.min(count, MAX_COUNT);
    const elements = all.slice(start, start + size).map((comment) => commentOf(target.post, target.thread, comment));
    const next = start + size < all.length;
    const href = `/rest/socialActions/${encodeURIComponent(request.params.urn)}/comments?start=${start + size}&count=${size}`;
    return { paging: { start, count: size, total: all.length, links: next ? [{ type: 'application/json', rel: 'next', href }] : [] }, elements };
  });

  scope.post<{ Params: { urn: string }; Body: Json | undefined }>('/rest/socialActions/:urn/comments', async (request, reply) => {
    const caller = await enterRest(request, reply, 'comments');
    if (!caller) return reply;
    const body = request.body ?? {};
    const text = (body.message as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string' || !text) return gate.send(reply, unprocessable('message/text'));
    // A member comments as themselves, or as a Page they administer with `w_organization_social`.
    if (!(await actingAs(ctx, caller, body.actor, 'w_organization_social')).ok) {
      return gate.send(reply, liError(403, 'ACCESS_DENIED', 'Not enough permissions to comment as this actor', 100));
    }
    const target = await targetOf(ctx, request.params.urn);
    if (!target || body.object !== target.post.id) return gate.send(reply, notFound(request.params.urn));
    const parentUrn = typeof body.parentComment === 'string' ? body.parentComment : target.comment ? request.params.urn : null;
    const parts = parentUrn ? partsOf(parentUrn) : null;
    const parent = parts && parts.postUrn === target.post.id ? findInThread(target.thread, parts.number) : null;
    if (parentUrn && !parent) return gate.send(reply, notFound(parentUrn));
    const { post } = target;
    const id = linkedinCommentIds(post).answer(takenIds(post));
    const createdAt = new Date(await ctx.audience.now(post.owner ?? null)).toISOString();
    const created: ThreadComment = { id, parentId: parent?.id ?? null, author: null, text, createdAt, hidden: false };
    await addReply(ctx.db, 'linkedin', post.id, { id, author: post.username, text, createdAt, inReplyTo: created.parentId });
    const comment = commentOf(post, [], created);
    return reply.code(201).header('x-restli-id', comment.commentUrn).send(comment);
  });
}
