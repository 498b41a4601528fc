import { apiMessagesFr, approvalEndpoints, contentEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { approvalQueue } from './approval-queue.ts';
import { approveContent } from './approve-content.ts';
import { addContentNote, contentNotes } from './content-notes.ts';
import { contentCounts, contentHistoryJson } from './history.ts';
import { getContent } from './load-content.ts';
import { publishNow, scheduleContent, scheduledMessage } from './publish-content.ts';
import { cancelSchedule, deleteContent } from './remove-content.ts';
import { rejectContent } from './reject-content.ts';
import { requestApproval } from './request-approval.ts';
import { createDraft, savedMessage, updateDraft } from './save-draft.ts';

/**
 * The content API: drafts, publish now, schedule, cancel, history (an item's figures are
 * the analytics module's), and the team's approval of items and notes on them.
 */
export function contentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Answered already serialised (and possibly cached): the fields are those of historyResponseSchema.
    serve(app, endpoints.history, async ({ request, reply, query }) => {
      const body = await contentHistoryJson(ctx, authOf(request).workspace.id, query);
      return reply.type('application/json; charset=utf-8').send(body);
    });

    serve(app, endpoints.counts, async ({ request }) => ({
      data: await contentCounts(ctx, authOf(request).workspace.id),
    }));

    serve(app, endpoints.get, async ({ request, params }) => ({
      data: await getContent(ctx, authOf(request).workspace.id, params.id),
    }));

    serve(app, endpoints.createDraft, async ({ request, body }) => ({
      message: savedMessage(true),
      data: await createDraft(ctx, authOf(request), body),
    }));

    serve(app, endpoints.updateDraft, async ({ request, params, body }) => {
      const { item, message } = await updateDraft(ctx, authOf(request), params.id, body);
      return { message, data: item };
    });

    serve(app, endpoints.remove, async ({ request, params }) => ({
      message: await deleteContent(ctx, authOf(request), params.id),
    }));

    serve(app, endpoints.publish, async ({ request, params }) => ({
      message: apiMessagesFr['content.publishing'],
      data: await publishNow(ctx, authOf(request), params.id),
    }));

    serve(app, endpoints.schedule, async ({ request, params, body }) => {
      const session = authOf(request);
      const data = await scheduleContent(ctx, session, params.id, body.scheduledFor);
      return { message: scheduledMessage(session, new Date(data.scheduledFor ?? ctx.clock.now())), data };
    });

    serve(app, endpoints.cancel, async ({ request, params }) => ({
      message: apiMessagesFr['content.unscheduled'],
      data: await cancelSchedule(ctx, authOf(request), params.id),
    }));

    // The approval of items before they go out, and the team's notes on them.
    serve(app, approvalEndpoints.queue, async ({ request }) => ({
      data: await approvalQueue(ctx, authOf(request).workspace.id),
    }));

    serve(app, approvalEndpoints.request, async ({ request, params, body }) => ({
      message: apiMessagesFr['approval.requested'],
      data: await requestApproval(ctx, authOf(request), params.id, body),
    }));

    serve(app, approvalEndpoints.approve, async ({ request, params }) => {
      const { item, message } = await approveContent(ctx, authOf(request), params.id);
      return { message, data: item };
    });

    serve(app, approvalEndpoints.reject, async ({ request, params, body }) => ({
      message: apiMessagesFr['approval.rejected'],
      data: await rejectContent(ctx, authOf(request), params.id, body.comment),
    }));

    serve(app, approvalEndpoints.notes, async ({ request, params }) => ({
      data: await contentNotes(ctx, authOf(request).workspace.id, params.id),
    }));

    serve(app, approvalEndpoints.addNote, async ({ request, params, body }) => ({
      data: await addContentNote(ctx, authOf(request), params.id, body.text),
    }));
  };
}
