import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, madeByRef, timestamptz, updatedAt, workspaceRef } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** The workspace's watch: its keywords, and the rising topics it was already told about (stem → when). */
export const inspirationSettings = pgTable('inspiration_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  notifiedTopics: jsonb('notified_topics').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** An RSS/Atom feed a workspace follows, and what its last fetch said (validators for the conditional GET). */
export const feedSources = pgTable(
  'feed_sources',
  {
    id: id(),
    workspaceId: workspaceRef(),
    url: text('url').notNull(),
    siteUrl: text('site_url'),
    title: text('title').notNull(),
    status: text('status').notNull().default('pending'),
    /** The reason of the last failure, as a key of the messages catalogue and its detail. */
    errorReason: text('error_reason'),
    errorDetail: text('error_detail'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** SHA-256 of the feed's bytes as last read: the same bytes again are not parsed again (many feeds send no ETag). */
    contentDigest: text('content_digest'),
    lastFetchedAt: timestamptz('last_fetched_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('feed_sources_workspace_url_idx').on(t.workspaceId, t.url)],
);

/** One news item of a feed, kept once per feed by its guid (else its link). */
export const feedItems = pgTable(
  'feed_items',
  {
    id: id(),
    workspaceId: workspaceRef(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => feedSources.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    summary: text('summary').notNull(),
    imageUrl: text('image_url'),
    /** The feed's date, or when Publia first saw the item when the feed gave none (or a broken one). */
    publishedAt: timestamptz('published_at').notNull(),
    fetchedAt: createdAt(),
  },
  (t) => [uniqueIndex('feed_items_source_guid_idx').on(t.sourceId, t.guid), index('feed_items_workspace_published_idx').on(t.workspaceId, t.publishedAt)],
);

/** A public account the workspace watches (competitor watch) and what reading it said last. */
export const competitors = pgTable(
  'competitors',
  {
    id: id(),
    workspaceId: workspaceRef(),
    network: text('network').notNull(),
    handle: text('handle').notNull(),
    displayName: text('display_name'),
    pictureUrl: text('picture_url'),
    followers: integer('followers'),
    status: text('status').notNull().default('pending'),
    errorReason: text('error_reason'),
    refreshedAt: timestamptz('refreshed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('competitors_workspace_handle_idx').on(t.workspaceId, t.network, t.handle)],
);

/** A competitor's public post, its figures as last read, and the analysis of why it works. */
export const competitorPosts = pgTable(
  'competitor_posts',
  {
    id: id(),
    competitorId: uuid('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamptz('published_at').notNull(),
    likes: integer('likes'),
    comments: integer('comments'),
    shares: integer('shares'),
    analysis: text('analysis').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('competitor_posts_external_idx').on(t.competitorId, t.externalId)],
);

/** A saved idea; `sourceRef` is the news item or competitor post it was saved from (saved once). */
export const inspirationIdeas = pgTable(
  'inspiration_ideas',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: madeByRef(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    network: text('network'),
    objective: text('objective'),
    source: text('source').notNull(),
    sourceRef: uuid('source_ref'),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('inspiration_ideas_workspace_idx').on(t.workspaceId, t.createdAt), uniqueIndex('inspiration_ideas_source_ref_idx').on(t.workspaceId, t.sourceRef)],
);
