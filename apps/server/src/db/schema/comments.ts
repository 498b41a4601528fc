import { COMMENT_FLAG_REASONS, COMMENT_SENTIMENTS, COMMENT_STATUSES } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, madeByRef, timestamptz, workspaceRef } from './columns.ts';
import { contents } from './content.ts';
import { publicationTargets } from './publishing.ts';
import { socialAccounts } from './social-accounts.ts';
import { workspaces } from './workspaces.ts';

/**
 * A comment left by someone on one of the workspace's published posts, once per (account, the
 * network's comment id). The account's own answers are `comment_replies`, not comments.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    workspaceId: workspaceRef(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    targetId: uuid('target_id').references(() => publicationTargets.id, { onDelete: 'set null' }),
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    postExternalId: text('post_external_id').notNull(),
    externalId: text('external_id').notNull(),
    /** The comment it answers on the network; null for a comment on the post. */
    parentExternalId: text('parent_external_id'),
    authorName: text('author_name').notNull(),
    authorHandle: text('author_handle'),
    text: text('text').notNull(),
    url: text('url'),
    /** When it was written, on the network. */
    writtenAt: timestamptz('written_at').notNull(),
    receivedAt: createdAt(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull(),
    flagReason: text('flag_reason', { enum: COMMENT_FLAG_REASONS }),
    /** What the rule found (the word, the link…). */
    flagDetail: text('flag_detail'),
    sentiment: text('sentiment', { enum: COMMENT_SENTIMENTS }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** The network no longer lists it. */
    removed: boolean('removed').notNull().default(false),
    readAt: timestamptz('read_at'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The first answer's time: the response time is measured to it. */
    respondedAt: timestamptz('responded_at'),
    moderatedAt: timestamptz('moderated_at'),
  },
  (t) => [
    uniqueIndex('comments_account_external_idx').on(t.accountId, t.externalId),
    index('comments_workspace_written_idx').on(t.workspaceId, t.writtenAt, t.id),
    index('comments_workspace_status_idx').on(t.workspaceId, t.status, t.writtenAt),
    index('comments_post_idx').on(t.accountId, t.postExternalId),
    index('comments_content_idx').on(t.contentId),
    index('comments_assignee_idx')
      .on(t.workspaceId, t.assigneeId, t.writtenAt)
      .where(sql`${t.assigneeId} is not null`),
  ],
);

/** An answer of the account to a comment: sent through Publia by a member, or found on the network. */
export const commentReplies = pgTable(
  'comment_replies',
  {
    id: id(),
    workspaceId: workspaceRef(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    text: text('text').notNull(),
    url: text('url'),
    /** The member who sent it through Publia; null when it was written on the network. */
    userId: madeByRef(),
    writtenAt: timestamptz('written_at').notNull(),
  },
  (t) => [uniqueIndex('comment_replies_comment_external_idx').on(t.commentId, t.externalId)],
);

/** When each published post's comments were last read. */
export const commentPostSyncs = pgTable('comment_post_syncs', {
  targetId: uuid('target_id')
    .primaryKey()
    .references(() => publicationTargets.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => socialAccounts.id, { onDelete: 'cascade' }),
  checkedAt: timestamptz('checked_at').notNull(),
  listed: integer('listed').notNull().default(0),
});

/** Each account's reading of comments: asked by a user (« Actualiser »), rate-limit reset, last error. */
export const commentAccountSyncs = pgTable('comment_account_syncs', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => socialAccounts.id, { onDelete: 'cascade' }),
  workspaceId: workspaceRef(),
  askedAt: timestamptz('asked_at'),
  lastSyncedAt: timestamptz('last_synced_at'),
  retryAt: timestamptz('retry_at'),
  lastError: text('last_error'),
});

/** A reply the team keeps ready to insert. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: id(),
    workspaceId: workspaceRef(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_replies_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** The workspace's inbox settings: the filter's words (null: the defaults), whether the default saved replies were given. */
export const commentSettings = pgTable('comment_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  filterWords: jsonb('filter_words').$type<string[]>(),
  savedRepliesSeeded: boolean('saved_replies_seeded').notNull().default(false),
});
