import { useMemo } from 'react';
import { pluralKey, useI18n, type PluralBase } from '../../../lib/i18n/index.ts';
import { dateOfWeekday } from '../../../lib/weekdays.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';

/**
 * How the automations write their figures in the interface's language and the user's zone:
 * « lundi », « lundi 23 novembre à 09:00 », « 3 publications en file ».
 */
export function useAutomationFormat() {
  const { locale, t } = useI18n();
  const timeZone = useTimeZone();
  return useMemo(() => {
    const tag = locale === 'fr' ? 'fr-FR' : locale;
    const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
    const instant = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone });
    const number = new Intl.NumberFormat(tag);
    return {
      t,
      timeZone,
      /** « lundi » (1 = Monday … 7 = Sunday). */
      weekday: (day: number) => weekday.format(dateOfWeekday(day)),
      /** « lundi 23 novembre à 09:00 », in the user's zone. */
      instant: (iso: string) => instant.format(new Date(iso)),
      number: (value: number) => number.format(value),
      count: (base: PluralBase, count: number) => t(pluralKey(locale, base, count), { count: number.format(count) }),
    };
  }, [locale, t, timeZone]);
}
