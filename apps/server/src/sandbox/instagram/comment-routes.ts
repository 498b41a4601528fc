import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { takenIds, type ThreadComment } from '../kit/comment-thread.ts';
import { addReply, removeComment, setCommentHidden, type SandboxPost } from '../kit/posts.ts';
import { commentPaging, findGraphComment, graphCommentIds, memberId, nextPageUrl, pageOfComments, type FoundComment } from '../meta/comments.ts';
import { parseFieldExpression, type FieldNode } from '../meta/field-expression.ts';
import { GRAPH_ERRORS, graphTime, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type Call, type GraphFake } from '../meta/guard.ts';
import { paramsOf, textParam } from '../meta/params.ts';
import { reachableMedia } from './access.ts';
import { NETWORK } from './store.ts';

type ObjectParams = { Params: { version: string; objectId: string } };

/** What a comment edge gives when `fields` is not asked. */
const DEFAULT_FIELDS = 'id,text,timestamp';

/** Instagram's comment ids: 18 digits (a media's are 17). */
export const isCommentId = (id: string) => /^\d{18}$/.test(id);

/** The `fields` of a request as Graph reads them, or null when it cannot. */
const fieldsOf = (request: FastifyRequest) => parseFieldExpression(textParam(paramsOf(request), 'fields') ?? DEFAULT_FIELDS);

/**
 * A comment as Instagram gives it, with the fields asked: the account's own answers come `from`
 * the account, a reply names its `parent_id`, and a top-level comment's `replies` are a nested
 * edge with its own paging.
 */
function commentNode(request: FastifyRequest<ObjectParams>, fake: GraphFake, found: Omit<FoundComment, 'comment'>, comment: ThreadComment, fields: FieldNode[]) {
  const { post, thread } = found;
  const username = comment.author?.handle ?? post.username;
  const values: Record<string, unknown> = {
    id: comment.id,
    text: comment.text,
    timestamp: graphTime(comment.createdAt),
    username,
    hidden: comment.hidden,
    like_count: 0,
    from: { id: comment.author ? memberId(NETWORK, comment.author.handle) : post.userId, username },
    parent_id: comment.parentId ?? undefined,
    media: { id: post.id },
  };
  const node: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.name === 'replies') {
      if (comment.parentId !== null) continue;
      const paging = commentPaging(request, field.modifiers.limit ?? '25');
      if ('error' in paging) continue;
      const replies = thread.filter((item) => item.parentId === comment.id);
      const next = (after: string) => `${fake.siteUrl}/${request.params.version}/${comment.id}/replies?after=${after}`;
      const page = pageOfComments(replies, paging, next);
      if (page.data.length > 0)
        node.replies = { ...page, data: page.data.map((reply) => commentNode(request, fake, found, reply, field.fields ?? [{ name: 'id', modifiers: {}, fields: null }])) };
    } else if (values[field.name] !== undefined) node[field.name] = values[field.name];
  }
  return { id: comment.id, ...node };
}

/** A comment the caller may act on, or null once Graph's "does not exist" is sent. */
async function reachableComment(fake: GraphFake, call: Call, id: string, reply: FastifyReply): Promise<FoundComment | null> {
  const found = await findGraphComment(fake, id);
  if (!found) {
    await sendGraphError(reply, GRAPH_ERRORS.unknownObject(id));
    return null;
  }
  return (await reachableMedia(fake, call, found.post.id, reply)) ? found : null;
}

/** `GET /{ig-comment-id}`: the node route hands comments here. */
export async function sendCommentNode(fake: GraphFake, request: FastifyRequest<ObjectParams>, reply: FastifyReply) {
  const call = await guard(fake, request, reply, 'comments');
  if (!call) return reply;
  const found = await reachableComment(fake, call, request.params.objectId, reply);
  if (!found) return reply;
  const fields = fieldsOf(request);
  if (!fields) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('Syntax error in the fields parameter'));
  return reply.send(commentNode(request, fake, found, found.comment, fields));
}

/** An answer of the account, written now on its audience's time. */
async function answer(fake: GraphFake, post: SandboxPost, text: string, inReplyTo: string | null) {
  const id = graphCommentIds(NETWORK, post).answer(takenIds(post));
  const createdAt = new Date(await fake.audience.now(post.owner ?? null)).toISOString();
  await addReply(fake.db, NETWORK, post.id, { id, author: post.username, text, createdAt, inReplyTo });
  return id;
}

/** A page of the comments under `parentId` (null: the media's top-level comments), in the fields asked. */
function sendCommentPage(request: FastifyRequest<ObjectParams>, reply: FastifyReply, fake: GraphFake, found: Omit<FoundComment, 'comment'>, parentId: string | null) {
  const fields = fieldsOf(request);
  if (!fields) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('Syntax error in the fields parameter'));
  const paging = commentPaging(request);
  if ('error' in paging) return sendGraphError(reply, paging.error);
  const page = pageOfComments(
    found.thread.filter((comment) => comment.parentId === parentId),
    paging,
    nextPageUrl(request, fake),
  );
  return reply.send({ ...page, data: page.data.map((comment) => commentNode(request, fake, found, comment, fields)) });
}

/** A media's comments (with their replies nested where asked), replies, answers, hiding and deleting. */
export function registerInstagramComments(scope: FastifyInstance, fake: GraphFake) {
  scope.get<ObjectParams>('/:version/:objectId/comments', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const post = await reachableMedia(fake, call, request.params.objectId, reply);
    if (!post) return reply;
    const thread = await fake.audience.comments(post, graphCommentIds(NETWORK, post).audience);
    return sendCommentPage(request, reply, fake, { post, thread }, null);
  });

  scope.post<ObjectParams>('/:version/:objectId/comments', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const post = await reachableMedia(fake, call, request.params.objectId, reply);
    if (!post) return reply;
    const message = textParam(paramsOf(request), 'message');
    if (!message) return sendGraphError(reply, GRAPH_ERRORS.missingParam('message'));
    return reply.send({ id: await answer(fake, post, message, null) });
  });

  scope.get<ObjectParams>('/:version/:objectId/replies', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const found = await reachableComment(fake, call, request.params.objectId, reply);
    if (!found) return reply;
    return sendCommentPage(request, reply, fake, found, found.comment.id);
  });

  scope.post<ObjectParams>('/:version/:objectId/replies', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const found = await reachableComment(fake, call, request.params.objectId, reply);
    if (!found) return reply;
    if (found.comment.parentId !== null) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('Replies can only be made to top-level comments'));
    const message = textParam(paramsOf(request), 'message');
    if (!message) return sendGraphError(reply, GRAPH_ERRORS.missingParam('message'));
    return reply.send({ id: await answer(fake, found.post, message, found.comment.id) });
  });

  /** `POST /{ig-comment-id}?hide=true|false`: hides a comment from the public, or shows it again. */
  scope.post<ObjectParams>('/:version/:objectId', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const found = await reachableComment(fake, call, request.params.objectId, reply);
    if (!found) return reply;
    const hide = textParam(paramsOf(request), 'hide');
    if (hide !== 'true' && hide !== 'false') return sendGraphError(reply, GRAPH_ERRORS.missingParam('hide'));
    await setCommentHidden(fake.db, NETWORK, found.post.id, found.comment.id, hide === 'true');
    return reply.send({ success: true });
  });

  scope.delete<ObjectParams>('/:version/:objectId', async (request, reply) => {
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    const found = await reachableComment(fake, call, request.params.objectId, reply);
    if (!found) return reply;
    await removeComment(fake.db, NETWORK, found.post.id, found.comment.id);
    return reply.send({ success: true });
  });
}
