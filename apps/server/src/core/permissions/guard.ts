import { isPermissionAction, type PermissionAction } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { authenticate } from '../../http/require-auth.ts';
import { isOperator, requirePermission } from './service.ts';

/**
 * What a route needs, declared in its options as `config: { permission }`:
 * - 'public': anyone, signed in or not (sign-in and sign-up, health, sandboxes, media files);
 * - 'authenticated': any signed-in member, whatever the role (notifications, profile, preferences);
 * - 'operator': one of the people running the instance (OPERATOR_EMAILS), whatever their role;
 * - an action of the matrix: a signed-in member whose role allows it.
 */
export type RoutePermission = PermissionAction | 'authenticated' | 'operator' | 'public';

export interface DeclaredRoute {
  method: string;
  url: string;
  /** Undefined when the route declares nothing: public outside /api, refused to everyone under /api. */
  permission: RoutePermission | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    /** Every route registered, with what it declared (read by the route permissions test). */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

const isRoutePermission = (value: unknown): value is RoutePermission => value === 'authenticated' || value === 'operator' || value === 'public' || isPermissionAction(value);

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The one place where permissions are enforced. Registered before any route: it records every
 * route with its declaration and, before each handler (a preHandler, where the sign-in check used to
 * run, so body errors keep coming first), signs the request in unless the route is public (401
 * without a session), then checks the declared action against the role (403 `http.forbidden`).
 * A route under /api that declares nothing is refused to everyone and logged when registered.
 */
export function registerPermissionGuard(app: FastifyInstance, ctx: AppContext): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);

  app.addHook('onRoute', (route) => {
    const permission: unknown = route.config?.permission;
    if (permission !== undefined && !isRoutePermission(permission)) {
      throw new Error(`${String(route.method)} ${route.url} : permission inconnue « ${String(permission)} »`);
    }
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, permission });
    if (permission === undefined && isApi(route.url)) {
      ctx.logger.error({ method: route.method, url: route.url }, 'route sans permission déclarée (config.permission) : refusée à tous');
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.is404) return;
    const declared = request.routeOptions.config.permission;
    const permission = declared ?? (isApi(request.routeOptions.url ?? '') ? undefined : 'public');
    if (permission === 'public') return;
    const session = await authenticate(ctx, request, reply);
    if (permission === undefined) throw new AppError(403, 'http.forbidden');
    if (permission === 'operator') {
      if (!isOperator(ctx, session.user)) throw new AppError(403, 'http.operatorsOnly');
    } else if (permission !== 'authenticated') requirePermission(session, permission);
  });
}
