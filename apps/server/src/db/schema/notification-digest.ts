import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, userRef } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * An e-mail notification waiting for its digest: with a frequency other than « immediate », the
 * user's e-mails are grouped per hour, day or week into one message (`sentAt` once it went out).
 */
export const emailDigestItems = pgTable(
  'email_digest_items',
  {
    id: id(),
    userId: userRef(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Which e-mail toggle it falls under (comments received, content published…). */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    route: text('route'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_digest_items_pending_idx').on(t.userId, t.sentAt, t.createdAt)],
);
