import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { createRoutes } from '../../app/routes.tsx';
import { I18nProvider } from '../../lib/i18n/index.ts';
import { callsOf, json, mockFetch, unauthenticated } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { ToastProvider } from '../../ui/toast/index.ts';
import { account, networksServer } from '../networks/test-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const refusal = (code: string, message: string) => () => json(400, { success: false, code, message });

/** Renders the app the way main.tsx does: inside StrictMode, which runs effects twice in development. */
function renderStrict(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <StrictMode>
      <I18nProvider locale="fr">
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ToastProvider>
      </I18nProvider>
    </StrictMode>,
  );
  return router;
}

describe('OAuth callback page', () => {
  it('posts the query once (even in StrictMode), then goes to the integrations tab with the toast', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockFetch(
      networksServer([account({ platform: 'twitter', username: 'publia_x' })], {
        'POST /api/oauth/callback/twitter': (init) => {
          bodies.push(JSON.parse(String(init.body)));
          return json(200, { success: true, data: account({ platform: 'twitter', username: 'publia_x' }) });
        },
      }),
    );
    const router = renderStrict('/oauth/callback/twitter?code=abc&state=s1');
    await waitFor(() => expect(currentPath(router)).toBe('/settings?tab=integrations'));
    expect(screen.getByText('Compte X connecté avec succès !')).toBeTruthy();
    expect(bodies).toEqual([{ code: 'abc', state: 's1' }]);
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/oauth/callback/twitter']);
    expect(await screen.findByTestId('integration-twitter')).toBeTruthy();
  });

  it('shows a spinner while the server answers', async () => {
    mockFetch(networksServer([], { 'POST /api/oauth/callback/instagram': () => new Promise<Response>(() => {}) }));
    renderApp('/oauth/callback/instagram?code=abc&state=s1');
    const card = await screen.findByTestId('oauth-callback');
    expect(card.dataset.status).toBe('processing');
    expect(screen.getByText('Connexion à Instagram en cours…')).toBeTruthy();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a forged state',
      '?code=abc&state=forged',
      refusal('accounts.invalidState', "Paramètre state invalide. Il pourrait s'agir d'une tentative d'attaque CSRF."),
      "Paramètre state invalide. Il pourrait s'agir d'une tentative d'attaque CSRF.",
    ],
    [
      'a refusal on the network',
      '?error=access_denied&error_description=Refus%C3%A9&state=s1',
      refusal('accounts.authError', "Erreur d'authentification : access_denied - Refusé"),
      "Erreur d'authentification : access_denied - Refusé",
    ],
    ['no code at all', '?state=s1', refusal('accounts.codeMissing', "Code d'autorisation non reçu"), "Code d'autorisation non reçu"],
    [
      'a server that cannot be reached',
      '?code=abc&state=s1',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Problème de connexion au serveur. Veuillez vérifier votre connexion Internet et que le serveur API est démarré.',
    ],
  ])('%s: "Erreur d\'authentification", the message, then the integrations tab after 3 s', async (_case, query, answer, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies: unknown[] = [];
    mockFetch(
      networksServer([], {
        'POST /api/oauth/callback/instagram': (init) => {
          bodies.push(JSON.parse(String(init.body)));
          return answer();
        },
      }),
    );
    const { router } = renderApp(`/oauth/callback/instagram${query}`);
    expect(await screen.findByRole('heading', { name: "Erreur d'authentification" })).toBeTruthy();
    expect(screen.getByTestId('oauth-error-message').textContent).toBe(message);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual(bodies[0]);

    await act(async () => {}); // lets the page's effects run (the redirect is planned from the error on)
    act(() => vi.advanceTimersByTime(2_500));
    expect(currentPath(router)).toBe(`/oauth/callback/instagram${query}`);
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(currentPath(router)).toBe('/settings?tab=integrations'));
    expect(bodies).toHaveLength(1);
  });

  it('a missing platform: "Plateforme non spécifiée", without calling the server', async () => {
    const fetchMock = mockFetch(networksServer([]));
    renderApp('/oauth/callback?code=abc&state=s1');
    expect(await screen.findByRole('heading', { name: "Erreur d'authentification" })).toBeTruthy();
    expect(screen.getByTestId('oauth-error-message').textContent).toBe('Plateforme non spécifiée');
    expect(callsOf(fetchMock)).toEqual(['GET /api/auth/me']);
  });

  it('a visitor signs in first, coming back to the same return address (the state is still unused)', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': unauthenticated });
    const { router } = renderApp('/oauth/callback/linkedin?code=abc&state=s1');
    await screen.findByTestId('login-form');
    expect(currentPath(router)).toBe(`/login?from=${encodeURIComponent('/oauth/callback/linkedin?code=abc&state=s1')}`);
    expect(callsOf(fetchMock)).toEqual(['GET /api/auth/me']);
  });
});
