import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { json, mockFetch, session, unauthenticated } from '../test/fetch-mock.ts';
import { currentPath, renderApp } from '../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('session guard', () => {
  it('shows a centred spinner while the session loads', async () => {
    mockFetch({ 'GET /api/auth/me': () => new Promise<Response>(() => {}) });
    renderApp('/');
    expect(await screen.findByTestId('page-spinner')).toBeTruthy();
  });

  it('sends a visitor to /login?from={path + search}, without a toast', async () => {
    mockFetch({ 'GET /api/auth/me': unauthenticated });
    const { router } = renderApp('/history?platform=instagram');
    await screen.findByTestId('login-form');
    expect(currentPath(router)).toBe('/login?from=%2Fhistory%3Fplatform%3Dinstagram');
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('an expired session: "Session expirée, veuillez vous reconnecter" then /login', async () => {
    mockFetch({
      'GET /api/auth/me': () => json(401, { success: false, code: 'auth.sessionExpired', message: 'Session expirée, veuillez vous reconnecter' }),
    });
    const { router } = renderApp('/analytics');
    await screen.findByTestId('login-form');
    expect(currentPath(router)).toBe('/login?from=%2Fanalytics');
    expect(screen.getByTestId('toast').textContent).toContain('Session expirée, veuillez vous reconnecter');
  });

  it('a 401 on any later call signs the user out the same way', async () => {
    let sessionValid = true;
    mockFetch({
      'GET /api/auth/me': () => (sessionValid ? json(200, session) : unauthenticated()),
      'GET /api/things': () => {
        sessionValid = false;
        return json(401, { success: false, code: 'auth.sessionExpired', message: 'Session expirée' });
      },
    });
    const { router } = renderApp('/scanner');
    await screen.findByTestId('main-nav');
    await expect(apiRequest('/api/things')).rejects.toThrow('Session expirée, veuillez vous reconnecter');
    await screen.findByTestId('login-form');
    expect(currentPath(router)).toBe('/login?from=%2Fscanner');
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual(['Session expirée, veuillez vous reconnecter']);
  });

  it.each([
    ['the server cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => Promise.resolve(json(503, { success: false, code: 'http.internal', message: 'Une erreur est survenue' }))],
  ])('shows the connection error screen when %s', async (_case, answer) => {
    mockFetch({ 'GET /api/auth/me': answer });
    renderApp('/');
    const screenBox = await screen.findByTestId('connection-error');
    expect(screenBox.textContent).toContain('Erreur de connexion');
    const reload = vi.fn<() => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    screen.getByRole('button', { name: 'Réessayer la connexion' }).click();
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});
