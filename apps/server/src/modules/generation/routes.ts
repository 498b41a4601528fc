import { contentEndpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { generateContent } from './service.ts';

export function generationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, contentEndpoints.generate, ({ request, body }) => generateContent(ctx, authOf(request), body));
  };
}
