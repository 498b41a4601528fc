import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { takenIds, type ThreadComment } from '../kit/comment-thread.ts';
import { addReply, findPost, removeComment, setCommentHidden, type SandboxPost } from '../kit/posts.ts';
import { actsFor, findPage, type SandboxPage } from '../meta/accounts.ts';
import { commentPaging, findGraphComment, graphCommentIds, memberId, nextPageUrl, pageOfComments } from '../meta/comments.ts';
import { GRAPH_ERRORS, graphTime, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type Call, type GraphFake } from '../meta/guard.ts';
import { fieldNames, paramsOf, pickFields, textParam } from '../meta/params.ts';
import { permalinkOf } from './feed-routes.ts';
import { NETWORK } from './store.ts';

type ObjectParams = { Params: { objectId: string } };

/** A Page post's comments, or a comment's replies: what `/{id}/comments` names, with the Page and every comment of the post. */
interface Target {
  post: SandboxPost;
  page: SandboxPage;
  thread: ThreadComment[];
  /** The comment named, or null when the post itself is. */
  comment: ThreadComment | null;
}

/** Graph's comment ids are `{object}_{comment}`: a post's id is `{page}_{object}`, so a post is looked up first. */
export const looksLikeComment = (id: string) => /^\d+_\d{7,}$/.test(id);

async function targetOf(fake: GraphFake, id: string): Promise<Target | null> {
  const post = await findPost(fake.db, NETWORK, id);
  const found = post ? null : await findGraphComment(fake, id);
  const target = post ?? found?.post;
  const page = target ? await findPage(fake.db, NETWORK, target.userId) : null;
  if (!target || !page) return null;
  const thread = found?.thread ?? (await fake.audience.comments(target, graphCommentIds(NETWORK, target).audience));
  return { post: target, page, thread, comment: found?.comment ?? null };
}

/**
 * The target of a call, if the caller may read it (`write`: act on it, which only the Page's own
 * token may), or null once Graph's refusal is sent: "does not exist" for what it may not see.
 */
async function reachableTarget(fake: GraphFake, call: Call, id: string, reply: FastifyReply, write: boolean): Promise<Target | null> {
  const target = await targetOf(fake, id);
  if (!target || !actsFor(call.caller, target.page)) {
    await sendGraphError(reply, GRAPH_ERRORS.unknownObject(id));
    return null;
  }
  if (write && call.caller.pageId !== target.page.id) {
    await sendGraphError(reply, GRAPH_ERRORS.pagePermission, 403);
    return null;
  }
  return target;
}

/** A comment as Graph gives it to the Page: its answers come `from` the Page, a reply names its `parent`. */
function commentNode(fake: GraphFake, target: Target, comment: ThreadComment) {
  const { post, page, thread } = target;
  return {
    id: comment.id,
    message: comment.text,
    created_time: graphTime(comment.createdAt),
    from: comment.author ? { id: memberId(NETWORK, comment.author.handle), name: comment.author.name } : { id: page.id, name: page.name },
    is_hidden: comment.hidden,
    parent: comment.parentId ? { id: comment.parentId } : undefined,
    permalink_url: `${permalinkOf(fake, post, page)}?comment_id=${comment.id}`,
    like_count: 0,
    comment_count: thread.filter((item) => item.parentId === comment.id).length,
    can_hide: comment.author !== null,
    can_remove: true,
  };
}

/** Every comment under `parentId`, however deep (Graph's `filter=stream`). */
const descendantsOf = (thread: readonly ThreadComment[], parentId: string | null): ThreadComment[] => {
  if (parentId === null) return [...thread];
  const under = new Set([parentId]);
  return thread.filter((comment) => comment.parentId !== null && under.has(comment.parentId) && under.add(comment.id));
};

/** `GET /{comment-id}`: the node route hands comments here. */
export async function sendCommentNode(fake: GraphFake, request: FastifyRequest<ObjectParams>, reply: FastifyReply) {
  const call = await guard(fake, request, reply, 'comments');
  if (!call) return reply;
  const target = await reachableTarget(fake, call, request.params.objectId, reply, false);
  if (!target) return reply;
  if (!target.comment) return sendGraphError(reply, GRAPH_ERRORS.unknownObject(request.params.objectId));
  const fields = fieldNames(textParam(paramsOf(request), 'fields'), ['id', 'message', 'created_time', 'from']);
  return reply.send(pickFields(commentNode(fake, target, target.comment), fields));
}

/** A post's comments and a comment's replies, the Page's answers, hiding and deleting. */
export function registerPageComments(scope: FastifyInstance, fake: GraphFake) {
  scope.get<ObjectParams>('/:version/:objectId/comments', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const target = await reachableTarget(fake, call, request.params.objectId, reply, false);
    if (!target) return reply;
    const params = paramsOf(request);
    const paging = commentPaging(request);
    if ('error' in paging) return sendGraphError(reply, paging.error);
    const parentId = target.comment?.id ?? null;
    // `stream`: every comment and reply, in the order written; `toplevel` (the default): one level.
    const stream = textParam(params, 'filter') === 'stream';
    const listed = stream ? descendantsOf(target.thread, parentId) : target.thread.filter((comment) => comment.parentId === parentId);
    if (textParam(params, 'order') === 'reverse_chronological') listed.reverse();
    const fields = fieldNames(textParam(params, 'fields'), ['id', 'message', 'created_time']);
    const page = pageOfComments(listed, paging, nextPageUrl(request, fake));
    return reply.send({ ...page, data: page.data.map((comment) => pickFields(commentNode(fake, target, comment), fields)) });
  });

  scope.post<ObjectParams>('/:version/:objectId/comments', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const target = await reachableTarget(fake, call, request.params.objectId, reply, true);
    if (!target) return reply;
    const message = textParam(paramsOf(request), 'message');
    if (!message) return sendGraphError(reply, GRAPH_ERRORS.missingParam('message'));
    const { post, page } = target;
    const id = graphCommentIds(NETWORK, post).answer(takenIds(post));
    const createdAt = new Date(await fake.audience.now(post.owner ?? null)).toISOString();
    await addReply(fake.db, NETWORK, post.id, { id, author: page.name, text: message, createdAt, inReplyTo: target.comment?.id ?? null });
    return reply.send({ id });
  });

  /** `POST /{comment-id} {is_hidden}`: hides a comment from everyone but its author and their friends, or shows it again. */
  scope.post<ObjectParams>('/:version/:objectId', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const target = await reachableTarget(fake, call, request.params.objectId, reply, true);
    if (!target) return reply;
    if (!target.comment) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('Only a comment can be hidden'));
    const hidden = textParam(paramsOf(request), 'is_hidden');
    if (hidden !== 'true' && hidden !== 'false') return sendGraphError(reply, GRAPH_ERRORS.missingParam('is_hidden'));
    await setCommentHidden(fake.db, NETWORK, target.post.id, target.comment.id, hidden === 'true');
    return reply.send({ success: true });
  });

  scope.delete<ObjectParams>('/:version/:objectId', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const target = await reachableTarget(fake, call, request.params.objectId, reply, true);
    if (!target) return reply;
    if (!target.comment) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('The sandbox deletes comments only'));
    await removeComment(fake.db, NETWORK, target.post.id, target.comment.id);
    return reply.send({ success: true });
  });
}
