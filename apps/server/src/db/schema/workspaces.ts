import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, userRef, workspaceRef } from './columns.ts';

export const workspaces = pgTable('workspaces', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: workspaceRef(),
    userId: userRef(),
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);
