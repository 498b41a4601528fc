import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** A weekly slot: ISO weekday (1 = Monday) and the minute of the day, in the user's time zone. */
export interface StoredSlot {
  weekday: number;
  minute: number;
}

/**
 * The workspace's posting queue: its saved weekly slots per network (a network absent from `slots`
 * uses the suggested ones) and whether it is paused. The row is also the lock the placements take,
 * so that two items racing for one slot get two slots.
 */
export const postingQueues = pgTable('posting_queues', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  slots: jsonb('slots').$type<Record<string, StoredSlot[]>>().notNull().default({}),
  paused: boolean('paused').notNull().default(false),
  /** The zone the slots are read in: that of the member who last set them. */
  timeZone: text('time_zone').notNull(),
  updatedAt: updatedAt(),
});

/** The workspace's evergreen rule: repost posts scoring above `minScore`, at most `maxReposts` times, not before `minDays`. */
export const evergreenRules = pgTable('evergreen_rules', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  minScore: integer('min_score').notNull(),
  maxReposts: integer('max_reposts').notNull(),
  minDays: integer('min_days').notNull(),
  lastRunAt: timestamptz('last_run_at'),
  updatedAt: updatedAt(),
});
