import { createHash, randomUUID } from 'node:crypto';
import type { AppContext } from '../context/app-context.ts';
import { insertDeliveries } from './deliveries-repository.ts';
import type { WebhookEvent } from './event-payloads.ts';
import { enqueueDeliveries } from './queue.ts';
import { subscribedEndpointIds } from './repository.ts';

/**
 * The `webhook-id` of an event for an endpoint: derived from the event's id (the same when its job
 * runs again after a crash) and the endpoint's, so that a second fan-out of the same event writes
 * nothing (the ids are unique) and a receiver never gets one event under two ids.
 */
export const messageIdOf = (eventId: string, endpointId: string): string => `msg_${createHash('sha256').update(`${eventId}:${endpointId}`).digest('base64url').slice(0, 24)}`;

/**
 * One delivery per enabled endpoint of the workspace subscribed to the event (event webhooks and
 * automation endpoints alike), written in one statement with its `webhook-id`, and its first attempt
 * queued. The payload is Standard Webhooks' recommended shape, `{ type, timestamp, data }`.
 * `eventId` names the event (its durable job's id); without one (a test event) each fan-out is new.
 * Answers the deliveries made by this call.
 */
export async function fanOut(ctx: AppContext, workspaceId: string, event: WebhookEvent, eventId: string = randomUUID()): Promise<string[]> {
  const endpointIds = await subscribedEndpointIds(ctx.db, workspaceId, event.type);
  if (endpointIds.length === 0) return [];
  const now = new Date(ctx.clock.now());
  const payload = { type: event.type, timestamp: now.toISOString(), data: event.data };
  const ids = await insertDeliveries(
    ctx.db,
    endpointIds.map((endpointId) => ({
      messageId: messageIdOf(eventId, endpointId),
      endpointId,
      workspaceId,
      eventType: event.type,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  try {
    await enqueueDeliveries(
      ctx,
      ids.map((deliveryId) => ({ deliveryId, attempt: 1 })),
    );
  } catch (error) {
    // The deliveries are written: throwing would have the event handled again and written twice.
    // The sweep queues them within minutes instead.
    ctx.logger.error({ err: error, event: event.type }, 'webhooks : envois non mis en file, repris par le balayage');
  }
  return ids;
}
