import { generationRequestSchema, generationResponseSchema } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/require-auth.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import type { AppContext } from '../../app/context.ts';
import { generateContent } from './service.ts';

export function generationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/generate-content',
      { config: { permission: 'create_content' }, schema: { response: { 200: responseSchema(generationResponseSchema) } } },
      async (request) => generateContent(ctx, authOf(request), parseInput(generationRequestSchema, request.body)),
    );
  };
}
