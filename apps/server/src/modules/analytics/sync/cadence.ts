const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How often figures are read: a post is measured at every round (hourly) in its first 7 days,
 * daily until 90 days, then no more (its figures stay at their last value); the account's own
 * figures daily. Whether a post is due is decided from its own last measure, so that a round
 * resumed after a rate limit measures only what it had not. A rate limit without a reset time
 * waits a quarter of an hour.
 */
export const SYNC_CADENCE = {
  freshForMs: 7 * DAY,
  measuredForMs: 90 * DAY,
  // Ten minutes short of an hour: a post measured by the last hourly round is due at this one
  // even when it comes a little early, and not by the same round resumed after a rate limit.
  freshEveryMs: HOUR - 10 * 60_000,
  // Ten minutes short of a day: the hourly round that comes a little early is still the daily one,
  // so the daily pass does not slip by an hour each day.
  dailyEveryMs: DAY - 10 * 60_000,
  /** The hourly round's cron (pg-boss schedule, UTC). */
  scheduleCron: '0 * * * *',
  /** A round asked for longer ago than this is no longer shown as running (its job was lost). */
  runningForMs: HOUR,
  defaultRateLimitWaitMs: 15 * 60_000,
  /** Posts asked to the network and stored per transaction. */
  batchSize: 1000,
} as const;

/** Whether this round also reads the account's own figures (its followers). */
export function isDailyRound(lastDailyAt: Date | null, now: number): boolean {
  return lastDailyAt === null || now - lastDailyAt.getTime() >= SYNC_CADENCE.dailyEveryMs;
}
