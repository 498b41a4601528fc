import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt, workspaceRef } from './columns.ts';
import { contents } from './content.ts';
import { socialAccounts } from './social-accounts.ts';

/**
 * One row per (content, connected account): what publishing it there became. `status` moves
 * queued → publishing → published | failed | to_check (outcome unknown, never retried blindly)
 * or queued → cancelled. `claimedAt` marks the claim a worker made in one statement.
 */
export const publicationTargets = pgTable(
  'publication_targets',
  {
    id: id(),
    workspaceId: workspaceRef(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => socialAccounts.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    status: text('status', { enum: ['queued', 'publishing', 'published', 'failed', 'to_check', 'cancelled'] }).notNull(),
    dueAt: timestamptz('due_at').notNull(),
    /** When a queued target waits for a retry (rate limit reset, back-off): its job's start, which the sweep keeps. */
    retryAt: timestamptz('retry_at'),
    externalId: text('external_id'),
    url: text('url'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The pg-boss job that publishes it, so that cancelling removes it. */
    jobId: text('job_id'),
    claimedAt: timestamptz('claimed_at'),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('publication_targets_content_account_unique').on(t.contentId, t.accountId),
    index('publication_targets_due_idx').on(t.status, t.dueAt),
    index('publication_targets_workspace_idx').on(t.workspaceId, t.contentId),
  ],
);

/**
 * What follows a published post on one account, each published once: its first comment, or the
 * further posts of an X thread (each answering the one before). A part is `publishing` from the
 * moment it is claimed until the network's answer is recorded: one found so after a crash is first
 * looked for on the network before it is sent again.
 */
export const publicationTargetParts = pgTable(
  'publication_target_parts',
  {
    id: id(),
    workspaceId: workspaceRef(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => publicationTargets.id, { onDelete: 'cascade' }),
    /** 1 for the first comment or the thread's second post, and so on. */
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['first_comment', 'thread'] }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'publishing', 'published', 'failed', 'to_check'] })
      .notNull()
      .default('queued'),
    externalId: text('external_id'),
    url: text('url'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When a queued part waits for its next try (a rate limit's reset, a back-off): it is not claimed
     * before, nor the parts after it, and the sweep leaves its target alone until then.
     */
    retryAt: timestamptz('retry_at'),
    claimedAt: timestamptz('claimed_at'),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('publication_target_parts_target_position_unique').on(t.targetId, t.position)],
);
