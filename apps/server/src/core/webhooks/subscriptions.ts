import type { AppContext } from '../context/app-context.ts';
import type { DomainEventName, DomainEvents } from '../events/service.ts';
import { DELIVERED_EVENTS, type WebhookEvent } from './event-payloads.ts';
import { fanOut } from './fan-out.ts';

/**
 * Every event that leaves Publia as a webhook is handled durably (a pg-boss job per event, retried,
 * kept across a crash): its deliveries are written and queued for each subscribed endpoint, once
 * whatever the number of times its job runs.
 */
export function subscribeWebhooks(ctx: AppContext): void {
  for (const name of Object.keys(DELIVERED_EVENTS) as DomainEventName[]) {
    const describe = DELIVERED_EVENTS[name] as (event: DomainEvents[DomainEventName]) => WebhookEvent;
    ctx.events.durable(name, 'webhooks', async (event, { eventId }) => {
      await fanOut(ctx, event.workspaceId, describe(event), eventId);
    });
  }
}
