import { apiMessagesFr, formatMessage, frenchMessage, integrationEndpoints as endpoints, WEBHOOK_LIMITS, type ScannerMessage } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { listDeliveries } from './list-deliveries.ts';
import { listWebhooks } from './list-webhooks.ts';
import { removeWebhook } from './remove-webhook.ts';
import { rotateWebhookSecret } from './rotate-secret.ts';
import { createWebhook, updateWebhook } from './save-webhook.ts';
import { resendDelivery, testWebhook, type SentNow } from './send-now.ts';

const reasonOf = (error: ScannerMessage | null) => (error ? formatMessage(apiMessagesFr[error.key as keyof typeof apiMessagesFr] ?? error.key, error.params) : '');

/** The answer to a send made now: received (with the receiver's status), or why not. */
function sentMessage(sent: SentNow, delivered: 'webhooks.testDelivered' | 'webhooks.resent', failed: 'webhooks.testFailed' | 'webhooks.resendFailed'): string {
  return sent.outcome.delivered ? frenchMessage(delivered, { status: sent.outcome.statusCode ?? '' }) : frenchMessage(failed, { reason: reasonOf(sent.outcome.error) });
}

/** Paramètres → Intégrations: the outgoing event webhooks and their delivery log (`/api/integrations/webhooks…`). */
export function webhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.webhooks, async ({ request }) => ({ data: await listWebhooks(ctx, authOf(request).workspace.id) }));

    serve(app, endpoints.createWebhook, async ({ request, body }) => ({
      message: apiMessagesFr['webhooks.created'],
      data: await createWebhook(ctx, authOf(request), body),
    }));

    serve(app, endpoints.updateWebhook, async ({ request, params, body }) => ({
      message: apiMessagesFr['webhooks.updated'],
      data: await updateWebhook(ctx, authOf(request).workspace.id, params.id, body),
    }));

    serve(app, endpoints.removeWebhook, async ({ request, params }) => {
      await removeWebhook(ctx, authOf(request).workspace.id, params.id);
      return { message: apiMessagesFr['webhooks.removed'] };
    });

    serve(app, endpoints.rotateWebhookSecret, async ({ request, params }) => ({
      message: frenchMessage('webhooks.secretRotated', { hours: WEBHOOK_LIMITS.rotationOverlapHours }),
      data: await rotateWebhookSecret(ctx, authOf(request).workspace.id, params.id),
    }));

    serve(app, endpoints.testWebhook, async ({ request, params }) => {
      const sent = await testWebhook(ctx, authOf(request).workspace.id, params.id);
      return { message: sentMessage(sent, 'webhooks.testDelivered', 'webhooks.testFailed'), data: sent.delivery };
    });

    serve(app, endpoints.deliveries, async ({ request, params, query }) => ({
      data: await listDeliveries(ctx, authOf(request).workspace.id, params.id, query.page),
    }));

    serve(app, endpoints.resendDelivery, async ({ request, params }) => {
      const sent = await resendDelivery(ctx, authOf(request).workspace.id, params.id);
      return { message: sentMessage(sent, 'webhooks.resent', 'webhooks.resendFailed'), data: sent.delivery };
    });
  };
}
