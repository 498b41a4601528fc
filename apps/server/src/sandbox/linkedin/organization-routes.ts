import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { findPost } from '../kit/posts.ts';
import { accessDenied, invalidToken, liError } from './dialect.ts';
import { administeredBy, demoPagesOf, getOrganization, hasScope, ORGANIZATION_PREFIX, type FakeOrganization } from './organizations.ts';
import { restEntry } from './rest-headers.ts';

type Gate = ReturnType<typeof createGate>;
type Query = Record<string, string | undefined>;

const badParameter = (name: string, value: unknown) => liError(400, 'ILLEGAL_ARGUMENT', `Invalid value '${String(value)}' for parameter '${name}'`);
const notFound = (what: string) => liError(404, null, `Not Found: ${what}`);
const needsAdminScope = () => accessDenied('Not enough permissions to access: this resource requires rw_organization_admin');

/** The items of a Rest.li 2.0 list parameter (`List(a,b)`, already URL-decoded), or null when malformed. */
const listItems = (value: string | undefined) => {
  const match = value?.match(/^List\(([^()]*)\)$/);
  return match ? match[1]!.split(',').filter(Boolean) : null;
};

/** An organisation as an administrator reads it. */
const organizationView = (organization: FakeOrganization) => ({
  id: organization.id,
  $URN: organization.urn,
  localizedName: organization.name,
  name: { localized: { fr_FR: organization.name }, preferredLocale: { country: 'FR', language: 'fr' } },
  vanityName: organization.vanityName,
  primaryOrganizationType: 'NONE',
  locations: [],
});

/**
 * What the Community Management API says of Pages: the member's role assignments (the ACL finder
 * by role assignee), the organisations they administer (one, or a batch), a Page's followers
 * (`networkSizes`) and its posts' lifetime statistics. Reading a Page needs `rw_organization_admin`
 * and its administrator role; its followers count is public.
 */
