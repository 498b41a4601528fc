import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';

// Function declarations, not arrow constants: `auth.ts` and `workspaces.ts` call these while this
// file waits on them (their tables are the ones referenced), and only hoisted functions exist then.

/** A random UUID primary key. */
export function id() {
  return uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
}

/** An instant, stored in UTC. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}

export function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

export function updatedAt() {
  return timestamptz('updated_at').notNull().defaultNow();
}

/** The owning workspace: its rows go with it. */
export function workspaceRef() {
  return uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
}

/** The owning user: their rows go with them. */
export function userRef() {
  return uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/** The user who made the row (author, uploader…): the row outlives them. */
export function madeByRef() {
  return uuid('user_id').references(() => users.id, { onDelete: 'set null' });
}
