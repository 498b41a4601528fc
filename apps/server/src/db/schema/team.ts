import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, workspaceRef } from './columns.ts';

/**
 * An invitation to join a workspace with a role. Only the SHA-256 of the link's token is kept;
 * resending replaces it (the old link stops working). Accepted, revoked or expired, it is no longer
 * pending; at most one pending invitation per address and workspace.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    workspaceId: workspaceRef(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    uniqueIndex('invitations_pending_email_unique')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('invitations_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);
