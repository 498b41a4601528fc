import { authEndpoints, ENDPOINTS } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../lib/version.ts';
import { serve } from './endpoint.ts';
import { openApiDocument } from './openapi.ts';

/** GET /api/openapi.json: built once, from every declared endpoint. */
export function openApiRoute(publicUrl: string) {
  return async (app: FastifyInstance) => {
    let document: string | null = null;
    serve(app, authEndpoints.openapi, ({ reply }) => {
      document ??= JSON.stringify(openApiDocument(ENDPOINTS, { version: APP_VERSION, serverUrl: publicUrl }));
      return reply.type('application/json; charset=utf-8').send(document);
    });
  };
}
