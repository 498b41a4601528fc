import { generationRequestSchema, generationResponseSchema } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { authOf, requireAuth } from '../../http/require-auth.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import type { AppContext } from '../../lib/context.ts';
import { generateContent } from './service.ts';

export function generationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/generate-content',
      { preHandler: requireAuth(ctx), schema: { response: { 200: responseSchema(generationResponseSchema) } } },
      async (request) => generateContent(ctx, authOf(request), parseInput(generationRequestSchema, request.body)),
    );
  };
}
