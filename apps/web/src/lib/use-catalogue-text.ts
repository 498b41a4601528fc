import { isScannerNetwork, NETWORK_NAMES, type ScannerMessage } from '@publia/shared';
import { useMemo } from 'react';
import { useI18n, type MessageKey } from './i18n/index.ts';

/**
 * A sentence the server gives as a key of the API's catalogue (`scanner.*`, `webhooks.*`,
 * `network.*`) and its values, worded in the interface's language: numbers as the language writes
 * them (grouped from five digits: « 1080 × 1920 », « 2 073 600 »), a network by its name. A key this
 * version does not know shows as the key, visible rather than blank. The page adds the API's French
 * (`addFrenchApiMessages`) when its chunk loads.
 */
export function useCatalogueText() {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : locale, { maximumFractionDigits: 2, useGrouping: 'min2' });
    return (message: ScannerMessage): string => {
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(message.params)) {
        if (typeof value === 'number') params[name] = number.format(value);
        else params[name] = name === 'network' && isScannerNetwork(value) ? NETWORK_NAMES[value] : value;
      }
      return t(`api.${message.key}` as MessageKey, params);
    };
  }, [t, locale]);
}
