import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** E-mails waiting for SMTP, or kept for the operator when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML version, when the e-mail has one (sent as multipart/alternative with `body`). */
    html: text('html'),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);
