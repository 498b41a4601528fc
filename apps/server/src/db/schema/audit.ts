import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, workspaceRef } from './columns.ts';

/**
 * The audit log: who did what and when in a workspace. The actor's name is copied so that an entry
 * still says who acted once their account is gone; entries are kept one year.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    workspaceId: workspaceRef(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entries_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id), index('audit_entries_created_idx').on(t.createdAt)],
);
