import { permissionQuerySchema, permissionResponseSchema } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/require-auth.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import { can } from './service.ts';

/** GET /api/subscription/permission?action=…: may the signed-in member do it here, and if not why. */
export function permissionRoutes() {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/subscription/permission',
      { config: { permission: 'authenticated' }, schema: { response: { 200: responseSchema(permissionResponseSchema) } } },
      async (request) => {
        const { action } = parseInput(permissionQuerySchema, request.query);
        return { success: true, data: can(authOf(request), action) };
      },
    );
  };
}
