import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { onTransaction, type Queue } from '../../jobs/queue.ts';
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

/** Announces an event from inside a change's transaction (see `EventBus.transaction`). */
export type EmitInTransaction = <Name extends DomainEventName>(event: Name, payload: DomainEvents[Name]) => Promise<void>;

export interface EventBus {
  /** Reacts in this process, right after the emitter's change (caches, notifications). */
  on<Name extends DomainEventName>(event: Name, handler: Handler<Name>): void;
  /**
   * Reacts through the job queue: the event is stored as a job when emitted and handled by a
   * worker, retried on failure and kept across a crash (what must reach the outside world).
   */
  durable<Name extends DomainEventName>(event: Name, subscriber: string, handler: DurableHandler<Name>): void;
  /**
   * Runs the in-process handlers in order, then stores one job per durable subscriber. For an
   * event caused by a database change, prefer `transaction`: a crash between the change's commit
   * and this call loses the event.
   */
  emit<Name extends DomainEventName>(event: Name, payload: DomainEvents[Name]): Promise<void>;
  /**
   * Runs `work` in one transaction of `db`, and what it emits (its second argument) is kept with the
   * change: each durable subscriber's job is written in the transaction, so it is committed with the
   * change or not at all (a crash right after the commit loses nothing); the in-process handlers run
   * once the transaction has committed, in the order the events were emitted.
   */
  transaction<T>(db: Db, work: (tx: Db, emit: EmitInTransaction) => Promise<T>): Promise<T>;
  /** The durable subscriptions, for the workers to work on and the queue to create. */
  durableSubscriptions(): readonly DurableSubscription[];
}

const DURABLE_JOB = { retryLimit: 5, retryBackoff: true };

/**
 * A typed in-process event bus with durable fan-out. An in-process handler that throws is logged
 * and does not undo the emitter's change, which is already committed; the other handlers still run.
 */
export function createEventBus(logger: Logger, queue: () => Queue | null): EventBus {
  const handlers = new Map<DomainEventName, Handler<DomainEventName>[]>();
  const durables: DurableSubscription[] = [];
  const subscribersOf = (event: DomainEventName) => durables.filter((durable) => durable.event === event);

  async function runHandlers(event: DomainEventName, payload: DomainEvents[DomainEventName]): Promise<void> {
    for (const handler of handlers.get(event) ?? []) {
      try {
        await handler(payload);
      } catch (error) {
        logger.error({ err: error, event }, 'événement : un abonné a échoué');
      }
    }
  }

  /** Without a queue (some tests), a durable handler runs at once: nothing is lost, only delayed less. */
  async function runDurablesNow(event: DomainEventName, payload: DomainEvents[DomainEventName]): Promise<void> {
    for (const subscriber of subscribersOf(event)) await subscriber.handler(payload, { eventId: randomUUID() });
  }

  return {
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler as Handler<DomainEventName>]);
    },
    durable(event, subscriber, handler) {
      durables.push({ event, queueName: `event.${event}.${subscriber}`, handler: handler as DurableHandler<DomainEventName> });
    },
    async emit(event, payload) {
      await runHandlers(event, payload);
      const boss = queue()?.boss;
      if (!boss) return runDurablesNow(event, payload);
      for (const subscriber of subscribersOf(event)) await boss.send(subscriber.queueName, payload as object, DURABLE_JOB);
    },
    async transaction(db, work) {
      const emitted: { event: DomainEventName; payload: DomainEvents[DomainEventName] }[] = [];
      const boss = queue()?.boss;
      const result = await db.transaction((tx) =>
        work(tx, async (event, payload) => {
          emitted.push({ event, payload });
          if (!boss) return;
          for (const subscriber of subscribersOf(event)) {
            await boss.send(subscriber.queueName, payload as object, { ...DURABLE_JOB, db: onTransaction(tx) });
          }
        }),
      );
      for (const { event, payload } of emitted) {
        await runHandlers(event, payload);
        if (!boss) await runDurablesNow(event, payload);
      }
      return result;
    },
    durableSubscriptions: () => durables,
  };
}
