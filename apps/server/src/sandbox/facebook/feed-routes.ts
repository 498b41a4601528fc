import type { FastifyInstance } from 'fastify';
import { actsFor, findPage, type SandboxPage } from '../meta/accounts.ts';
import { GRAPH_ERRORS, graphTime, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { fieldNames, paramsOf, pickFields, textParam } from '../meta/params.ts';
import { pagingOf, timelineQuery } from '../meta/timeline-params.ts';
import { timeline, type SandboxPost } from '../kit/posts.ts';
import { NETWORK } from './store.ts';

/** A feed post is `{page}_{number}`; a published video keeps its own id and its video page. */
export const permalinkOf = (fake: GraphFake, post: SandboxPost, page: SandboxPage) => {
  const [, postNumber] = post.id.split('_');
  return postNumber ? `${fake.siteUrl}/${page.id}/posts/${postNumber}` : `${fake.siteUrl}/${page.id}/videos/${post.id}/`;
};

/**
 * `GET /{page-id}/published_posts`: what the Page published, newest first, with Graph's
 * time-based (`since`, `until`) and cursor (`after`) paging. Only the Page or its owner reads it.
 */
export function registerPageFeed(scope: FastifyInstance, fake: GraphFake) {
  scope.get<{ Params: { pageId: string } }>('/:version/:pageId/published_posts', async (request, reply) => {
    const call = await guard(fake, request, reply, 'recent');
    if (!call) return reply;
    const page = await findPage(fake.db, NETWORK, request.params.pageId);
    if (!page || !actsFor(call.caller, page)) return sendGraphError(reply, GRAPH_ERRORS.unknownObject(request.params.pageId));
    const query = timelineQuery(request);
    if ('error' in query) return sendGraphError(reply, query.error);
    const fields = fieldNames(textParam(paramsOf(request), 'fields'), ['id', 'created_time', 'message']);
    const found = await timeline(fake.db, NETWORK, page.id, query);
    const data = found.posts.map((post) =>
      pickFields(
        {
          id: post.id,
          // Graph leaves `message` out of a post without text.
          message: post.text || undefined,
          created_time: graphTime(post.createdAt),
          permalink_url: permalinkOf(fake, post, page),
        },
        fields,
      ),
    );
    return reply.send({ data, ...pagingOf(request, fake.siteUrl, found) });
  });
}
