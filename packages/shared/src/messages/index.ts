import { apiMessagesEn } from './en.ts';
import { apiMessagesFr, type ApiMessageKey } from './fr.ts';

export { apiMessagesFr, apiMessagesEn, type ApiMessageKey };
export { formatMessage } from './format.ts';

export const SUPPORTED_LOCALES = ['fr', 'en', 'es', 'de'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Spanish and German fall back to French until they are translated. */
export const apiMessages: Record<Locale, Partial<Record<ApiMessageKey, string>>> = {
  fr: apiMessagesFr,
  en: apiMessagesEn,
  es: {},
  de: {},
};
