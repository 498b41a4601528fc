import { zonedDateTimeStrings, zonedTimeToUtc } from '@publia/shared';

/**
 * Calendar days as `YYYY-MM-DD` strings of the user's zone. Day arithmetic is done on the calendar
 * (never by adding 24 h to an instant, which goes wrong across a daylight-saving change); instants
 * are turned into days, and days into instants, through the shared zoned helpers.
 */
export type DayKey = string;

const asUtcNoon = (day: DayKey) => new Date(`${day}T12:00:00Z`);
const keyOfUtc = (date: Date): DayKey => date.toISOString().slice(0, 10);

export function addDays(day: DayKey, count: number): DayKey {
  const date = asUtcNoon(day);
  date.setUTCDate(date.getUTCDate() + count);
  return keyOfUtc(date);
}

export function addMonths(day: DayKey, count: number): DayKey {
  const date = asUtcNoon(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return keyOfUtc(date);
}

/** The day `instant` falls on in `timeZone`. */
export const dayOf = (instant: Date | string, timeZone: string): DayKey =>
  zonedDateTimeStrings(typeof instant === 'string' ? new Date(instant) : instant, timeZone).date;

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
