import {
  apiMessagesFr,
  approvalEndpoints,
  CONTENT_VIEW_STATUSES,
  contentEndpoints,
  contentItemSchema,
  draftBodySchema,
  historyQuerySchema,
  NETWORKS,
  type ContentItem,
} from '@publia/shared';
import { z } from 'zod';
import type { AppContext } from '../../core/context/app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { AppError } from '../../http/app-error.ts';
import {
  approvalQueue,
  cancelSchedule,
  contentHistoryJson,
  createDraft,
  getContent,
  publishNow,
  requestApproval,
  savedMessage,
  scheduleContent,
  scheduledMessage,
  updateDraft,
} from '../content/service.ts';
import { addToQueue } from '../planning/service.ts';
import { runTool, type McpCaller, type ToolRegistrar } from './caller.ts';

const itemShape = { message: z.string(), item: contentItemSchema.loose() };
const sentShape = { ...itemShape, pendingValidation: z.boolean().describe('Vrai quand la publication attend la validation d’un administrateur au lieu de partir') };
const itemsShape = { items: z.array(contentItemSchema.loose()) };
const idInput = { id: z.string().describe('Identifiant de la publication') };

/** The draft's fields as a model writes them; checked then by the REST route's own schema (same French messages). */
const draftInput = {
  content: z.string().describe('Texte de la publication'),
  networks: z.array(z.enum(NETWORKS)).describe('Réseaux visés (voir list_networks)'),
  title: z.string().optional().describe('Titre interne'),
  link: z.string().optional().describe('Lien à joindre'),
  variants: z.partialRecord(z.enum(NETWORKS), z.string()).optional().describe('Texte propre à un réseau, quand il diffère'),
  mediaId: z.string().optional().describe('Photo ou vidéo jointe : l’id donné par upload_media_from_url'),
};
type DraftInput = { content: string; networks: string[]; title?: string; link?: string; variants?: Record<string, string>; mediaId?: string };
const draftBody = (input: DraftInput) =>
  parseInput(draftBodySchema, {
    content: input.content,
    platforms: input.networks,
    title: input.title,
    link: input.link ?? null,
    variants: input.variants,
    ...(input.mediaId ? { mediaId: input.mediaId } : {}),
  });

const write = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;
const send = { readOnlyHint: false, destructiveHint: true, openWorldHint: true } as const;
const read = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;

/**
 * Sends an item out (`work`); when the workspace's approval rule holds it back from this member,
 * asks for the validation instead (what « Demander une validation » does on the web, with the same
 * intent), so the assistant's result says the post waits for an administrator. Other refusals stay refusals.
 */
async function sendOrAskApproval(
  ctx: AppContext,
  caller: McpCaller,
  id: string,
  intent: { intent: 'publish' } | { intent: 'schedule'; scheduledFor: string },
  work: () => Promise<Record<string, unknown>>,
) {
  try {
    return { ...(await work()), pendingValidation: false };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'approval.required') throw error;
    const item = await requestApproval(ctx, caller.holder.session, id, intent);
    return { message: apiMessagesFr['approval.requested'], item, pendingValidation: true };
  }
}

// Each tool's description and schemas, built once: a fresh server per request registers them, and
// building zod schemas anew each time would cost more than the call itself.
const createDraftTool = {
  title: 'Créer un brouillon',
  description: 'Crée un brouillon de publication pour un ou plusieurs réseaux. Rien n’est publié.',
  inputSchema: z.object(draftInput),
  outputSchema: z.object(itemShape),
  annotations: write,
};

const updateDraftTool = {
  title: 'Modifier un brouillon',
  description: 'Remplace le texte et les réseaux d’un brouillon existant.',
  inputSchema: z.object({ ...idInput, ...draftInput }),
  outputSchema: z.object(itemShape),
  annotations: write,
};

const schedulePostTool = {
  title: 'Programmer une publication',
  description:
    'Programme un brouillon à une date (ISO 8601). Si l’espace exige une validation que vous ne pouvez pas donner, la validation est demandée à la place (pendingValidation).',
  inputSchema: z.object({ ...idInput, scheduledFor: z.string().describe('Date et heure ISO 8601, par ex. 2026-12-03T09:00:00+01:00') }),
  outputSchema: z.object(sentShape),
  annotations: send,
};

const publishNowTool = {
  title: 'Publier maintenant',
  description:
    'Publie un brouillon tout de suite sur ses réseaux. Si l’espace exige une validation que vous ne pouvez pas donner, la validation est demandée à la place (pendingValidation).',
  inputSchema: z.object(idInput),
  outputSchema: z.object(sentShape),
  annotations: send,
};

