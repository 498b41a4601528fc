import type { Locale, User } from '@publia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../features/auth/api.ts';
import { sessionQueryKey } from '../../features/auth/session.ts';
import { I18nProvider, useI18n } from '../../lib/i18n/index.ts';
import { callsOf, json, mockFetch, session, unauthenticated } from '../../test/fetch-mock.ts';
import { ToastProvider } from '../../ui/toast/index.ts';
import { createQueryClient } from '../providers.tsx';
import { AppearanceSync } from './AppearanceSync.tsx';
import { THEME_COLORS } from './apply-appearance.ts';

const root = document.documentElement;
const YEAR_AGO = new Date(Date.now() - 365 * 86_400_000).toISOString();

beforeEach(() => {
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}" />`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['data-theme', 'data-accent', 'data-reduce-motion']) root.removeAttribute(name);
  root.style.fontSize = '';
});

/** The language shown, and a way to choose one as the footer's menu does. */
function Language() {
  const { locale, setLocale } = useI18n();
  return (
    <>
      <p data-testid="locale">{locale}</p>
      {(['fr', 'en', 'es', 'de'] as const).map((code) => (
        <button key={code} type="button" onClick={() => setLocale(code)}>
          {`choose-${code}`}
        </button>
      ))}
    </>
  );
}
const choose = (locale: Locale) => fireEvent.click(screen.getByRole('button', { name: `choose-${locale}` }));

function renderSync() {
  const queryClient = createQueryClient();
  render(
    <I18nProvider>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <AppearanceSync />
          <Language />
        </QueryClientProvider>
      </ToastProvider>
    </I18nProvider>,
  );
  return queryClient;
}

type Saved = Record<string, unknown>;
function server(user: Record<string, unknown> | null, saves: Saved[] = []) {
  return mockFetch({
    'GET /api/auth/me': () => (user ? json(200, { ...session, user: { ...session.user, createdAt: YEAR_AGO, ...user } }) : unauthenticated()),
    'PATCH /api/auth/me/preferences': (init) => {
      const body = JSON.parse(String(init.body)) as Saved;
      saves.push(body);
      return json(200, { success: true, data: { ...session.user, createdAt: YEAR_AGO, ...user, ...body } });
    },
  });
}

const shownLocale = () => screen.getByTestId('locale').textContent;

/** The session of someone who has just signed in (or up) on this page. */
function signedIn(user: Partial<User>): SessionState {
  const defaults: User = { ...session.user, timeZone: null, theme: 'light', accentColor: 'primary', textSize: 100, reduceMotion: null, locale: 'fr' };
  return { status: 'authenticated', session: { ...session, user: { ...defaults, ...user } } };
}

describe('AppearanceSync: the account’s preferences are the page’s', () => {
  it('puts the session’s appearance on <html> and keeps it for the next first paint', async () => {
    server({ theme: 'dark', accentColor: 'green', textSize: 110, reduceMotion: true });
    renderSync();
    await waitFor(() => expect(root.getAttribute('data-theme')).toBe('dark'));
    expect(root.getAttribute('data-accent')).toBe('green');
    expect(root.getAttribute('data-reduce-motion')).toBe('true');
    expect(root.style.fontSize).toBe('110%');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLORS.dark);
    expect({ ...window.localStorage }).toMatchObject({ theme: 'dark', accentColor: 'green', publia_text_size: '110', publia_reduce_motion: 'true' });
  });

  it('with no choice of motion, leaves it to the system (no attribute, no key)', async () => {
    window.localStorage.setItem('publia_reduce_motion', 'true');
    root.setAttribute('data-reduce-motion', 'true');
    server({ reduceMotion: null });
    renderSync();
    await waitFor(() => expect(root.getAttribute('data-theme')).toBe('light'));
    expect(root.hasAttribute('data-reduce-motion')).toBe(false);
    expect(window.localStorage.getItem('publia_reduce_motion')).toBeNull();
  });

  it('the account’s language replaces the one this browser had, without saving anything', async () => {
    window.localStorage.setItem('publia_locale', 'en');
    const saves: Saved[] = [];
    const fetchMock = server({ locale: 'es' }, saves);
    renderSync();
    expect(shownLocale()).toBe('en');
    await waitFor(() => expect(shownLocale()).toBe('es'));
    expect(window.localStorage.getItem('publia_locale')).toBe('es');
    expect(callsOf(fetchMock)).not.toContain('PATCH /api/auth/me/preferences');
  });

  it('a language chosen on the page while signed in (the footer’s menu) is saved to the account', async () => {
    const saves: Saved[] = [];
    const fetchMock = server({ locale: 'fr' }, saves);
    const queryClient = renderSync();
    await waitFor(() => expect(root.getAttribute('data-theme')).toBe('light'));
    choose('de');
    await waitFor(() => expect(saves).toEqual([{ locale: 'de' }]));
    await waitFor(() => {
      const state = queryClient.getQueryData<SessionState>(sessionQueryKey);
      expect(state?.status === 'authenticated' && state.session.user.locale).toBe('de');
    });
    expect(shownLocale()).toBe('de');
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PATCH'))).toHaveLength(1);
  });

  it('signing in: the account’s language wins over the one chosen on the sign-in page', async () => {
    const saves: Saved[] = [];
    server(null, saves);
    const queryClient = renderSync();
    await waitFor(() => expect(queryClient.getQueryData<SessionState>(sessionQueryKey)?.status).toBe('anonymous'));
    choose('en');
    await waitFor(() => expect(shownLocale()).toBe('en'));
    act(() => queryClient.setQueryData(sessionQueryKey, signedIn({ createdAt: YEAR_AGO, theme: 'dark' })));
    await waitFor(() => expect(shownLocale()).toBe('fr'));
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(saves).toEqual([]);
  });

  it('signing up: the new account takes the language the visitor was using', async () => {
    const saves: Saved[] = [];
    server(null, saves);
    const queryClient = renderSync();
    await waitFor(() => expect(queryClient.getQueryData<SessionState>(sessionQueryKey)?.status).toBe('anonymous'));
    choose('en');
    await waitFor(() => expect(shownLocale()).toBe('en'));
    act(() => queryClient.setQueryData(sessionQueryKey, signedIn({ createdAt: new Date().toISOString() })));
    await waitFor(() => expect(saves).toEqual([{ locale: 'en' }]));
    expect(shownLocale()).toBe('en');
  });
});
