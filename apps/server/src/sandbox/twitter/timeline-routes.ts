import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { timeline } from '../kit/posts.ts';
import { forbidden, invalidRequest } from './dialect.ts';
import { fieldsOf, tweetOf } from './tweet-routes.ts';

type Gate = ReturnType<typeof createGate>;

/** RFC 3339 as X reads `start_time`/`end_time`: `YYYY-MM-DDTHH:mm:ssZ`, milliseconds allowed. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

function timeParam(value: string | undefined, name: string): Date | null | { refusal: ReturnType<typeof invalidRequest> } {
  if (value === undefined) return null;
  const date = RFC3339.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return { refusal: invalidRequest(`Invalid '${name}':'${value}'. '${name}' must be a valid RFC 3339 date.`, name) };
  return date;
}

/**
 * `GET /2/users/{id}/tweets`: a user's posts, reverse chronological, between `start_time` and
 * `end_time`, `max_results` (5 to 100, 10 by default) a page with `next_token` to go on.
 */
export function timelineRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  scope.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>('/2/users/:id/tweets', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'recent');
    if (!caller) return reply;
    if (!caller.scope.split(' ').includes('tweet.read')) return gate.send(reply, forbidden('Missing scope tweet.read'));
    const query = request.query;
    if (!/^\d{1,19}$/.test(request.params.id)) return gate.send(reply, invalidRequest(`The \`id\` query parameter value [${request.params.id}] is not valid`, 'id'));
    const max = query.max_results === undefined ? 10 : Number(query.max_results);
    if (!Number.isInteger(max) || max < 5 || max > 100) {
      return gate.send(reply, invalidRequest(`The \`max_results\` query parameter value [${query.max_results}] is not between 5 and 100`, 'max_results'));
    }
    const since = timeParam(query.start_time, 'start_time');
    const until = timeParam(query.end_time, 'end_time');
    for (const time of [since, until]) if (time && 'refusal' in time) return gate.send(reply, time.refusal);
    const page = await timeline(ctx.db, 'twitter', request.params.id, {
      since: since as Date | null,
      until: until as Date | null,
      after: query.pagination_token ?? null,
      limit: max,
    });
    if (page.posts.length === 0) return { meta: { result_count: 0 } };
    const fields = fieldsOf(query['tweet.fields']);
    return {
      data: await Promise.all(page.posts.map((post) => tweetOf(ctx.audience, post, fields))),
      meta: {
        result_count: page.posts.length,
        newest_id: page.posts[0]!.id,
        oldest_id: page.posts[page.posts.length - 1]!.id,
        ...(page.next ? { next_token: page.next } : {}),
      },
    };
  });
}
