import type { Locale } from '@publia/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  LOCALE_STORAGE_KEY,
  readStoredLocale,
  setActiveLocale,
  translate,
  type MessageKey,
  type MessageParams,
} from './catalogue.ts';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ children, locale: forcedLocale }: { children: ReactNode; locale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => {
    const initial = forcedLocale ?? readStoredLocale();
    setActiveLocale(initial);
    return initial;
  });

  const setLocale = useCallback((next: Locale) => {
    setActiveLocale(next);
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this page only.
    }
    setLocaleState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<I18nValue>(
    () => ({ locale, setLocale, t: (key, params) => translate(locale, key, params) }),
    [locale, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() needs an <I18nProvider> above it');
  return value;
}

/** The translation function of the current locale. */
export function useT(): Translate {
  return useI18n().t;
}
