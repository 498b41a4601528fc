import { ENDPOINTS, PERMISSION_ACTIONS, PUBLIC_API_PREFIX, PUBLIC_API_TAGS, roleAllows, TEAM_ROLES, type ApiKeyScope, type Endpoint } from '@publia/shared';

/** An endpoint of the public API: its declaration, its address under /api/v1 and the scope a key needs for it. */
export interface PublicRoute {
  endpoint: Endpoint;
  /** Fastify's form: `/api/v1/content/:id`. */
  path: string;
  scope: ApiKeyScope;
}

/** The actions only an admin may do: a key needs the `admin` scope for them, whatever their area. */
const ADMIN_ONLY = new Set<string>(PERMISSION_ACTIONS.filter((action) => TEAM_ROLES.every((role) => role === 'admin' || !roleAllows(role, action))));

/**
 * The scope a key needs for an endpoint: `admin` for an admin-only action (or the instance's
 * operators'), `analytics` and `comments` for their areas, `read` for the other reads, `publish` to
 * publish or schedule, `content` for the other writes. A key with `admin` may do everything its
 * creator's role allows.
 */
export function scopeNeeded(endpoint: Pick<Endpoint, 'method' | 'access' | 'tag'>): ApiKeyScope {
  if (ADMIN_ONLY.has(endpoint.access) || endpoint.access === 'operator') return 'admin';
  if (endpoint.tag === 'analytics') return 'analytics';
  if (endpoint.tag === 'comments') return 'comments';
  if (endpoint.method === 'GET') return 'read';
  return endpoint.access === 'publish_content' ? 'publish' : 'content';
}

export const keyAllows = (scopes: readonly string[], needed: ApiKeyScope): boolean => scopes.includes('admin') || scopes.includes(needed);

/** `/api/content/:id` → `/api/v1/content/:id`. */
const publicPathOf = (path: string): string => `${PUBLIC_API_PREFIX}${path.slice('/api'.length)}`;

const isPublicTag = (tag: string): boolean => (PUBLIC_API_TAGS as readonly string[]).includes(tag);

/** The endpoints served to keys under /api/v1: those of the public areas (content, media, accounts, analytics, comments). */
export function publicRoutesOf(endpoints: readonly Endpoint[]): PublicRoute[] {
  return endpoints.filter((endpoint) => isPublicTag(endpoint.tag)).map((endpoint) => ({ endpoint, path: publicPathOf(endpoint.path), scope: scopeNeeded(endpoint) }));
}

const routeKey = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;

// Derived once from the declarations, which are constants: read-only tables, no state.
const PUBLIC_ROUTES = publicRoutesOf(ENDPOINTS);
const BY_DECLARED_PATH: ReadonlyMap<string, PublicRoute> = new Map(PUBLIC_ROUTES.map((route) => [routeKey(route.endpoint.method, route.endpoint.path), route]));
const PATTERNS = PUBLIC_ROUTES.map((route) => ({
  method: route.endpoint.method,
  pattern: new RegExp(`^${route.endpoint.path.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`),
}));

/** The public route a request reached, from the route Fastify matched (its declared path); none outside the public API. */
export const publicRouteOf = (method: string, declaredPath: string | undefined): PublicRoute | undefined =>
  declaredPath === undefined ? undefined : BY_DECLARED_PATH.get(routeKey(method, declaredPath));

/**
 * Fastify's `rewriteUrl`: `/api/v1/x` is served by the route of `/api/x` when that is an endpoint of
 * the public API, so each route is registered once (with its one permission) and answers at both
 * addresses. Any other `/api/v1/…` address is left as it is, and is a 404 naming it.
 */
export function publicApiRewrite(request: { url?: string; method?: string }): string {
  const url = request.url ?? '/';
  if (!url.startsWith(`${PUBLIC_API_PREFIX}/`)) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const inner = `/api${path.slice(PUBLIC_API_PREFIX.length)}`;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const served = PATTERNS.some((route) => route.method === method && route.pattern.test(inner));
  return served ? `${inner}${queryAt === -1 ? '' : url.slice(queryAt)}` : url;
}

/** A request sent to the public API (before the rewrite): it is signed in by its key alone, never by a cookie. */
export const isPublicApiRequest = (request: { originalUrl: string }): boolean => request.originalUrl.startsWith(`${PUBLIC_API_PREFIX}/`);
