import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, userRef, workspaceRef } from './columns.ts';

/** In-app notifications, per user (validation, trend, comment, scheduled, failure). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: userRef(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    route: text('route'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.read, t.createdAt)],
);
