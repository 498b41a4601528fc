import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, workspaceRef } from './columns.ts';
import { contents } from './content.ts';
import { publicationTargets } from './publishing.ts';
import { socialAccounts } from './social-accounts.ts';

/*
 * A figure column holds what the network answered, or null when the network does not give that
 * figure (LinkedIn no saves, TikTok no clicks…): never a 0 by default.
 */
const figures = () => ({
  impressions: bigint('impressions', { mode: 'number' }),
  reach: bigint('reach', { mode: 'number' }),
  likes: bigint('likes', { mode: 'number' }),
  comments: bigint('comments', { mode: 'number' }),
  shares: bigint('shares', { mode: 'number' }),
  saves: bigint('saves', { mode: 'number' }),
  clicks: bigint('clicks', { mode: 'number' }),
});

/**
 * The time series: each measure of a published target's figures (cumulative, as the network
 * counts them). Fresh posts are measured hourly, older ones daily; a post's curve reads these.
 */
export const postMetricSnapshots = pgTable(
  'post_metric_snapshots',
  {
    targetId: uuid('target_id')
      .notNull()
      .references(() => publicationTargets.id, { onDelete: 'cascade' }),
    measuredAt: timestamptz('measured_at').notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.measuredAt] })],
);

/**
 * The last measure of each published target, with what is needed to list and rank posts without
 * reading the series: the best-posts table, the scores and the exports read this.
 */
export const postMetrics = pgTable(
  'post_metrics',
  {
    targetId: uuid('target_id')
      .primaryKey()
      .references(() => publicationTargets.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => socialAccounts.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    publishedAt: timestamptz('published_at').notNull(),
    measuredAt: timestamptz('measured_at').notNull(),
    ...figures(),
    /** Likes + comments + shares + saves, of those the network gives (null when it gives none). */
    engagement: bigint('engagement', { mode: 'number' }),
    /** Why the figures stopped at their last value: the post was removed, or its account disconnected. */
    stopped: text('stopped', { enum: ['removed', 'disconnected'] }),
  },
  (t) => [index('post_metrics_workspace_published_idx').on(t.workspaceId, t.publishedAt), index('post_metrics_content_idx').on(t.contentId)],
);

/**
 * The daily rollup per account (UTC days): what its posts gained that day, and its followers at the
 * day's end. The period cards and the charts read this, so a year reads 365 rows per account,
 * never the snapshots. A gain is null when the network does not give that figure.
 */
export const accountMetricDays = pgTable(
  'account_metric_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    workspaceId: workspaceRef(),
    platform: text('platform').notNull(),
    ...figures(),
    engagement: bigint('engagement', { mode: 'number' }),
    followers: bigint('followers', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] }), index('account_metric_days_workspace_day_idx').on(t.workspaceId, t.day)],
);

/** Each measure of an account's own figures (its followers). */
export const accountMetricSnapshots = pgTable(
  'account_metric_snapshots',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    measuredAt: timestamptz('measured_at').notNull(),
    followers: bigint('followers', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.measuredAt] })],
);

/** How each account's measuring goes: when it last ran, whether a round waits, what failed. */
export const accountMetricSyncs = pgTable('account_metric_syncs', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => socialAccounts.id, { onDelete: 'cascade' }),
  workspaceId: workspaceRef(),
  /** When a round was asked and has not ended (a "Synchroniser", or the hourly schedule). */
  requestedAt: timestamptz('requested_at'),
  /**
   * When a user asked for figures now (« Synchroniser ») and the round has not ended: every post of
   * the last 90 days measured before it is due, whatever its cadence.
   */
  askedAt: timestamptz('asked_at'),
  lastSyncedAt: timestamptz('last_synced_at'),
  /** The last daily pass over posts older than 7 days, and over the account's own figures. */
  lastDailyAt: timestamptz('last_daily_at'),
  /** A rate limit's reset: no call before it. */
  retryAt: timestamptz('retry_at'),
  lastError: text('last_error'),
  failures: integer('failures').notNull().default(0),
});
