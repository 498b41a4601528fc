import { zonedDateTimeStrings } from '@publia/shared';

/**
 * Calendar days as `YYYY-MM-DD` strings of the user's zone. Day arithmetic is done on the calendar
 * (never by adding 24 h to an instant, which goes wrong across a daylight-saving change); instants
 * are turned into days, and days into instants, through the shared zoned helpers.
 */
export type DayKey = string;

export const asUtcNoon = (day: DayKey) => new Date(`${day}T12:00:00Z`);
export const keyOfUtc = (date: Date): DayKey => date.toISOString().slice(0, 10);

export function addDays(day: DayKey, count: number): DayKey {
  const date = asUtcNoon(day);
  date.setUTCDate(date.getUTCDate() + count);
  return keyOfUtc(date);
}

/** The day `instant` falls on in `timeZone`. */
export const dayOf = (instant: Date | string, timeZone: string): DayKey => zonedDateTimeStrings(typeof instant === 'string' ? new Date(instant) : instant, timeZone).date;
