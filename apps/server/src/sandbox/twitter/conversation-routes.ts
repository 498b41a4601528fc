import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { ThreadComment } from '../kit/comment-thread.ts';
import type { createGate } from '../kit/gate.ts';
import { setCommentHidden } from '../kit/posts.ts';
import { conversationOf, memberId, type Conversation } from './conversations.ts';
import { forbidden, invalidRequest, problem, xHandle } from './dialect.ts';
import { fieldsOf, tweetNode, tweetOf } from './tweet-routes.ts';

type Gate = ReturnType<typeof createGate>;

/** `max_results` of the recent search: 10 to 100, 10 when not given. */
const MIN_RESULTS = 10;
const MAX_RESULTS = 100;

const tokenOf = (offset: number) => `b${offset.toString(36)}`;
const offsetOf = (token: string | undefined) => (token && /^b[0-9a-z]{1,8}$/.test(token) ? parseInt(token.slice(1), 36) : token ? null : 0);

/** X's answer about a tweet it does not have (any more): a 404 problem. */
const unknownTweet = (id: string) => problem(404, 'Not Found Error', `Could not find tweet with id: [${id}].`, 'https://api.x.com/2/problems/resource-not-found');

/** A reply of the conversation as the v2 API shows it, with the `tweet.fields` asked for. */
function replyNode(conversation: Conversation, reply: ThreadComment, fields: string[]) {
  const { post } = conversation;
  const parent = reply.parentId ?? post.id;
  const parentAuthor = reply.parentId ? conversation.thread.find((item) => item.id === reply.parentId)?.author : null;
  return tweetNode(
    reply.id,
    reply.text,
    {
      author_id: reply.author ? memberId(reply.author.handle) : post.userId,
      created_at: reply.createdAt,
      conversation_id: post.id,
      in_reply_to_user_id: parentAuthor ? memberId(parentAuthor.handle) : post.userId,
      referenced_tweets: [{ type: 'replied_to', id: parent }],
    },
    fields,
  );
}

/** The authors of the tweets listed, for `expansions=author_id`. */
function usersOf(conversation: Conversation, replies: readonly ThreadComment[]) {
  const { post } = conversation;
  const users = new Map([[post.userId, { id: post.userId, name: post.username.replace(/[._]/g, ' '), username: xHandle(post.username) }]]);
  for (const reply of replies) {
    if (reply.author) users.set(memberId(reply.author.handle), { id: memberId(reply.author.handle), name: reply.author.name, username: reply.author.handle });
  }
  return [...users.values()];
}

/**
 * A conversation as X's API gives it: the recent search on `conversation_id:` (newest first, the
 * post itself last, `next_token` to go on), and the author's hiding of replies.
 */
export function conversationRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  scope.get<{ Querystring: Record<string, string | undefined> }>('/2/tweets/search/recent', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'comments');
    if (!caller) return reply;
    const query = request.query;
    const conversationId = query.query?.match(/^conversation_id:(\d{1,19})$/)?.[1];
    if (!conversationId) return gate.send(reply, invalidRequest('Only conversation_id: queries are served by this sandbox.', 'query'));
    const max = query.max_results === undefined ? MIN_RESULTS : Number(query.max_results);
    if (!Number.isInteger(max) || max < MIN_RESULTS || max > MAX_RESULTS) {
      return gate.send(reply, invalidRequest(`The \`max_results\` query parameter value [${query.max_results}] is not between 10 and 100`, 'max_results'));
    }
    const offset = offsetOf(query.next_token ?? query.pagination_token);
    if (offset === null) return gate.send(reply, invalidRequest('The `next_token` query parameter value is not valid', 'next_token'));
    const conversation = await conversationOf(ctx, conversationId);
    if (!conversation || conversation.tweet) return { meta: { result_count: 0 } };
    const fields = fieldsOf(query['tweet.fields']);
    const replies = conversation.thread.toReversed();
    const all = [...replies.map((item) => replyNode(conversation, item, fields)), await tweetOf(ctx.audience, conversation.post, fields)];
    const data = all.slice(offset, offset + max);
    if (data.length === 0) return { meta: { result_count: 0 } };
    const more = offset + max < all.length;
    return {
      data,
      ...(query.expansions?.split(',').includes('author_id') ? { includes: { users: usersOf(conversation, replies.slice(offset, offset + max)) } } : {}),
      meta: { newest_id: data[0]!.id, oldest_id: data[data.length - 1]!.id, result_count: data.length, ...(more ? { next_token: tokenOf(offset + max) } : {}) },
    };
  });

  /** `PUT /2/tweets/{id}/hidden {hidden}`: the author of a post hides a reply to it (or shows it again). */
  scope.put<{ Params: { id: string }; Body: { hidden?: unknown } | undefined }>('/2/tweets/:id/hidden', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'comments');
    if (!caller) return reply;
    if (!caller.scope.split(' ').includes('tweet.moderate.write')) return gate.send(reply, forbidden('Missing scope tweet.moderate.write'));
    const hidden = request.body?.hidden;
    if (typeof hidden !== 'boolean') return gate.send(reply, invalidRequest('hidden must be a boolean', 'hidden'));
    const conversation = await conversationOf(ctx, request.params.id);
    if (!conversation) return gate.send(reply, unknownTweet(request.params.id));
    if (!conversation.tweet || conversation.post.userId !== caller.userId) {
      return gate.send(reply, forbidden('You can only hide or unhide replies to conversations you authored.'));
    }
    await setCommentHidden(ctx.db, 'twitter', conversation.post.id, conversation.tweet.id, hidden);
    return { data: { hidden } };
  });
}
