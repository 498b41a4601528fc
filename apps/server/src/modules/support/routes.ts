import { supportEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { canReadFeedback, contactSupport, listFeedback, sendFeedback } from './service.ts';

/** Settings → Aide (`/api/support/*`). */
export function supportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.contact, async ({ request, body }) => ({ ...(await contactSupport(ctx, authOf(request), body)) }));
    serve(app, endpoints.sendFeedback, async ({ request, body }) => ({ ...(await sendFeedback(ctx, authOf(request), body)) }));
    serve(app, endpoints.feedbackAccess, ({ request }) => ({ data: { canReadFeedback: canReadFeedback(ctx, authOf(request)) } }));
    serve(app, endpoints.listFeedback, async () => ({ data: await listFeedback(ctx) }));
  };
}
