export {
  getActiveLocale,
  hasMessage,
  isLocale,
  LOCALE_STORAGE_KEY,
  tActive,
  translate,
  type MessageKey,
  type MessageParams,
} from './catalogue.ts';
export { I18nProvider, useI18n, useT, type Translate } from './I18nProvider.tsx';
