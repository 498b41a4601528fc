import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, madeByRef, timestamptz, updatedAt, workspaceRef } from './columns.ts';
import { users } from './auth.ts';
import { media } from './media.ts';

/**
 * A post of the workspace (a content item): drafts pending validation, scheduled,
 * published or failed. Its per-account outcome lives in `publication_targets`.
 */
export const contents = pgTable(
  'contents',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: madeByRef(),
    title: text('title'),
    text: text('text').notNull().default(''),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    /** The generation's keywords (motsCles), kept to prefill a repost; `hashtags` are what the create screen's payload calls `keywords`. */
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    /** The rest of what the create screen held, so that a draft opened again generates as it was (null on older rows). */
    objective: text('objective', { enum: ['sell', 'inform', 'inspire', 'entertain', 'humanize', 'reassure'] }),
    description: text('description'),
    publicationMode: text('publication_mode', { enum: ['automatique', 'manuelle'] }),
    /** Per-network text when it differs from `text` (generation writes one variant per network). */
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    mediaUrl: text('media_url'),
    mediaType: text('media_type', { enum: ['image', 'video'] }),
    /**
     * Every medium of the post in order (a carousel); the first is also media_id/url/type. `altText`
     * only where one was written: the item's answer passes this JSON through as it is.
     */
    mediaItems: jsonb('media_items').$type<{ id: string | null; url: string; type: 'image' | 'video'; altText?: string }[]>().notNull().default([]),
    /** Published as a comment right after the post where the network allows it. */
    firstComment: text('first_comment'),
    /** X: the posts that follow the first one, each answering the one before. */
    thread: jsonb('thread').$type<string[]>().notNull().default([]),
    /** How a video goes out where the network offers a choice (Reels shared to the grid, cover, Facebook Reel). */
    publishOptions: jsonb('publish_options')
      .$type<{ shareToFeed?: boolean; coverAtSeconds?: number; facebookReel?: boolean; contentWarning?: string; mastodonVisibility?: 'public' | 'unlisted' | 'private' }>()
      .notNull()
      .default({}),
    link: text('link'),
    platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'pending', 'scheduled', 'publishing', 'published', 'failed'] }).notNull(),
    scheduledFor: timestamptz('scheduled_for'),
    publishedAt: timestamptz('published_at'),
    /** What the content was reposted from (`/create?repost={id}`). */
    repostOf: uuid('repost_of'),
    /** In the posting queue since then (null: not queued): the queue's order. */
    queuedAt: timestamptz('queued_at'),
    /** Opted in for evergreen reposting, whatever its score. */
    evergreen: boolean('evergreen').notNull().default(false),
    impressions: integer('impressions'),
    likes: integer('likes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contents_workspace_status_idx').on(t.workspaceId, t.status, t.createdAt),
    index('contents_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('contents_repost_of_idx').on(t.repostOf),
    index('contents_workspace_queued_idx')
      .on(t.workspaceId, t.queuedAt)
      .where(sql`${t.queuedAt} is not null`),
    // The history's order (an item's date: published, else scheduled, else created), newest first by a backward scan.
    index('contents_workspace_item_date_idx').on(t.workspaceId, sql`coalesce(${t.publishedAt}, ${t.scheduledFor}, ${t.createdAt})`, t.id),
  ],
);

/**
 * Where an item stands in the team's approval: asked (with what to do once approved), approved or
 * refused. One row per item, written by the content module's approval actions.
 */
export const contentApprovals = pgTable(
  'content_approvals',
  {
    contentId: uuid('content_id')
      .primaryKey()
      .references(() => contents.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    status: text('status', { enum: ['requested', 'approved', 'rejected'] }).notNull(),
    intent: text('intent', { enum: ['none', 'publish', 'schedule'] })
      .notNull()
      .default('none'),
    scheduledFor: timestamptz('scheduled_for'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamptz('requested_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    comment: text('comment'),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_approvals_workspace_status_idx').on(t.workspaceId, t.status, t.requestedAt)],
);

/** The team's notes on an item (and the approval's own lines: asked, approved, refused with its comment). */
export const contentNotes = pgTable(
  'content_notes',
  {
    id: id(),
    workspaceId: workspaceRef(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: madeByRef(),
    kind: text('kind', { enum: ['note', 'approved', 'rejected', 'requested'] })
      .notNull()
      .default('note'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_notes_content_idx').on(t.contentId, t.createdAt)],
);
