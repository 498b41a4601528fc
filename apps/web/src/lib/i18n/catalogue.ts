import {
  apiMessages,
  DEFAULT_LOCALE,
  formatMessage,
  SUPPORTED_LOCALES,
  type ApiMessageKey,
  type Locale,
} from '@publia/shared';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';

/** Dotted paths of the string leaves of a nested catalogue ("nav.create"). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key the interface may ask for: fr.json's (the source) plus the API messages under `api.`. */
export type MessageKey = Leaves<typeof fr> | `api.${ApiMessageKey}`;
export type MessageParams = Record<string, string | number>;

export interface NestedMessages {
  [key: string]: string | NestedMessages;
}

/** Turns `{ a: { b: 'x' } }` into `{ 'a.b': 'x' }`. */
export function flattenMessages(tree: NestedMessages, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenMessages(value, path));
  }
  return flat;
}

function withApiMessages(tree: NestedMessages, locale: Locale): Record<string, string> {
  const flat = flattenMessages(tree);
  for (const [key, value] of Object.entries(apiMessages[locale])) {
    if (value !== undefined) flat[`api.${key}`] = value;
  }
  return flat;
}

export const LOCALE_FILES: Record<Locale, NestedMessages> = { fr, en, es, de };

const catalogues: Record<Locale, Record<string, string>> = {
  fr: withApiMessages(fr, 'fr'),
  en: withApiMessages(en, 'en'),
  es: withApiMessages(es, 'es'),
  de: withApiMessages(de, 'de'),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** True when the key exists in the catalogue (in French at least). */
export function hasMessage(key: string): key is MessageKey {
  return key in catalogues[DEFAULT_LOCALE];
}

/**
 * The message of `key` in `locale`, falling back to French (the source) and, for a key that does
 * not exist at all, to the key itself so that a missing string is visible rather than blank.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? catalogues[DEFAULT_LOCALE][key] ?? key;
  return params ? formatMessage(template, params) : template;
}

export const LOCALE_STORAGE_KEY = 'publia_locale';

export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The locale the interface currently shows. Kept here as well as in React state so that code
 * outside components (the API client) translates its messages the same way.
 */
let activeLocale: Locale = DEFAULT_LOCALE;

export function getActiveLocale(): Locale {
  return activeLocale;
}

export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/** Translates in the active locale; for code that lives outside React. */
export function tActive(key: MessageKey, params?: MessageParams): string {
  return translate(activeLocale, key, params);
}
