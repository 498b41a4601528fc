import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { timeline } from '../kit/posts.ts';
import { escapeLittleText } from '../../networks/linkedin/little-text.ts';
import { accessDenied, liError } from './dialect.ts';
import { actingAs, isOrganizationUrn } from './organizations.ts';
import { restEntry } from './rest-headers.ts';

type Gate = ReturnType<typeof createGate>;

/** The finder's page size when `count` is not given, and its largest. */
const DEFAULT_COUNT = 10;
const MAX_COUNT = 100;
const SORTS = ['LAST_MODIFIED', 'CREATED'];

const badParameter = (name: string, value: unknown) => liError(400, 'ILLEGAL_ARGUMENT', `Invalid value '${String(value)}' for parameter '${name}'`);

/**
 * `GET /rest/posts?q=author&author={urn}`: the member's own posts (or a Page's), newest first, `count` from
 * `start`, with the commentary in the "little" format as LinkedIn stores it.
 */
export function postListRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  const enterRest = restEntry(gate);

  scope.get<{ Querystring: Record<string, string | undefined> }>('/rest/posts', async (request, reply) => {
    const caller = await enterRest(request, reply, 'recent');
    if (!caller) return reply;
    const query = request.query;
    if (query.q !== 'author') return gate.send(reply, badParameter('q', query.q));
    const author = query.author ?? '';
    if (!author.startsWith('urn:li:person:') && !isOrganizationUrn(author)) return gate.send(reply, badParameter('author', query.author));
    // The member's own posts, or those of a Page they administer (read with `r_organization_social`).
    const acting = await actingAs(ctx, caller, author, 'r_organization_social');
    if (!acting.ok) return gate.send(reply, accessDenied(`Not enough permissions to access posts of ${author}`));
    const count = query.count === undefined ? DEFAULT_COUNT : Number(query.count);
    const start = query.start === undefined ? 0 : Number(query.start);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) return gate.send(reply, badParameter('count', query.count));
    if (!Number.isInteger(start) || start < 0) return gate.send(reply, badParameter('start', query.start));
    if (query.sortBy !== undefined && !SORTS.includes(query.sortBy)) return gate.send(reply, badParameter('sortBy', query.sortBy));
    // Offsets as LinkedIn pages: the first `start` posts are read and skipped.
    const found = await timeline(ctx.db, 'linkedin', acting.organization?.urn ?? caller.userId, { limit: start + count });
    const elements = found.posts.slice(start).map((post) => {
      const time = Date.parse(post.createdAt);
      return {
        id: post.id,
        author,
        commentary: escapeLittleText(post.text),
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
        createdAt: time,
        publishedAt: time,
        lastModifiedAt: time,
      };
    });
    const links = found.next
      ? [{ type: 'application/json', rel: 'next', href: `/rest/posts?author=${encodeURIComponent(author)}&count=${count}&q=author&start=${start + count}` }]
      : [];
    return { paging: { start, count, links }, elements };
  });
}
