import { useMemo } from 'react';
import { useI18n, type MessageKey, type MessageParams } from '../../lib/i18n/index.ts';

/** The catalogue's plural pairs: a base whose `.one` and `.other` both exist. */
export type PluralBase = { [K in MessageKey]: K extends `${infer Base}.one` ? Base : never }[MessageKey];

/** Monday 1 January 2024 at noon UTC: ISO weekday n is n − 1 days after it. */
const A_MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 86_400_000;

/**
 * Weekdays, hours, numbers and counts in the interface's language: « mardi », « 10 h », « 6,2 % »,
 * « 1,5 publication » (the plural chosen by the language's own rules: French says 0 and 1,5 in the
 * singular).
 */
export function useAdviceFormat() {
  const { locale, t } = useI18n();
  return useMemo(() => {
    const tag = locale === 'fr' ? 'fr-FR' : locale;
    const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
    const dayOf = (weekday: number) => new Date(A_MONDAY + (weekday - 1) * DAY_MS);
    const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const list = new Intl.ListFormat(tag, { type: 'conjunction' });
    const plurals = new Intl.PluralRules(tag);
    return {
      t,
      /** « mardi » (1 = Monday … 7 = Sunday). */
      weekday: (weekday: number) => long.format(dayOf(weekday)),
      /** « mar. » */
      weekdayShort: (weekday: number) => short.format(dayOf(weekday)),
      /** « 10 h »; 24 is midnight, « 0 h ». */
      hour: (hour: number) => t('advice.hour', { hour: hour % 24 }),
      number: (value: number) => whole.format(value),
      percent: (value: number) => percent.format(value),
      list: (items: string[]) => list.format(items),
      /** `{base}.one` or `{base}.other` with `{count}` filled in (one decimal at most). */
      count: (base: PluralBase, count: number, params: MessageParams = {}) =>
        t(`${base}.${plurals.select(count) === 'one' ? 'one' : 'other'}` as MessageKey, { ...params, count: decimal.format(count) }),
    };
  }, [locale, t]);
}

export type AdviceFormat = ReturnType<typeof useAdviceFormat>;
