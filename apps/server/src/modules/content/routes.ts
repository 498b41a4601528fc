import { apiMessagesFr, contentEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../../app/context.ts';
import { contentCounts, contentHistoryJson } from './history.ts';
import { getContent } from './load-content.ts';
import { publishNow, scheduleContent, scheduledMessage } from './publish-content.ts';
import { cancelSchedule, deleteContent } from './remove-content.ts';
import { createDraft, savedMessage, updateDraft } from './save-draft.ts';

/** Document 1 §7's content API: drafts, publish now, schedule, cancel, history (an item's figures are the analytics module's). */
export function contentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Answered already serialised (and possibly cached): the fields are those of historyResponseSchema.
    serve(app, endpoints.history, async ({ request, reply, query }) => {
      const body = await contentHistoryJson(ctx, authOf(request).workspace.id, query);
      return reply.type('application/json; charset=utf-8').send(body);
    });

    serve(app, endpoints.counts, async ({ request }) => ({
      success: true as const,
      data: await contentCounts(ctx, authOf(request).workspace.id),
    }));

    serve(app, endpoints.get, async ({ request, params }) => ({
      success: true as const,
      data: await getContent(ctx, authOf(request).workspace.id, params.id),
    }));

    serve(app, endpoints.createDraft, async ({ request, body }) => ({
      success: true as const,
      message: savedMessage(true),
      data: await createDraft(ctx, authOf(request), body),
    }));

    serve(app, endpoints.updateDraft, async ({ request, params, body }) => ({
      success: true as const,
      message: savedMessage(false),
      data: await updateDraft(ctx, authOf(request), params.id, body),
    }));

    serve(app, endpoints.remove, async ({ request, params }) => ({
      success: true as const,
      message: await deleteContent(ctx, authOf(request), params.id),
    }));

    serve(app, endpoints.publish, async ({ request, params }) => ({
      success: true as const,
      message: apiMessagesFr['content.publishing'],
      data: await publishNow(ctx, authOf(request), params.id),
    }));

    serve(app, endpoints.schedule, async ({ request, params, body }) => {
      const session = authOf(request);
      const data = await scheduleContent(ctx, session, params.id, body.scheduledFor);
      return { success: true as const, message: scheduledMessage(session, new Date(data.scheduledFor ?? Date.now())), data };
    });

    serve(app, endpoints.cancel, async ({ request, params }) => ({
      success: true as const,
      message: apiMessagesFr['content.unscheduled'],
      data: await cancelSchedule(ctx, authOf(request), params.id),
    }));
  };
}
