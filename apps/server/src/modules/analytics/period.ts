import type { AnalyticsPeriod } from '@publia/shared';

const DAY_MS = 86_400_000;

export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** `YYYY-MM-DD` of an instant's UTC day. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number): string => utcDay(dayMs(day) + days * DAY_MS);

/** The Monday (ISO week start) of a UTC day. */
export function mondayOf(day: string): string {
  const weekday = (new Date(dayMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export interface PeriodWindow {
  period: AnalyticsPeriod;
  days: number;
  /** The instants of the period: the last N days ending now, and the N days before. */
  from: number;
  to: number;
  previousFrom: number;
  /**
   * The UTC days the daily rollup is read over: the N days ending today (today included), and the
   * N before. `startDay`, the day before the first, is the one whose followers start the period.
   */
  firstDay: string;
  lastDay: string;
  previousFirstDay: string;
  previousLastDay: string;
  bucket: 'day' | 'week';
  /** Each bucket's first day, oldest first. */
  buckets: string[];
}

/**
 * The window of a period ending at `now`. Days for 7d, 30d and 90d; ISO weeks (from Monday) for a
 * year, the first of which may start before the period's first day.
 */
export function periodWindow(period: AnalyticsPeriod, now: number): PeriodWindow {
  const days = PERIOD_DAYS[period];
  const lastDay = utcDay(now);
  const firstDay = addDays(lastDay, -(days - 1));
  const bucket = period === '1y' ? 'week' : 'day';
  const buckets: string[] = [];
  const step = bucket === 'week' ? 7 : 1;
  for (let day = bucket === 'week' ? mondayOf(firstDay) : firstDay; day <= lastDay; day = addDays(day, step)) buckets.push(day);
  return {
    period,
    days,
    from: now - days * DAY_MS,
    to: now,
    previousFrom: now - 2 * days * DAY_MS,
    firstDay,
    lastDay,
    previousFirstDay: addDays(firstDay, -days),
    previousLastDay: addDays(firstDay, -1),
    bucket,
    buckets,
  };
}

/** The last day a bucket covers (within the period). */
export function bucketEnd(window: PeriodWindow, i: number): string {
  const next = window.buckets[i + 1];
  return next ? addDays(next, -1) : window.lastDay;
}

export const isoRange = (from: number, to: number) => ({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });
