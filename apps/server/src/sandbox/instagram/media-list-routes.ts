import type { FastifyInstance } from 'fastify';
import { graphTime, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { fieldNames, paramsOf, pickFields, textParam } from '../meta/params.ts';
import { pagingOf, timelineQuery } from '../meta/timeline-params.ts';
import { timeline } from '../kit/posts.ts';
import { reachableAccount } from './access.ts';
import { mediaTypesOf, NETWORK, permalinkOf } from './store.ts';

/**
 * `GET /{ig-user-id}/media`: the account's published media, newest first, with Graph's
 * time-based (`since`, `until`) and cursor (`after`) paging.
 */
export function registerMediaList(scope: FastifyInstance, fake: GraphFake) {
  scope.get<{ Params: { accountId: string } }>('/:version/:accountId/media', async (request, reply) => {
    const call = await guard(fake, request, reply, 'recent');
    if (!call) return reply;
    const account = await reachableAccount(fake, call, request.params.accountId, reply);
    if (!account) return reply;
    const query = timelineQuery(request);
    if ('error' in query) return sendGraphError(reply, query.error);
    const fields = fieldNames(textParam(paramsOf(request), 'fields'), ['id']);
    const found = await timeline(fake.db, NETWORK, account.id, query);
    const data = found.posts.map((post) =>
      pickFields(
        {
          id: post.id,
          // Graph leaves `caption` out of a media without one.
          caption: post.text || undefined,
          ...mediaTypesOf(post),
          permalink: permalinkOf(fake.siteUrl, post),
          timestamp: graphTime(post.createdAt),
          username: post.username,
        },
        fields,
      ),
    );
    return reply.send({ data, ...pagingOf(request, fake.siteUrl, found) });
  });
}
