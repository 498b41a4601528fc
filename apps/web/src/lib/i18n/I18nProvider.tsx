import { DEFAULT_LOCALE, type Locale } from '@publia/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isLocaleLoaded, loadLocale, LOCALE_STORAGE_KEY, readStoredLocale, setActiveLocale, translate, type MessageKey, type MessageParams } from './catalogue.ts';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * The interface language. A language whose catalogue is not fetched yet (only French comes with the
 * app) is shown once it has arrived; until then, or if it cannot be fetched, the interface stays in
 * French.
 */
export function I18nProvider({ children, locale: forcedLocale }: { children: ReactNode; locale?: Locale }) {
  const [wanted] = useState<Locale>(() => forcedLocale ?? readStoredLocale());
  const [locale, setLocaleState] = useState<Locale>(() => {
    const initial = isLocaleLoaded(wanted) ? wanted : DEFAULT_LOCALE;
    setActiveLocale(initial);
    return initial;
  });
  // The last language asked for: a slow fetch of an earlier choice must not win over it.
  const asked = useRef<Locale>(wanted);

  const show = useCallback((next: Locale) => {
    asked.current = next;
    const apply = () => {
      if (asked.current !== next) return;
      setActiveLocale(next);
      setLocaleState(next);
    };
    if (isLocaleLoaded(next)) apply();
    // Offline, the language cannot be fetched: the interface stays as it is.
    else void loadLocale(next).then(apply, () => {});
  }, []);

  useEffect(() => {
    if (!isLocaleLoaded(wanted)) show(wanted);
  }, [wanted, show]);

  const setLocale = useCallback(
    (next: Locale) => {
      try {
        window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // Private browsing may refuse storage; the choice then lasts for this page only.
      }
      show(next);
    },
    [show],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<I18nValue>(() => ({ locale, setLocale, t: (key, params) => translate(locale, key, params) }), [locale, setLocale]);
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
