/** What the rest of the server uses of domain events: their names and what each carries (the bus is the context's `events`). */
export type { DomainEventName, DomainEvents } from './catalogue.ts';
export type { EventBus } from './bus.ts';
export type { EmitInTransaction } from './bus.ts';
