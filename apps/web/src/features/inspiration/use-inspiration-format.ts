import { useMemo } from 'react';
import { formatDate, formatRelativeTime } from '../../lib/dates.ts';
import { pluralKey, useI18n, type PluralBase } from '../../lib/i18n/index.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';

/** How the page writes its figures and dates, in the interface's language and the user's zone. */
export function useInspirationFormat() {
  const { locale, t } = useI18n();
  const timeZone = useTimeZone();
  return useMemo(() => {
    const tag = locale === 'fr' ? 'fr-FR' : locale;
    const number = new Intl.NumberFormat(tag);
    const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    const rise = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const either = new Intl.ListFormat(tag, { type: 'disjunction' });
    return {
      t,
      locale,
      /** « 22 novembre 2026 », in the user's zone. */
      date: (iso: string) => formatDate(iso, timeZone),
      /** « il y a 2 h », then the date past a week. */
      ago: (iso: string) => formatRelativeTime(iso, timeZone),
      number: (value: number) => number.format(value),
      compact: (value: number) => compact.format(value),
      /** « ×3 », « ×2,5 ». */
      rise: (value: number) => `×${rise.format(value)}`,
      /** An engagement rate given per 100 followers: « 4,2 % ». */
      rate: (value: number) => percent.format(value / 100),
      /** « Instagram ou X ». */
      either: (items: string[]) => either.format(items),
      count: (base: PluralBase, count: number) => t(pluralKey(locale, base, count), { count: number.format(count) }),
    };
  }, [locale, t, timeZone]);
}

export type InspirationFormat = ReturnType<typeof useInspirationFormat>;
