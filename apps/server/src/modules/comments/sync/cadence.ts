const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How often comments are read: every 5 minutes while a post is younger than 48 hours (when most
 * comments come), hourly until it is 30 days old, then no more. A post is due by its own last
 * reading, a few minutes short of the period so that a round that comes a little early still reads it.
 */
export const COMMENT_CADENCE = {
  freshForMs: 48 * HOUR,
  watchedForMs: 30 * 24 * HOUR,
  freshEveryMs: 4 * MINUTE,
  olderEveryMs: 55 * MINUTE,
  /** The schedule's cron (pg-boss, UTC). */
  scheduleCron: '*/5 * * * *',
  /** Posts read at once for one account. */
  concurrency: 4,
  defaultRateLimitWaitMs: 15 * MINUTE,
  /** A network listing this many comments of a post may have more: what it did not list is not taken as deleted. */
  listCap: 1000,
} as const;

/** One job per account, its id as singleton key. */
export const COMMENT_SCHEDULE_QUEUE = 'comments.schedule';
export const COMMENT_SYNC_QUEUE = 'comments.sync-account';

export interface CommentSyncJobData {
  accountId: string;
}
