import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { timeline } from '../kit/posts.ts';
import { findPublicAccountById } from '../kit/public-accounts.ts';
import { forbidden, invalidRequest } from './dialect.ts';
import { publicTimelineAnswer } from './public-account-routes.ts';
import { fieldsOf, tweetOf } from './tweet-routes.ts';

type Gate = ReturnType<typeof createGate>;
type Refusal = { refusal: ReturnType<typeof invalidRequest> };

/** RFC 3339 as X reads `start_time`/`end_time`: `YYYY-MM-DDTHH:mm:ssZ`, milliseconds allowed. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

const EXCLUDABLE = ['replies', 'retweets'];

function timeParam(value: string | undefined, name: string): Date | null | Refusal {
  if (value === undefined) return null;
  const date = RFC3339.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return { refusal: invalidRequest(`Invalid '${name}':'${value}'. '${name}' must be a valid RFC 3339 date.`, name) };
  return date;
}

/** What a timeline request asks for: its page size, its time range and where it goes on from. */
export interface TimelineRequest {
  max: number;
  since: Date | null;
  until: Date | null;
  after: string | null;
}

function timelineRequest(id: string, query: Record<string, string | undefined>): TimelineRequest | Refusal {
  if (!/^\d{1,19}$/.test(id)) return { refusal: invalidRequest(`The \`id\` query parameter value [${id}] is not valid`, 'id') };
  const max = query.max_results === undefined ? 10 : Number(query.max_results);
  if (!Number.isInteger(max) || max < 5 || max > 100) {
    return { refusal: invalidRequest(`The \`max_results\` query parameter value [${query.max_results}] is not between 5 and 100`, 'max_results') };
  }
  const excluded = query.exclude?.split(',') ?? [];
  if (excluded.some((value) => !EXCLUDABLE.includes(value)))
    return { refusal: invalidRequest(`The \`exclude\` query parameter value [${query.exclude}] is not one of [replies, retweets]`, 'exclude') };
  const since = timeParam(query.start_time, 'start_time');
  const until = timeParam(query.end_time, 'end_time');
  for (const time of [since, until]) if (time && 'refusal' in time) return time;
  return { max, since: since as Date | null, until: until as Date | null, after: query.pagination_token ?? null };
}

/**
 * `GET /2/users/{id}/tweets`: a user's posts, reverse chronological, between `start_time` and
 * `end_time`, `max_results` (5 to 100, 10 by default) a page with `next_token` to go on — a demo
 * account's posts, or a public account's. A demo account's timeline holds neither replies nor
 * reposts: `exclude` leaves it as it is.
 */
export function timelineRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  scope.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>('/2/users/:id/tweets', async (request, reply) => {
    const publicAccount = findPublicAccountById('twitter', request.params.id);
    // A competitor watch is its own operation for the faults; an account's own posts are `recent`.
    const caller = await gate.enter(request, reply, publicAccount ? 'public_account' : 'recent');
    if (!caller) return reply;
    if (!caller.scope.split(' ').includes('tweet.read')) return gate.send(reply, forbidden('Missing scope tweet.read'));
    const query = request.query;
    const asked = timelineRequest(request.params.id, query);
    if ('refusal' in asked) return gate.send(reply, asked.refusal);
    if (publicAccount) {
      const answer = publicTimelineAnswer(ctx, publicAccount, asked, query);
      return 'refusal' in answer ? gate.send(reply, answer.refusal) : answer;
    }
    const page = await timeline(ctx.db, 'twitter', request.params.id, { since: asked.since, until: asked.until, after: asked.after, limit: asked.max });
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
