import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';

const MB = 1024 * 1024;

/**
 * Numbers in the interface's language: « 12,4 Mo », « 8,5 s », « 62 % ». Thousands are grouped from
 * five digits only (« 1080 × 1920 », « 2 073 600 »), which reads better for sizes of a picture.
 */
export function useScannerFormat() {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const tag = locale === 'fr' ? 'fr-FR' : locale;
    const decimals = (digits: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: digits, useGrouping: 'min2' });
    const one = decimals(1);
    const two = decimals(2);
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    return {
      number: (value: number) => two.format(value),
      decimal: (value: number) => one.format(value),
      // Under a megabyte, « 0 Mo » would say nothing: kilobytes then (a fixed video, a test file).
      size: (bytes: number) =>
        bytes < MB ? t('scanner.units.sizeKb', { size: one.format(Math.max(1, Math.round(bytes / 1024))) }) : t('scanner.units.size', { size: one.format(bytes / MB) }),
      seconds: (value: number) => t('scanner.units.seconds', { seconds: one.format(value) }),
      percent: (ratio: number) => percent.format(ratio),
    };
  }, [t, locale]);
}
