import { createHmac } from 'node:crypto';
import { seconds, type DeliveryCount, type PaymentSandboxSetup } from './context.ts';
import type { PendingEvent, StripeEvent } from './objects.ts';
import { patch, remove, undeliveredEvents } from './store.ts';

/** How many kept events one delivery round sends at most. */
const ROUND = 100;
const TIMEOUT_MS = 10_000;

/** Stripe's `Stripe-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The sandbox's deliveries: each round sends every kept event, oldest first, and forgets those the
 * webhook acknowledged (2xx); the others stay for the next round. An event already on its way in
 * another round is left to it, so that a receiver calling the sandbox back never gets it twice
 * from two rounds at once.
 */
export function createDelivery(setup: PaymentSandboxSetup, now: () => Promise<number>): () => Promise<DeliveryCount> {
  const inFlight = new Set<string>();

  async function send(event: StripeEvent): Promise<boolean> {
    const body = JSON.stringify(event);
    const signature = signatureHeader(setup.webhookSecret, body, seconds(await now()));
    try {
      const response = await setup.deliver(setup.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) setup.logger.warn({ event: event.id, type: event.type, status: response.status }, 'payment sandbox: webhook refused the event, kept for later');
      return response.ok;
    } catch (error) {
      setup.logger.warn({ event: event.id, type: event.type, err: error }, 'payment sandbox: webhook unreachable, event kept for later');
      return false;
    }
  }

  return async () => {
    const pending = (await undeliveredEvents<PendingEvent>(setup.db, ROUND)).filter((entry) => !inFlight.has(entry.event.id));
    for (const entry of pending) inFlight.add(entry.event.id);
    const count: DeliveryCount = { delivered: 0, failed: 0 };
    try {
      for (const entry of pending) {
        if (await send(entry.event)) {
          await remove(setup.db, 'event', entry.event.id);
          count.delivered += 1;
        } else {
          await patch(setup.db, 'event', entry.event.id, { attempts: entry.attempts + 1 });
          count.failed += 1;
        }
      }
    } finally {
      for (const entry of pending) inFlight.delete(entry.event.id);
    }
    return count;
  };
}
