import type { FastifyInstance } from 'fastify';
import type { AudienceFigures } from '../kit/audience.ts';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { findSandboxUser } from '../kit/oauth.ts';
import { findPost } from '../kit/posts.ts';
import { accessDenied, liError } from './dialect.ts';
import { restEntry } from './rest-headers.ts';

type Gate = ReturnType<typeof createGate>;

/** What each `queryType` counts of a member's post; LinkedIn gives no clicks for them. */
const QUERY_TYPES: Record<string, (figures: AudienceFigures) => number> = {
  IMPRESSION: (figures) => figures.impressions,
  MEMBERS_REACHED: (figures) => figures.reach,
  REACTION: (figures) => figures.likes,
  COMMENT: (figures) => figures.comments,
  RESHARE: (figures) => figures.shares,
};

const badParameter = (name: string, value: unknown) => liError(400, 'ILLEGAL_ARGUMENT', `Invalid value '${String(value)}' for parameter '${name}'`);

/**
 * The member analytics of the Community Management API: `memberCreatorPostAnalytics` by entity
 * (one metric type per call, TOTAL aggregation — DAILY is not served by this sandbox) and
 * `memberFollowersCount` of the member (`q=me`, lifetime).
 */
export function analyticsRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  const enterRest = restEntry(gate);
  /**
   * A post's lookups under way: the calls of one post's metric types, which come together, share
   * one read (only while it runs — a later call reads again, so a removed post is seen at once).
   */
  const reading = new Map<string, ReturnType<typeof findPost>>();
  const postOf = (id: string) => {
    let found = reading.get(id);
    if (!found) {
      found = findPost(ctx.db, 'linkedin', id).finally(() => reading.delete(id));
      reading.set(id, found);
    }
    return found;
  };

  scope.get<{ Querystring: Record<string, string | undefined> }>('/rest/memberCreatorPostAnalytics', async (request, reply) => {
    const caller = await enterRest(request, reply, 'metrics');
    if (!caller) return reply;
    const query = request.query;
    if (query.q !== 'entity') return gate.send(reply, badParameter('q', query.q));
    // Rest.li's union: `(share:urn:li:share:…)` or `(ugcPost:urn:li:ugcPost:…)`, once decoded.
    const entity = query.entity?.match(/^\((share|ugcPost):(urn:li:(?:share|ugcPost):\d+)\)$/);
    if (!entity) return gate.send(reply, badParameter('entity', query.entity));
    const count = query.queryType ? QUERY_TYPES[query.queryType] : undefined;
    if (!count) return gate.send(reply, badParameter('queryType', query.queryType));
    if (query.aggregation !== 'TOTAL') return gate.send(reply, badParameter('aggregation', query.aggregation));
    const post = await postOf(entity[2]!);
    if (!post) return gate.send(reply, liError(404, 'NOT_FOUND', `Not Found: ${entity[2]}`));
    if (post.userId !== caller.userId) return gate.send(reply, accessDenied(`Not enough permissions to access analytics of ${post.id}`));
    return {
      paging: { start: 0, count: 10, links: [] },
      elements: [
        { count: count(await ctx.audience.figures(post)), metricType: { 'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1': query.queryType } },
      ],
    };
  });

  scope.get<{ Querystring: Record<string, string | undefined> }>('/rest/memberFollowersCount', async (request, reply) => {
    const caller = await enterRest(request, reply, 'profile');
    if (!caller) return reply;
    if (request.query.q !== 'me') return gate.send(reply, badParameter('q', request.query.q));
    const user = await findSandboxUser(ctx.db, 'linkedin', caller.userId);
    if (!user) return gate.send(reply, liError(401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', 65600));
    return { paging: { start: 0, count: 10, links: [] }, elements: [{ memberFollowersCount: await ctx.audience.followers('linkedin', user) }] };
  });
}
