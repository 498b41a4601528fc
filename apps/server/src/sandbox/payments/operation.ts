import type { Db } from '../../db/client.ts';
import { seconds, type PaymentSandbox } from './context.ts';
import { stripeId } from './ids.ts';
import { present, type PendingEvent, type StripeEvent } from './objects.ts';
import { save } from './store.ts';

/** The Stripe API version the events say they are written in: the one of the SDK Publia ships (stripe 23). */
const API_VERSION = '2026-10-28.endive';

/** One change of the sandbox: its transaction, its instant, and the events it will deliver. */
export interface Operation {
  db: Db;
  /** Stripe's unix seconds, the same for every object the operation writes. */
  now: number;
  /** An event about `object` as it is now (copied: later changes in the operation do not alter it). */
  emit(type: string, object: object, previousAttributes?: object): void;
}

/**
 * Runs one change of the sandbox: all its writes, and its events kept in the outbox, in one
 * transaction (a refusal thrown inside leaves nothing, not even an invoice number); then, once
 * committed and before the caller answers, the events are delivered — never inside the
 * transaction, since the receiver may call the sandbox back.
 */
export async function operate<T>(sandbox: PaymentSandbox, work: (op: Operation) => Promise<T>): Promise<T> {
  const result = await transact(sandbox, work);
  await sandbox.deliverPending();
  return result;
}

/** One change in its transaction, its events kept for the next delivery (several changes, then one delivery). */
export async function transact<T>(sandbox: PaymentSandbox, work: (op: Operation) => Promise<T>): Promise<T> {
  const now = seconds(await sandbox.now());
  return sandbox.db.transaction(async (tx) => {
    const events: StripeEvent[] = [];
    const op: Operation = {
      db: tx as unknown as Db,
      now,
      emit(type, object, previousAttributes) {
        const data = { object: structuredClone(present(object)), ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}) };
        events.push({
          id: stripeId('evt'),
          object: 'event',
          type,
          created: now,
          livemode: false,
          api_version: API_VERSION,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data,
        });
      },
    };
    const value = await work(op);
    for (const [seq, event] of events.entries()) await save(op.db, 'event', event.id, { event, seq, attempts: 0 } satisfies PendingEvent);
    return value;
  });
}
