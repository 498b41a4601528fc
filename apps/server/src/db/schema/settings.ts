import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** Per-workspace preferences (the publication toggles of the networks page, among others). */
export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  publication: jsonb('publication').$type<Record<string, boolean>>().notNull().default({}),
  /** The approval rule (none, optional, required): admins choose. */
  approvalMode: text('approval_mode', { enum: ['none', 'optional', 'required'] })
    .notNull()
    .default('none'),
  updatedAt: updatedAt(),
});
