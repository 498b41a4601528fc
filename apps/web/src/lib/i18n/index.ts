export {
  addFrenchApiMessages,
  addPageMessages,
  getActiveLocale,
  hasMessage,
  isLocale,
  isLocaleLoaded,
  loadLocale,
  LOCALE_STORAGE_KEY,
  readStoredLocale,
  tActive,
  translate,
  type MessageKey,
  type MessageParams,
} from './catalogue.ts';
export { I18nProvider, useI18n, useT, type Translate } from './I18nProvider.tsx';
export { pluralKey, type PluralBase } from './plural.ts';
