import { DEFAULT_LOCALE, formatMessage, SUPPORTED_LOCALES, type ApiMessageKey, type Locale } from '@publia/shared';
import fr from '../../locales/fr.json';
import type { FrenchPages } from '../../locales/fr-pages/index.ts';

/** Dotted paths of the string leaves of a nested catalogue ("nav.create"). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every key the interface may ask for: fr.json's and the pages' own French (the source) plus the
 * API messages under `api.`.
 */
export type MessageKey = Leaves<typeof fr & FrenchPages> | `api.${ApiMessageKey}`;
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

type ApiMessages = Partial<Record<ApiMessageKey, string>>;

function withApiMessages(tree: NestedMessages, api: ApiMessages): Record<string, string> {
  const flat = flattenMessages(tree);
  for (const [key, value] of Object.entries(api)) {
    if (value !== undefined) flat[`api.${key}`] = value;
  }
  return flat;
}

/**
 * French is the source and every other language's fallback: it is always there. The others are
 * each their own chunk with their API messages, fetched when chosen (`loadLocale`), so a French
 * visitor downloads French only.
 */
const LOADERS: Record<Exclude<Locale, 'fr'>, () => Promise<Record<string, string>>> = {
  en: async () => {
    const [tree, api] = await Promise.all([import('../../locales/en.json'), import('@publia/shared/messages/en')]);
    return withApiMessages(tree.default, api.apiMessagesEn);
  },
  es: async () => {
    const [tree, api] = await Promise.all([import('../../locales/es.json'), import('@publia/shared/messages/es')]);
    return withApiMessages(tree.default, api.apiMessagesEs);
  },
  de: async () => {
    const [tree, api] = await Promise.all([import('../../locales/de.json'), import('@publia/shared/messages/de')]);
    return withApiMessages(tree.default, api.apiMessagesDe);
  },
};

/**
 * The shell's French. The API's French messages are not in it: an error's French sentence comes
 * with the answer; the few pages that word an API message themselves add them (`addFrenchApiMessages`).
 */
const french = flattenMessages(fr);
const catalogues: Partial<Record<Locale, Record<string, string>>> = { fr: french };
const loading: Partial<Record<Locale, Promise<void>>> = {};

/**
 * A page's own French, added to the catalogue when its chunk loads (before it renders): the shell's
 * first download does not carry the strings of pages the visitor has not opened.
 */
export function addPageMessages<N extends keyof FrenchPages>(namespace: N, tree: FrenchPages[N]): void {
  Object.assign(french, flattenMessages(tree as NestedMessages, namespace));
}

/** Adds the API's French messages (under `api.`) for a page that words one itself: its chunk carries them. */
export function addFrenchApiMessages(api: ApiMessages): void {
  Object.assign(french, withApiMessages({}, api));
}

export function isLocaleLoaded(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

/** Fetches the catalogue of `locale` once; a failed fetch may be tried again later. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'fr' || catalogues[locale]) return Promise.resolve();
  loading[locale] ??= LOADERS[locale]().then(
    (catalogue) => {
      catalogues[locale] = catalogue;
    },
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** True when the key exists in the catalogue: in French, or in the language shown. */
export function hasMessage(key: string): key is MessageKey {
  return key in french || key in (catalogues[activeLocale] ?? {});
}

/**
 * The message of `key` in `locale`, falling back to French (the source) and, for a key that does
 * not exist at all, to the key itself so that a missing string is visible rather than blank.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale]?.[key] ?? french[key] ?? key;
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
