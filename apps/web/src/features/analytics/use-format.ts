import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';

/** Numbers in the interface's language: « 12 400 », « 4,2 % », « +12 % », « 2,3 ». */
export function useFormat() {
  const { locale } = useI18n();
  return useMemo(() => {
    const tag = locale === 'fr' ? 'fr-FR' : locale;
    const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const change = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    const ratio = new Intl.NumberFormat(tag, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const dayOfYear = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      number: (value: number) => whole.format(value),
      compact: (value: number) => compact.format(value),
      percent: (value: number) => percent.format(value),
      change: (value: number) => change.format(value),
      ratio: (value: number) => ratio.format(value),
      /** A chart bucket's first day (`YYYY-MM-DD`, a UTC date): « 12 mars », with the year when asked. */
      bucketDay: (bucket: string, withYear = false) => (withYear ? dayOfYear : day).format(new Date(`${bucket}T12:00:00.000Z`)),
      /**
       * A post's measures as its curve's axis reads them, in the user's time zone: the hour
       * (« 14:00 ») when they all fall within two days, else the day (« 12 sept. »).
       */
      measureAxis: (instants: string[], timeZone: string) => {
        const first = instants[0] ? Date.parse(instants[0]) : 0;
        const last = instants.at(-1) ? Date.parse(instants.at(-1)!) : 0;
        const words = new Intl.DateTimeFormat(
          tag,
          last - first <= 2 * 86_400_000 ? { hour: '2-digit', minute: '2-digit', timeZone } : { day: 'numeric', month: 'short', timeZone },
        );
        return instants.map((instant) => words.format(new Date(instant)));
      },
    };
  }, [locale]);
}

export type Format = ReturnType<typeof useFormat>;
