import { contentEndpoints, ideaBodySchema, ideaSchema, inspirationEndpoints, mediaSchema } from '@publia/shared';
import { z } from 'zod';
import type { AppContext } from '../../core/context/app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { createIdea, getIdeas } from '../inspiration/service.ts';
import { importMediaFromUrl } from '../media/service.ts';
import { runTool, type McpCaller, type ToolRegistrar } from './caller.ts';

// Each tool's description and schemas, built once: a fresh server per request registers them, and
// building zod schemas anew each time would cost more than the call itself.
const uploadMediaFromUrlTool = {
  title: 'Importer un média depuis une adresse',
  description:
    'Copie une photo ou une vidéo publique (adresse http ou https) dans les médias de l’espace, avec les mêmes contrôles qu’un envoi depuis l’écran Créer. Donne l’id du média à passer à create_draft (mediaIds).',
  inputSchema: z.object({
    url: z.string().describe('Adresse publique de la photo ou de la vidéo'),
    kind: z.enum(['image', 'video']).optional().describe('image ou video : refuse un fichier d’un autre type'),
  }),
  outputSchema: z.object({ media: mediaSchema.loose() }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
};

const listIdeasTool = {
  title: 'Idées enregistrées',
  description: 'Les idées de publication enregistrées dans Veille & Inspiration, les plus récentes d’abord.',
  inputSchema: z.object({}),
  outputSchema: z.object({ ideas: z.array(ideaSchema.loose()) }),
  annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
};

const saveIdeaTool = {
  title: 'Enregistrer une idée',
  description: 'Enregistre une idée de publication dans Veille & Inspiration (titre, texte, mots-dièse, réseau), pour plus tard.',
  inputSchema: z.object({
    title: z.string().describe('Titre court'),
    text: z.string().describe('L’idée, en quelques phrases'),
    hashtags: z.array(z.string()).optional(),
    network: z.string().nullable().optional().describe('Réseau visé (mastodon, instagram…)'),
  }),
  outputSchema: z.object({ idea: ideaSchema.loose() }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
};

/** A medium copied from a public address (the upload's checks), and the ideas of Veille & Inspiration. */
export function registerMediaTools(server: ToolRegistrar, ctx: AppContext, caller: McpCaller): void {
  server.registerTool('upload_media_from_url', uploadMediaFromUrlTool, ({ url, kind }) =>
    runTool(ctx, caller, 'upload_media_from_url', contentEndpoints.uploadMedia, async () => ({ media: await importMediaFromUrl(ctx, caller.holder.session, url, kind) })),
  );

  server.registerTool('list_ideas', listIdeasTool, () =>
    runTool(ctx, caller, 'list_ideas', inspirationEndpoints.ideas, async () => ({ ideas: await getIdeas(ctx, caller.holder.session.workspace.id) })),
  );

  server.registerTool('save_idea', saveIdeaTool, (args) =>
    runTool(ctx, caller, 'save_idea', inspirationEndpoints.createIdea, async () => ({ idea: await createIdea(ctx, caller.holder.session, parseInput(ideaBodySchema, args)) })),
  );
}
