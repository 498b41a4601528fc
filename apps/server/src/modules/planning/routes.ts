import { planningEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/context.ts';
import { timeZoneOf } from '../../core/auth/service.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { planningAdvice } from './service.ts';

/** The Conseils page's API. */
export function planningRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.advice, async ({ request }) => {
      const auth = authOf(request);
      return { success: true as const, data: await planningAdvice(ctx, auth.workspace.id, timeZoneOf(auth)) };
    });
  };
}
