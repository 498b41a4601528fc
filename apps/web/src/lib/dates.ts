import { defaultTimeZone, isValidTimeZone, zonedParts } from '@publia/shared';
import { getActiveLocale } from './i18n/index.ts';

/** The zone dates are shown in: the preference when it is a zone this browser knows, else the browser's. */
export function resolveTimeZone(preferred: string | null | undefined): string {
  return preferred && isValidTimeZone(preferred) ? preferred : defaultTimeZone();
}

const localeTag = () => (getActiveLocale() === 'fr' ? 'fr-FR' : getActiveLocale());

function format(iso: string | Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeTag(), { timeZone, ...options }).format(date);
}

/** "22 novembre 2026 à 14:30" */
export const formatDateTime = (iso: string | Date, timeZone: string) =>
  format(iso, timeZone, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "22 novembre 2026" */
export const formatDate = (iso: string | Date, timeZone: string) => format(iso, timeZone, { day: 'numeric', month: 'long', year: 'numeric' });

/** "14:30" */
export const formatTime = (iso: string | Date, timeZone: string) => format(iso, timeZone, { hour: '2-digit', minute: '2-digit' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How many calendar days lie between the days of `earlier` and `later` in `timeZone`. */
function calendarDaysBetween(earlier: Date, later: Date, timeZone: string): number {
  const dayOf = (instant: Date) => {
    const { year, month, day } = zonedParts(instant, timeZone);
    return Date.UTC(year, month - 1, day) / DAY;
  };
  return dayOf(later) - dayOf(earlier);
}

/**
 * "il y a 5 min", "il y a 2 h"; from a day on, calendar days in `timeZone` ("hier" is the day
 * before today there, "avant-hier" the one before); past a week, the date in `timeZone`. Worded by the
 * browser's Intl in the interface's language.
 */
export function formatRelativeTime(iso: string | Date, timeZone: string, now: number = Date.now()): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed >= 7 * DAY) return formatDate(date, timeZone);
  const relative = new Intl.RelativeTimeFormat(localeTag(), { numeric: 'auto', style: 'short' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.max(1, calendarDaysBetween(date, new Date(now), timeZone)), 'day');
}
