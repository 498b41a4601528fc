import { zonedTimeToUtc } from '@publia/shared';
import { addDays, asUtcNoon, keyOfUtc, type DayKey } from '../../content/days.ts';

/**
 * The calendar's weeks and months over the days of the user's zone. The day arithmetic itself, which the
 * schedule fields share with the create page, lives with the content pieces.
 */
export { addDays, dayOf, type DayKey } from '../../content/days.ts';

export function addMonths(day: DayKey, count: number): DayKey {
  const date = asUtcNoon(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return keyOfUtc(date);
}

/** Monday of the week of `day` (French weeks start on Monday). */
export function startOfWeek(day: DayKey): DayKey {
  const weekday = (asUtcNoon(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const weekDays = (day: DayKey): DayKey[] => Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(day), index));

/** The weeks (Monday first) covering the month of `day`: 4 to 6 rows of 7 days. */
export function monthWeeks(day: DayKey): DayKey[][] {
  const first = `${day.slice(0, 7)}-01`;
  const nextMonth = addMonths(first, 1);
  const weeks: DayKey[][] = [];
  for (let start = startOfWeek(first); start < nextMonth; start = addDays(start, 7)) weeks.push(weekDays(start));
  return weeks;
}

export const sameMonth = (a: DayKey, b: DayKey) => a.slice(0, 7) === b.slice(0, 7);

/** The instant the day starts in `timeZone` (midnight, or the first minute after a gap). */
export const startOfDayInstant = (day: DayKey, timeZone: string): Date | null => zonedTimeToUtc(day, '00:00', timeZone);

/** Writes a calendar day (or month) with Intl, read as the calendar date it is, whatever the zone. */
export function formatDay(day: DayKey, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(asUtcNoon(day));
}
