import type { AppContext } from '../../app/context.ts';
import { insertDeliveries } from './deliveries-repository.ts';
import type { WebhookEvent } from './event-payloads.ts';
import { enqueueDeliveries } from './queue.ts';
import { subscribedEndpointIds } from './repository.ts';
import { newMessageId } from './sign.ts';

/**
 * One delivery per enabled endpoint of the workspace subscribed to the event (event webhooks and
 * automation endpoints alike), written in one statement with its own `webhook-id`, and its first
 * attempt queued. The payload is Standard Webhooks' recommended shape, `{ type, timestamp, data }`.
 * Answers the deliveries made.
 */
export async function fanOut(ctx: AppContext, workspaceId: string, event: WebhookEvent): Promise<string[]> {
  const endpointIds = await subscribedEndpointIds(ctx.db, workspaceId, event.type);
  if (endpointIds.length === 0) return [];
  const now = new Date(ctx.clock.now());
  const payload = { type: event.type, timestamp: now.toISOString(), data: event.data };
  const ids = await insertDeliveries(
    ctx.db,
    endpointIds.map((endpointId) => ({
      messageId: newMessageId(),
      endpointId,
      workspaceId,
      eventType: event.type,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  try {
    await enqueueDeliveries(ctx, ids.map((deliveryId) => ({ deliveryId, attempt: 1 })));
  } catch (error) {
    // The deliveries are written: throwing would have the event handled again and written twice.
    // The sweep queues them within minutes instead.
    ctx.logger.error({ err: error, event: event.type }, 'webhooks : envois non mis en file, repris par le balayage');
  }
  return ids;
}
