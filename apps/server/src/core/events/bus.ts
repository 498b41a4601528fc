import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Queue } from '../../jobs/queue.ts';
import type { DomainEventName, DomainEvents } from './catalogue.ts';

type Handler<Name extends DomainEventName> = (payload: DomainEvents[Name]) => Promise<void> | void;

/**
 * What a durable handler is told beside the event: `eventId` names this event for this subscriber
 * and stays the same when the job runs again (after a crash, a failure), so that a handler can make
 * what it writes once.
 */
export interface DurableMeta {
  eventId: string;
}
type DurableHandler<Name extends DomainEventName> = (payload: DomainEvents[Name], meta: DurableMeta) => Promise<void> | void;

interface DurableSubscription {
  event: DomainEventName;
  /** The pg-boss queue of this subscriber: `event.<event>.<subscriber>`. */
  queueName: string;
  handler: DurableHandler<DomainEventName>;
}

export interface EventBus {
  /** Reacts in this process, right after the emitter's change (caches, notifications). */
  on<Name extends DomainEventName>(event: Name, handler: Handler<Name>): void;
  /**
   * Reacts through the job queue: the event is stored as a job when emitted and handled by a
   * worker, retried on failure and kept across a crash (what must reach the outside world).
   */
  durable<Name extends DomainEventName>(event: Name, subscriber: string, handler: DurableHandler<Name>): void;
  /** Runs the in-process handlers in order, then stores one job per durable subscriber. */
  emit<Name extends DomainEventName>(event: Name, payload: DomainEvents[Name]): Promise<void>;
  /** The durable subscriptions, for the workers to work on and the queue to create. */
  durableSubscriptions(): readonly DurableSubscription[];
}

/**
 * A typed in-process event bus with durable fan-out. An in-process handler that throws is logged
 * and does not undo the emitter's change, which is already committed; the other handlers still run.
 */
export function createEventBus(logger: Logger, queue: () => Queue | null): EventBus {
  const handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();
  const durables: DurableSubscription[] = [];

  return {
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler as Handler<DomainEventName>]);
    },
    durable(event, subscriber, handler) {
      durables.push({ event, queueName: `event.${event}.${subscriber}`, handler: handler as DurableHandler<DomainEventName> });
    },
    async emit(event, payload) {
      for (const handler of handlers.get(event) ?? []) {
        try {
          await handler(payload);
        } catch (error) {
          logger.error({ err: error, event }, 'événement : un abonné a échoué');
        }
      }
      const subscribers = durables.filter((durable) => durable.event === event);
      if (subscribers.length === 0) return;
      const boss = queue()?.boss;
      for (const subscriber of subscribers) {
        // Without a queue (some tests), the durable handler runs at once: nothing is lost, only delayed less.
        if (boss) await boss.send(subscriber.queueName, payload as object, { retryLimit: 5, retryBackoff: true });
        else await subscriber.handler(payload, { eventId: randomUUID() });
      }
    },
    durableSubscriptions: () => durables,
  };
}
