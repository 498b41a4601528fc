import { isScannerNetwork, NETWORK_NAMES, type ScannerMessage } from '@publia/shared';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import { useScannerFormat } from './use-scanner-format.ts';

/**
 * A sentence the server gives as a key of the API's catalogue (`scanner.*`, `network.*`) and its
 * values, worded in the interface's language: numbers as the language writes them, a network by
 * its name. A key this version does not know shows as the key, visible rather than blank.
 */
export function useScannerText() {
  const t = useT();
  const format = useScannerFormat();
  return (message: ScannerMessage): string => {
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(message.params)) {
      if (typeof value === 'number') params[name] = format.number(value);
      else params[name] = name === 'network' && isScannerNetwork(value) ? NETWORK_NAMES[value] : value;
    }
    return t(`api.${message.key}` as MessageKey, params);
  };
}
