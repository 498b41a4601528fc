import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** Per-workspace preferences (the publication toggles of the networks page, among others). */
export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  publication: jsonb('publication').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: updatedAt(),
});
