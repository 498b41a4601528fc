import { useMemo } from 'react';
import { dateOfWeekday } from '../../lib/weekdays.ts';
import { pluralKey, useI18n, type MessageParams, type PluralBase } from '../../lib/i18n/index.ts';

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
    const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const list = new Intl.ListFormat(tag, { type: 'conjunction' });
    return {
      t,
      /** « mardi » (1 = Monday … 7 = Sunday). */
      weekday: (weekday: number) => long.format(dateOfWeekday(weekday)),
      /** « mar. » */
      weekdayShort: (weekday: number) => short.format(dateOfWeekday(weekday)),
      /** « 10 h »; 24 is midnight, « 0 h ». */
      hour: (hour: number) => t('advice.hour', { hour: hour % 24 }),
      number: (value: number) => whole.format(value),
      percent: (value: number) => percent.format(value),
      list: (items: string[]) => list.format(items),
      /** `{base}.one` or `{base}.other` with `{count}` filled in (one decimal at most). */
      count: (base: PluralBase, count: number, params: MessageParams = {}) => t(pluralKey(locale, base, count), { ...params, count: decimal.format(count) }),
    };
  }, [locale, t]);
}

export type AdviceFormat = ReturnType<typeof useAdviceFormat>;