export function organizationRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  const enterRest = restEntry(gate);

  scope.get<{ Querystring: Query }>('/rest/organizationAcls', async (request, reply) => {
    const caller = await enterRest(request, reply, 'organizations');
    if (!caller) return reply;
    const query = request.query;
    if (query.q !== 'roleAssignee') return gate.send(reply, badParameter('q', query.q));
    if (!hasScope(caller, 'rw_organization_admin')) return gate.send(reply, needsAdminScope());
    if (!caller.user) return gate.send(reply, invalidToken());
    const start = Number(query.start ?? 0);
    const count = Number(query.count ?? 10);
    if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1)
      return gate.send(reply, liError(400, 'ILLEGAL_ARGUMENT', 'Invalid paging parameters start/count'));
    // The demo member holds approved administrator roles only: another role or state finds none.
    const wanted = (query.role ?? 'ADMINISTRATOR') === 'ADMINISTRATOR' && (query.state ?? 'APPROVED') === 'APPROVED';
    const pages = wanted ? (await demoPagesOf(ctx, caller.user)).filter((page) => page.admins.includes(caller.urn)) : [];
    const elements = pages.slice(start, start + count).map((page) => ({ roleAssignee: caller.urn, state: 'APPROVED', role: 'ADMINISTRATOR', organization: page.urn }));
    return { paging: { start, count, total: pages.length, links: [] }, elements };
  });

  scope.get<{ Params: { id: string } }>('/rest/organizations/:id', async (request, reply) => {
    const caller = await enterRest(request, reply, 'organizations');
    if (!caller) return reply;
    if (!hasScope(caller, 'rw_organization_admin')) return gate.send(reply, needsAdminScope());
    if (!(await getOrganization(ctx, request.params.id))) return gate.send(reply, notFound(`${ORGANIZATION_PREFIX}${request.params.id}`));
    const organization = await administeredBy(ctx, caller.urn, `${ORGANIZATION_PREFIX}${request.params.id}`);
    if (!organization) return gate.send(reply, accessDenied(`Not enough permissions to access organization ${request.params.id}`));
    return organizationView(organization);
  });

  /** BATCH_GET: each organisation under its id, those the member may not read under `errors`. */
  scope.get<{ Querystring: Query }>('/rest/organizations', async (request, reply) => {
    const caller = await enterRest(request, reply, 'organizations');
    if (!caller) return reply;
    const ids = listItems(request.query.ids);
    if (!ids || ids.length === 0 || ids.some((id) => !/^\d+$/.test(id))) return gate.send(reply, badParameter('ids', request.query.ids));
    if (!hasScope(caller, 'rw_organization_admin')) return gate.send(reply, needsAdminScope());
    const results: Record<string, unknown> = {};
    const statuses: Record<string, number> = {};
    const errors: Record<string, unknown> = {};
    for (const id of ids) {
      const organization = await administeredBy(ctx, caller.urn, `${ORGANIZATION_PREFIX}${id}`);
      statuses[id] = organization ? 200 : 403;
      if (organization) results[id] = organizationView(organization);
      else errors[id] = { status: 403, message: `Not enough permissions to access organization ${id}` };
    }
    return { results, statuses, errors };
  });

  scope.get<{ Params: { urn: string }; Querystring: Query }>('/rest/networkSizes/:urn', async (request, reply) => {
    const caller = await enterRest(request, reply, 'profile');
    if (!caller) return reply;
    if (request.query.edgeType !== 'COMPANY_FOLLOWED_BY_MEMBER') return gate.send(reply, badParameter('edgeType', request.query.edgeType));
    const organization = request.params.urn.startsWith(ORGANIZATION_PREFIX) ? await getOrganization(ctx, request.params.urn.slice(ORGANIZATION_PREFIX.length)) : null;
    if (!organization) return gate.send(reply, notFound(request.params.urn));
    return { firstDegreeSize: await ctx.audience.followers('linkedin', { id: organization.urn, followers: organization.followers, owner: organization.owner }) };
  });

  scope.get<{ Querystring: Query }>('/rest/organizationalEntityShareStatistics', async (request, reply) => {
    const caller = await enterRest(request, reply, 'metrics');
    if (!caller) return reply;
    const query = request.query;
    if (query.q !== 'organizationalEntity') return gate.send(reply, badParameter('q', query.q));
    if (!hasScope(caller, 'rw_organization_admin')) return gate.send(reply, needsAdminScope());
    const organization = await administeredBy(ctx, caller.urn, query.organizationalEntity ?? '');
    if (!organization) return gate.send(reply, accessDenied(`Not enough permissions to access statistics of ${String(query.organizationalEntity)}`));
    const shares = query.shares === undefined ? [] : listItems(query.shares);
    const ugcPosts = query.ugcPosts === undefined ? [] : listItems(query.ugcPosts);
    if (!shares || shares.some((urn) => !urn.startsWith('urn:li:share:'))) return gate.send(reply, badParameter('shares', query.shares));
    if (!ugcPosts || ugcPosts.some((urn) => !urn.startsWith('urn:li:ugcPost:'))) return gate.send(reply, badParameter('ugcPosts', query.ugcPosts));
    const elements = [];
    for (const [field, urn] of [...shares.map((id) => ['share', id] as const), ...ugcPosts.map((id) => ['ugcPost', id] as const)]) {
      const post = await findPost(ctx.db, 'linkedin', urn);
      if (!post) return gate.send(reply, notFound(urn));
      if (post.userId !== organization.urn) return gate.send(reply, accessDenied(`${urn} is not a post of ${organization.urn}`));
      const figures = await ctx.audience.figures(post);
      const engaged = figures.likes + figures.comments + figures.shares + figures.clicks;
      elements.push({
        organizationalEntity: organization.urn,
        [field]: urn,
        totalShareStatistics: {
          impressionCount: figures.impressions,
          uniqueImpressionsCount: figures.reach,
          clickCount: figures.clicks,
          likeCount: figures.likes,
          commentCount: figures.comments,
          shareCount: figures.shares,
          engagement: figures.impressions > 0 ? engaged / figures.impressions : 0,
        },
      });
    }
    return { paging: { start: 0, count: 10, links: [] }, elements };
  });
}
