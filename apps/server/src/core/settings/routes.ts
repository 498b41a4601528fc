import { publicationSettingsSchema } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../http/require-auth.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import type { AppContext } from '../../app/context.ts';
import { getPublicationSettings, savePublicationSettings } from './service.ts';

const settingsAnswer = {
  response: { 200: responseSchema(z.object({ success: z.literal(true), data: publicationSettingsSchema })) },
};

export function workspaceSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/workspace/publication-settings', { config: { permission: 'view_statistics' }, schema: settingsAnswer }, async (request) => ({
      success: true,
      data: await getPublicationSettings(ctx, authOf(request).workspace.id),
    }));

    app.put('/api/workspace/publication-settings', { config: { permission: 'edit_settings' }, schema: settingsAnswer }, async (request) => ({
      success: true,
      data: await savePublicationSettings(ctx, authOf(request), parseInput(publicationSettingsSchema, request.body)),
    }));
  };
}
