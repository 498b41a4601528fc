import {
  analyticsQuerySchema,
  contentAnalyticsResponseSchema,
  contentCountsResponseSchema,
  contentResponseSchema,
  draftBodySchema,
  historyQuerySchema,
  apiMessagesFr,
  scheduleBodySchema,
} from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../http/require-auth.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import type { AppContext } from '../../app/context.ts';
import { contentAnalytics } from './analytics.ts';
import { contentCounts, contentHistoryJson } from './history.ts';
import { getContent } from './load-content.ts';
import { publishNow, scheduleContent, scheduledMessage } from './publish-content.ts';
import { cancelSchedule, deleteContent } from './remove-content.ts';
import { createDraft, savedMessage, updateDraft } from './save-draft.ts';

const answering = (schema: z.ZodType) => ({ response: { 200: responseSchema(schema) } });
const oneItem = answering(contentResponseSchema);
const done = answering(z.object({ success: z.literal(true), message: z.string().optional() }));

type WithId = { Params: { id: string } };

/** Document 1 §7's content API: drafts, publish now, schedule, cancel, history. */
export function contentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Answered already serialised (and possibly cached): the fields are those of historyResponseSchema.
    app.get('/api/content/history', { config: { permission: 'view_statistics' } }, async (request, reply) => {
      const query = parseInput(historyQuerySchema, request.query);
      const body = await contentHistoryJson(ctx, authOf(request).workspace.id, query);
      return reply.type('application/json; charset=utf-8').send(body);
    });

    app.get('/api/content/counts', { config: { permission: 'view_statistics' }, schema: answering(contentCountsResponseSchema) }, async (request) => ({
      success: true,
      data: await contentCounts(ctx, authOf(request).workspace.id),
    }));

    app.get<WithId>('/api/content/:id', { config: { permission: 'view_statistics' }, schema: oneItem }, async (request) => ({
      success: true,
      data: await getContent(ctx, authOf(request).workspace.id, request.params.id),
    }));

    app.post('/api/content/drafts', { config: { permission: 'create_content' }, schema: { response: { 201: responseSchema(contentResponseSchema) } } }, async (request, response) => {
      const body = parseInput(draftBodySchema, request.body);
      const data = await createDraft(ctx, authOf(request), body);
      return response.status(201).send({ success: true, message: savedMessage(true), data });
    });

    app.put<WithId>('/api/content/drafts/:id', { config: { permission: 'create_content' }, schema: oneItem }, async (request) => {
      const body = parseInput(draftBodySchema, request.body);
      return { success: true, message: savedMessage(false), data: await updateDraft(ctx, authOf(request), request.params.id, body) };
    });

    app.delete<WithId>('/api/content/:id', { config: { permission: 'create_content' }, schema: done }, async (request) => ({
      success: true,
      message: await deleteContent(ctx, authOf(request), request.params.id),
    }));

    app.post<WithId>('/api/content/drafts/:id/publish', { config: { permission: 'publish_content' }, schema: oneItem }, async (request) => ({
      success: true,
      message: apiMessagesFr['content.publishing'],
      data: await publishNow(ctx, authOf(request), request.params.id),
    }));

    app.post<WithId>('/api/content/drafts/:id/schedule', { config: { permission: 'publish_content' }, schema: oneItem }, async (request) => {
      const { scheduledFor } = parseInput(scheduleBodySchema, request.body);
      const session = authOf(request);
      const data = await scheduleContent(ctx, session, request.params.id, scheduledFor);
      return { success: true, message: scheduledMessage(session, new Date(data.scheduledFor ?? Date.now())), data };
    });

    app.post<WithId>('/api/content/:id/cancel', { config: { permission: 'publish_content' }, schema: oneItem }, async (request) => ({
      success: true,
      message: apiMessagesFr['content.unscheduled'],
      data: await cancelSchedule(ctx, authOf(request), request.params.id),
    }));

    app.get<WithId>('/api/content/:id/analytics', { config: { permission: 'view_statistics' }, schema: answering(contentAnalyticsResponseSchema) }, async (request) => {
      const { period } = parseInput(analyticsQuerySchema, request.query);
      return { success: true, data: await contentAnalytics(ctx, authOf(request).workspace.id, request.params.id, period) };
    });
  };
}
