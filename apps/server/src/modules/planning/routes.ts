import { apiMessagesFr, contentEndpoints, planningEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { timeZoneOf } from '../../core/auth/service.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { addToQueue, getEvergreen, getQueue, optInEvergreen, pauseQueue, planningAdvice, saveEvergreen, saveSlots } from './service.ts';

/** The Conseils page's API, the posting queue and evergreen reposting. */
export function planningRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.advice, async ({ request }) => {
      const auth = authOf(request);
      return { data: await planningAdvice(ctx, auth.workspace.id, timeZoneOf(auth)) };
    });

    serve(app, endpoints.queue, async ({ request }) => ({ data: await getQueue(ctx, authOf(request)) }));

    serve(app, endpoints.saveQueueSlots, async ({ request, body }) => ({
      message: apiMessagesFr['queue.slotsSaved'],
      data: await saveSlots(ctx, authOf(request), body),
    }));

    serve(app, endpoints.pauseQueue, async ({ request, body }) => {
      const { queue, message } = await pauseQueue(ctx, authOf(request), body.paused);
      return { message, data: queue };
    });

    serve(app, contentEndpoints.addToQueue, async ({ request, params }) => {
      const { item, message } = await addToQueue(ctx, authOf(request), params.id);
      return { message, data: item };
    });

    serve(app, endpoints.evergreen, async ({ request }) => ({ data: await getEvergreen(ctx, authOf(request).workspace.id) }));

    serve(app, endpoints.saveEvergreen, async ({ request, body }) => ({
      message: apiMessagesFr['evergreen.saved'],
      data: await saveEvergreen(ctx, authOf(request).workspace.id, body),
    }));

    serve(app, contentEndpoints.optInEvergreen, async ({ request, params, body }) => {
      const { item, message } = await optInEvergreen(ctx, authOf(request).workspace.id, params.id, body.enabled);
      return { message, data: item };
    });
  };
}
