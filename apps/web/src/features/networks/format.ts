import type { Locale } from '@publia/shared';

const INTL_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/** 12 345 in French (narrow no-break spaces), 12,345 in English. */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);
}

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "maintenant", "il y a 5 min", "il y a 3 h", "hier"… relative to `now`. */
export function formatRelativeTime(iso: string, locale: Locale, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto', style: 'short' });
  let amount = (time - now) / 1000;
  // Under a minute (either way: clocks drift) is "maintenant".
  if (Math.abs(amount) < 60) return format.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}

/** The full date and time, for a tooltip next to the relative one. */
export function formatDateTime(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
