import { frenchMessage, integrationEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { createApiKey } from './create-key.ts';
import { listApiKeys } from './list-keys.ts';
import { revokeApiKey } from './revoke-key.ts';

/** The Intégrations tab's API keys: list, create (the key answered once), revoke. */
export function apiKeyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.apiKeys, async ({ request }) => ({
      data: await listApiKeys(ctx, authOf(request).workspace.id),
    }));

    serve(app, endpoints.createApiKey, async ({ request, body }) => {
      const data = await createApiKey(ctx, authOf(request), body, request.ip);
      return { message: frenchMessage('apiKeys.created', { name: data.name }), data };
    });

    serve(app, endpoints.revokeApiKey, async ({ request, params }) => {
      const data = await revokeApiKey(ctx, authOf(request), params.id, request.ip);
      return { message: frenchMessage('apiKeys.revoked', { name: data.name }), data };
    });
  };
}
