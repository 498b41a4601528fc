import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { claimManualAttempt, insertDeliveries } from './deliveries-repository.ts';
import { ATTEMPT_LEASE_MS, sendClaimed } from './deliver.ts';
import { loadWebhook } from './list-webhooks.ts';
import { newMessageId } from './sign.ts';
import type { SendOutcome } from './send-signed.ts';
import { deliveryView } from './view.ts';

export interface SentNow {
  delivery: WebhookDelivery;
  outcome: SendOutcome;
}

/**
 * « Renvoyer »: the delivery sent again now, under its own `webhook-id` (the receiver's key against
 * duplicates), whatever its state; a failure goes on with the retries as any attempt does. A
 * delivery of another workspace is a 404.
 */
export async function resendDelivery(ctx: AppContext, workspaceId: string, id: string): Promise<SentNow> {
  const claimed = isUuid(id) ? await claimManualAttempt(ctx.db, workspaceId, id, new Date(ctx.clock.now() + ATTEMPT_LEASE_MS)) : null;
  if (!claimed) throw new AppError(404, 'http.notFound');
  const { row, outcome } = await sendClaimed(ctx, claimed, { retry: true });
  if (!row) throw new AppError(404, 'http.notFound');
  return { delivery: deliveryView(row), outcome };
}

/**
 * « Tester »: a `webhook.test` event sent now to the endpoint, whatever it subscribes to, and kept
 * in its log; tried once (a test that fails is not retried).
 */
export async function testWebhook(ctx: AppContext, workspaceId: string, endpointId: string): Promise<SentNow> {
  await loadWebhook(ctx, workspaceId, endpointId);
  const now = new Date(ctx.clock.now());
  const payload = { type: WEBHOOK_TEST_EVENT, timestamp: now.toISOString(), data: { workspaceId, endpointId } };
  const [id] = await insertDeliveries(ctx.db, [{ messageId: newMessageId(), endpointId, workspaceId, eventType: WEBHOOK_TEST_EVENT, payload, nextAttemptAt: now, createdAt: now }]);
  const claimed = await claimManualAttempt(ctx.db, workspaceId, id!, new Date(now.getTime() + ATTEMPT_LEASE_MS));
  if (!claimed) throw new AppError(404, 'http.notFound');
  const { row, outcome } = await sendClaimed(ctx, claimed, { retry: false });
  if (!row) throw new AppError(404, 'http.notFound');
  return { delivery: deliveryView(row), outcome };
}
