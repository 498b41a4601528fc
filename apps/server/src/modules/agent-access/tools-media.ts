import { contentEndpoints, ideaBodySchema, ideaSchema, inspirationEndpoints, mediaSchema } from '@publia/shared';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { AppContext } from '../../core/context/app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { createIdea, getIdeas } from '../inspiration/service.ts';
import { importMediaFromUrl } from '../media/service.ts';
import { runTool, type McpCaller } from './caller.ts';

/** A medium copied from a public address (the upload's checks), and the ideas of Veille & Inspiration. */
export function registerMediaTools(server: McpServer, ctx: AppContext, caller: McpCaller): void {
  server.registerTool(
    'upload_media_from_url',
    {
      title: 'Importer un média depuis une adresse',
      description:
        'Copie une photo ou une vidéo publique (adresse http ou https) dans les médias de l’espace, avec les mêmes contrôles qu’un envoi depuis l’écran Créer. Donne l’id du média à passer à create_draft (mediaIds).',
      inputSchema: {
        url: z.string().describe('Adresse publique de la photo ou de la vidéo'),
        kind: z.enum(['image', 'video']).optional().describe('image ou video : refuse un fichier d’un autre type'),
      },
      outputSchema: { media: mediaSchema.loose() },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    ({ url, kind }) =>
      runTool(ctx, caller, 'upload_media_from_url', contentEndpoints.uploadMedia, async () => ({ media: await importMediaFromUrl(ctx, caller.holder.session, url, kind) })),
  );

  server.registerTool(
    'list_ideas',
    {
      title: 'Idées enregistrées',
      description: 'Les idées de publication enregistrées dans Veille & Inspiration, les plus récentes d’abord.',
      inputSchema: {},
      outputSchema: { ideas: z.array(ideaSchema.loose()) },
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
    },
    () => runTool(ctx, caller, 'list_ideas', inspirationEndpoints.ideas, async () => ({ ideas: await getIdeas(ctx, caller.holder.session.workspace.id) })),
  );

  server.registerTool(
    'save_idea',
    {
      title: 'Enregistrer une idée',
      description: 'Enregistre une idée de publication dans Veille & Inspiration (titre, texte, mots-dièse, réseau), pour plus tard.',
      inputSchema: {
        title: z.string().describe('Titre court'),
        text: z.string().describe('L’idée, en quelques phrases'),
        hashtags: z.array(z.string()).optional(),
        network: z.string().nullable().optional().describe('Réseau visé (mastodon, instagram…)'),
      },
      outputSchema: { idea: ideaSchema.loose() },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args) =>
      runTool(ctx, caller, 'save_idea', inspirationEndpoints.createIdea, async () => ({ idea: await createIdea(ctx, caller.holder.session, parseInput(ideaBodySchema, args)) })),
  );
}
