import { apiMessagesDe } from './de.ts';
import { apiMessagesEn } from './en.ts';
import { apiMessagesEs } from './es.ts';
import { apiMessagesFr, type ApiMessageKey } from './fr.ts';

export { apiMessagesFr, apiMessagesEn, apiMessagesEs, apiMessagesDe, type ApiMessageKey };
export { RETIRED_SCANNER_FEEDBACK } from './scanner-scores/fr.ts';
export { formatMessage } from './format.ts';
export { frenchMessage } from './french.ts';

export const SUPPORTED_LOCALES = ['fr', 'en', 'es', 'de'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Every API message in each language of the interface (the same keys, checked by their types). */
export const apiMessages: Record<Locale, Record<ApiMessageKey, string>> = {
  fr: apiMessagesFr,
  en: apiMessagesEn,
  es: apiMessagesEs,
  de: apiMessagesDe,
};
