import { hasMessage, useI18n, type MessageKey } from './i18n/index.ts';

/**
 * A sentence the server wrote in French: shown as is in French; in another language, worded from
 * its key in the API's messages (the French stays when the language has no such message).
 */
export function useServerText() {
  const { locale, t } = useI18n();
  return (french: string, worded: { key: string; params: Record<string, string | number> } | null | undefined): string => {
    if (locale === 'fr' || !worded) return french;
    const key = `api.${worded.key}`;
    return hasMessage(key) ? t(key as MessageKey, worded.params) : french;
  };
}
