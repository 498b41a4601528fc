import { contentEndpoints, generationRequestSchema, NETWORKS, OBJECTIVES } from '@publia/shared';
import { z } from 'zod';
import type { AppContext } from '../../core/context/app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { generateContent } from '../generation/service.ts';
import { runTool, type McpCaller, type ToolRegistrar } from './caller.ts';

// Each tool's description and schemas, built once: a fresh server per request registers them, and
// building zod schemas anew each time would cost more than the call itself.
const generatePostsTool = {
  title: 'Rédiger des publications',
  description:
    'Rédige une publication par réseau à partir de mots-clés et d’un objectif, en respectant les règles de chaque réseau. Rien n’est enregistré : passez le texte à create_draft. Compte dans le quota de générations.',
  inputSchema: z.object({
    keywords: z.array(z.string()).min(1).describe('Mots-clés (un à trois)'),
    objective: z.enum(OBJECTIVES).describe('Objectif : sell (vendre), inform, inspire, entertain, humanize, reassure'),
    networks: z.array(z.enum(NETWORKS)).min(1).describe('Réseaux visés'),
    description: z.string().optional().describe('Précisions sur le sujet'),
  }),
  outputSchema: z.object({
    message: z.string(),
    variants: z.array(z.object({ platform: z.string(), text: z.string(), hashtags: z.array(z.string()) }).loose()),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
};

/** Posts written from keywords and an objective, by the create screen's generator (its quota and cache): nothing is saved. */
export function registerGenerationTools(server: ToolRegistrar, ctx: AppContext, caller: McpCaller): void {
  server.registerTool('generate_posts', generatePostsTool, ({ keywords, objective, networks, description }) =>
    runTool(ctx, caller, 'generate_posts', contentEndpoints.generate, async () => {
      const request = parseInput(generationRequestSchema, {
        reseauxSelectionnes: networks,
        informations: { motsCles: keywords, objectif: objective, description },
        modePublication: 'manuelle',
      });
      const generated = await generateContent(ctx, caller.holder.session, request);
      return { message: generated.message, variants: generated.data.variants };
    }),
  );
}
