import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** What the network sandboxes remember (codes, tokens, media jobs, posts), as JSON per network. */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    network: text('network').notNull(),
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.network, t.kind, t.id] })],
);

/** Faults the sandboxes are told to answer next (tests, demos of failure handling). */
export const sandboxFaults = pgTable('sandbox_faults', {
  id: id(),
  network: text('network').notNull(),
  operation: text('operation').notNull(),
  fault: text('fault').notNull(),
  remaining: integer('remaining').notNull(),
  /** The visitor who armed it (a workspace's key); only that visitor's demo accounts meet it. */
  owner: text('owner'),
  createdAt: createdAt(),
});
