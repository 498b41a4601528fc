import { commentEndpoints, commentsQuerySchema, replyBodySchema } from '@publia/shared';
import { z } from 'zod';
import { timeZoneOf } from '../../core/auth/service.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { listComments, replyToComment } from '../comments/service.ts';
import { runTool, type McpCaller, type ToolRegistrar } from './caller.ts';

const anything = z.record(z.string(), z.unknown());

// Each tool's description and schemas, built once: a fresh server per request registers them, and
// building zod schemas anew each time would cost more than the call itself.
const listCommentsTool = {
  title: 'Commentaires reçus',
  description: 'Les commentaires reçus sur les publications, les plus récents d’abord ; filtre possible sur une publication.',
  inputSchema: z.object({ contentId: z.string().optional().describe('Seulement ceux d’une publication'), q: z.string().optional().describe('Recherche') }),
  outputSchema: z.object({ comments: anything }),
  annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
};

const replyToCommentTool = {
  title: 'Répondre à un commentaire',
  description: 'Publie une réponse à un commentaire, sur le réseau où il a été laissé.',
  inputSchema: z.object({ id: z.string().describe('Identifiant du commentaire'), text: z.string().describe('Texte de la réponse') }),
  outputSchema: z.object({ comment: anything }),
  annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
};

/** The comments inbox and the reply, through the comments module (the reply goes out on the network). */
export function registerCommentTools(server: ToolRegistrar, ctx: AppContext, caller: McpCaller): void {
  const { session } = caller.holder;

  server.registerTool('list_comments', listCommentsTool, (input) =>
    runTool(ctx, caller, 'list_comments', commentEndpoints.list, async () => ({
      comments: { ...(await listComments(ctx, session, parseInput(commentsQuerySchema, input), timeZoneOf(session))) },
    })),
  );

  server.registerTool('reply_to_comment', replyToCommentTool, ({ id, text }) =>
    runTool(ctx, caller, 'reply_to_comment', commentEndpoints.reply, async () => ({
      comment: { ...(await replyToComment(ctx, session, id, parseInput(replyBodySchema, { text }).text)) },
    })),
  );
}
