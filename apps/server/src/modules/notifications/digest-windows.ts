import { NOTIFICATION_MAIL_SCHEDULE, zonedParts, zonedTimeToUtc, type NotificationFrequency } from '@publia/shared';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const pad = (value: number) => String(value).padStart(2, '0');
const MORNING = `${pad(NOTIFICATION_MAIL_SCHEDULE.morningHour)}:00`;

/** `YYYY-MM-DD` of a day counted from a calendar date (no zone: plain calendar arithmetic). */
function dayOf(year: number, month: number, day: number, plusDays: number): string {
  const date = new Date(Date.UTC(year, month - 1, day) + plusDays * DAY_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The last morning (at `morningHour` on the wall clock of `timeZone`) at or before `now`; with
 * `weekday`, the last such morning on that day of the week (1 = Monday … 7 = Sunday).
 */
export function lastMorning(now: number, timeZone: string, weekday?: number): Date {
  const today = zonedParts(new Date(now), timeZone);
  const isoWeekday = ((new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7) + 1;
  let back = weekday === undefined ? 0 : (isoWeekday - weekday + 7) % 7;
  for (;;) {
    const morning = zonedTimeToUtc(dayOf(today.year, today.month, today.day, -back), MORNING, timeZone)!;
    if (morning.getTime() <= now) return morning;
    back += weekday === undefined ? 1 : 7;
  }
}

/**
 * The end of the window whose items are due now: the items created before it go out in one e-mail.
 * - `immediate`: everything up to now included (items left from a former frequency go at the next run);
 * - `hourly`: the top of the current hour — each hour's items, once the hour is over;
 * - `daily`: this morning at 8:00 in the user's zone (or yesterday's before 8:00) — the day's items each morning;
 * - `weekly`: the last Monday at 8:00 in the user's zone — the week's items each Monday morning.
 */
export function digestCutoff(frequency: NotificationFrequency, now: number, timeZone: string): Date {
  switch (frequency) {
    case 'immediate':
      return new Date(now + 1);
    case 'hourly':
      return new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
    case 'daily':
      return lastMorning(now, timeZone);
    case 'weekly':
      return lastMorning(now, timeZone, NOTIFICATION_MAIL_SCHEDULE.weekday);
  }
}