const addToQueueTool = {
  title: 'Ajouter à la file',
  description: 'Place un brouillon dans la file de publication : chaque réseau au prochain créneau libre. Soumis à la règle de validation.',
  inputSchema: z.object(idInput),
  outputSchema: z.object(sentShape),
  annotations: send,
};

const unschedulePostTool = {
  title: 'Déprogrammer',
  description: 'Annule la programmation d’une publication : elle revient dans les publications en attente.',
  inputSchema: z.object(idInput),
  outputSchema: z.object(itemShape),
  annotations: { ...write, destructiveHint: true },
};

const getPostTool = {
  title: 'Lire une publication',
  description: 'Une publication : texte, réseaux, état, date prévue ou publiée.',
  inputSchema: z.object(idInput),
  outputSchema: z.object({ item: contentItemSchema.loose() }),
  annotations: read,
};

const listPostsTool = {
  title: 'Lister les publications',
  description: 'L’historique : publications publiées, programmées, en échec ou en attente (filtre « status »), les plus récentes d’abord.',
  inputSchema: z.object({ status: z.enum(CONTENT_VIEW_STATUSES).optional().describe('Filtrer par état') }),
  outputSchema: z.object(itemsShape),
  annotations: read,
};

const listPendingValidationTool = {
  title: 'Publications à valider',
  description: 'Les publications qui attendent la validation d’un administrateur.',
  inputSchema: z.object({}),
  outputSchema: z.object(itemsShape),
  annotations: read,
};

/** Drafts, sending (publish now, schedule, unschedule) and the lists, through the content module's services. */
export function registerContentTools(server: ToolRegistrar, ctx: AppContext, caller: McpCaller): void {
  const { session } = caller.holder;
  const workspaceId = session.workspace.id;

  server.registerTool('create_draft', createDraftTool, (input) =>
    runTool(ctx, caller, 'create_draft', contentEndpoints.createDraft, async () => ({
      message: savedMessage(true),
      item: await createDraft(ctx, session, draftBody(input)),
    })),
  );

  server.registerTool('update_draft', updateDraftTool, ({ id, ...input }) =>
    runTool(ctx, caller, 'update_draft', contentEndpoints.updateDraft, async () => {
      const saved = await updateDraft(ctx, session, id, draftBody(input));
      return { message: saved.message, item: saved.item };
    }),
  );

  server.registerTool('schedule_post', schedulePostTool, ({ id, scheduledFor }) =>
    runTool(ctx, caller, 'schedule_post', contentEndpoints.schedule, () =>
      sendOrAskApproval(ctx, caller, id, { intent: 'schedule', scheduledFor }, async () => {
        const scheduled = await scheduleContent(ctx, session, id, scheduledFor);
        return { message: scheduledMessage(session, new Date(scheduled.scheduledFor ?? ctx.clock.now())), item: scheduled };
      }),
    ),
  );

  server.registerTool('publish_now', publishNowTool, ({ id }) =>
    runTool(ctx, caller, 'publish_now', contentEndpoints.publish, () =>
      sendOrAskApproval(ctx, caller, id, { intent: 'publish' }, async () => ({ message: apiMessagesFr['content.publishing'], item: await publishNow(ctx, session, id) })),
    ),
  );

  server.registerTool('add_to_queue', addToQueueTool, ({ id }) =>
    runTool(ctx, caller, 'add_to_queue', contentEndpoints.addToQueue, () =>
      sendOrAskApproval(ctx, caller, id, { intent: 'publish' }, async () => {
        const queued = await addToQueue(ctx, session, id);
        return { message: queued.message, item: queued.item };
      }),
    ),
  );

  server.registerTool('unschedule_post', unschedulePostTool, ({ id }) =>
    runTool(ctx, caller, 'unschedule_post', contentEndpoints.cancel, async () => ({
      message: apiMessagesFr['content.unscheduled'],
      item: await cancelSchedule(ctx, session, id),
    })),
  );

  server.registerTool('get_post', getPostTool, ({ id }) => runTool(ctx, caller, 'get_post', contentEndpoints.get, async () => ({ item: await getContent(ctx, workspaceId, id) })));

  server.registerTool('list_posts', listPostsTool, ({ status }) =>
    runTool(ctx, caller, 'list_posts', contentEndpoints.history, async () => {
      const page = JSON.parse(await contentHistoryJson(ctx, workspaceId, parseInput(historyQuerySchema, status ? { status } : {}))) as { data: ContentItem[] };
      return { items: page.data };
    }),
  );

  server.registerTool('list_pending_validation', listPendingValidationTool, () =>
    runTool(ctx, caller, 'list_pending_validation', approvalEndpoints.queue, async () => ({ items: await approvalQueue(ctx, workspaceId) })),
  );
}
