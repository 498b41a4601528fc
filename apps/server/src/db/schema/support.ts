import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** A message to the instance's support (Aide → Contacter le support), e-mailed to SUPPORT_EMAIL through the outbox. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    /** Where to answer (the user's address when they wrote). */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    mailedAt: timestamptz('mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt)],
);

/** Feedback on Publia (Aide → Votre avis), listed for the instance's operators. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The page the user was on, if given. */
    page: text('page'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
