import { authEndpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { can } from './service.ts';

/** GET /api/subscription/permission?action=…: may the signed-in member do it here, and if not why. */
export function permissionRoutes() {
  return async (app: FastifyInstance) => {
    serve(app, authEndpoints.permission, ({ request, query }) => ({ data: can(authOf(request), query.action) }));
  };
}
