import { DEFAULT_LOCALE, type Locale, type User } from '@publia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { SessionState } from '../../features/auth/api.ts';
import { sessionQueryKey, useSessionQuery } from '../../features/auth/session.ts';
import { savePreferences } from '../../features/settings/api.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { storeAppearance } from './appearance-storage.ts';
import { applyAppearance } from './apply-appearance.ts';

/** An account this young, made on this page, was just signed up for. */
const NEW_ACCOUNT_MS = 10 * 60_000;

/**
 * Makes the signed-in user's preferences the page's, wherever they were saved (Préférences here,
 * another browser): on every session answer the appearance is put on <html> and kept in this
 * browser for the next first paint, and the user's language replaces the one this browser had.
 * A language chosen here while signed in (the footer's menu) is saved to the account in turn.
 * Signed out, the page keeps what the browser had.
 */
export function AppearanceSync() {
  const queryClient = useQueryClient();
  const state = useSessionQuery().data;
  const user = state?.status === 'authenticated' ? state.session.user : null;
  const { locale, setLocale } = useI18n();

  const { theme, accentColor, textSize, reduceMotion } = user ?? {};
  // Before the browser paints the render that brought them: no frame in the previous appearance.
  useLayoutEffect(() => {
    if (theme === undefined || accentColor === undefined || textSize === undefined || reduceMotion === undefined) return;
    const appearance = { theme, accentColor, textSize, reduceMotion };
    applyAppearance(appearance);
    storeAppearance(appearance);
  }, [theme, accentColor, textSize, reduceMotion]);

  // The user's language as last applied, and whether this page saw nobody signed in (a sign-up here).
  const followed = useRef<{ userId: string; locale: Locale } | null>(null);
  const sawVisitor = useRef(false);
  const shown = useRef(locale);
  useEffect(() => {
    shown.current = locale;
  }, [locale]);

  const saveLocale = useRef((next: Locale) => {
    savePreferences({ locale: next }).then(
      (saved) => {
        followed.current = { userId: saved.id, locale: saved.locale };
        queryClient.setQueryData<SessionState>(sessionQueryKey, (current) =>
          current?.status === 'authenticated' && current.session.user.id === saved.id
            ? { ...current, session: { ...current.session, user: { ...current.session.user, locale: saved.locale } } }
            : current,
        );
      },
      // Offline or refused: the language stays this browser's; the account keeps its own.
      () => {},
    );
  });

  useEffect(() => {
    if (state?.status === 'anonymous') sawVisitor.current = true;
  }, [state?.status]);

  const userId = user?.id;
  const userLocale = user?.locale;
  const createdAt = user?.createdAt;
  useEffect(() => {
    if (userId === undefined || userLocale === undefined) {
      followed.current = null;
      return;
    }
    const last = followed.current;
    if (last?.userId === userId && last.locale === userLocale) return;
    followed.current = { userId, locale: userLocale };
    // A visitor who used another language than the default before signing up keeps it: their new
    // account has only the default, which they never chose.
    const justSignedUp = last === null && sawVisitor.current && isRecent(createdAt);
    if (justSignedUp && userLocale === DEFAULT_LOCALE && shown.current !== DEFAULT_LOCALE) {
      saveLocale.current(shown.current);
      return;
    }
    if (userLocale !== shown.current) setLocale(userLocale);
  }, [userId, userLocale, createdAt, setLocale]);

  // A language chosen on this page while signed in, other than the account's: saved to the account.
  const previous = useRef(locale);
  useEffect(() => {
    const before = previous.current;
    previous.current = locale;
    const last = followed.current;
    if (before === locale || !last || last.locale === locale) return;
    saveLocale.current(locale);
  }, [locale]);

  return null;
}

function isRecent(createdAt: User['createdAt'] | undefined): boolean {
  return createdAt !== undefined && Date.now() - Date.parse(createdAt) < NEW_ACCOUNT_MS;
}
