import { accountEndpoints as endpoints, teamEndpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../context/app-context.ts';
import { getApprovalMode, getPublicationSettings, saveApprovalMode, savePublicationSettings } from './service.ts';

export function workspaceSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.publicationSettings, async ({ request }) => ({
      data: await getPublicationSettings(ctx, authOf(request).workspace.id),
    }));

    serve(app, endpoints.savePublicationSettings, async ({ request, body }) => ({
      data: await savePublicationSettings(ctx, authOf(request), body, request.ip),
    }));

    serve(app, teamEndpoints.approvalMode, async ({ request }) => ({
      data: { mode: await getApprovalMode(ctx, authOf(request).workspace.id) },
    }));

    serve(app, teamEndpoints.saveApprovalMode, async ({ request, body }) => ({
      data: { mode: await saveApprovalMode(ctx, authOf(request), body.mode, request.ip) },
    }));
  };
}
