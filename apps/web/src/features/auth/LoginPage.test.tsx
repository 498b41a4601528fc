import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session, unauthenticated } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A visitor until they sign in; then /api/auth/me knows them. */
function visitorServer(login: (body: Record<string, unknown>) => Response) {
  let signedIn = false;
  return mockFetch({
    'GET /api/auth/me': () => (signedIn ? json(200, session) : unauthenticated()),
    'POST /api/auth/login': (init) => {
      const response = login(JSON.parse(String(init.body)) as Record<string, unknown>);
      signedIn = response.ok;
      return response;
    },
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
}

describe('login page', () => {
  it('shows the form: Email, Mot de passe, Se souvenir de moi, the forgotten-password and sign-up links, Se connecter', async () => {
    visitorServer(() => json(200, session));
    renderApp('/login');
    await screen.findByTestId('login-form');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Mot de passe').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Se souvenir de moi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it.each([
    ['', ''],
    ['marie@exemple.fr', ''],
    ['', 'motdepasse'],
  ])('empty fields (email "%s", password "%s"): « Veuillez entrer votre email et votre mot de passe », and no call to the server', async (email, password) => {
    const user = userEvent.setup();
    const fetchMock = visitorServer(() => json(200, session));
    renderApp('/login');
    await screen.findByTestId('login-form');
    await fill(user, email, password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez entrer votre email et votre mot de passe');
    expect(callsOf(fetchMock)).toEqual(['GET /api/auth/me']);
  });

  it('signs in and goes to the `from` page', async () => {
    const user = userEvent.setup();
    const bodies: Array<Record<string, unknown>> = [];
    visitorServer((body) => {
      bodies.push(body);
      return json(200, session);
    });
    const { router } = renderApp('/login?from=%2Fhistory%3Fq%3Dete');
    await screen.findByTestId('login-form');
    await fill(user, 'marie.curie@exemple.fr', 'motdepasse');
    await user.click(screen.getByLabelText('Se souvenir de moi'));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(currentPath(router)).toBe('/history?q=ete'));
    expect(bodies).toEqual([{ email: 'marie.curie@exemple.fr', password: 'motdepasse', rememberMe: true }]);
    expect(await screen.findByTestId('user-menu-trigger')).toBeTruthy();
  });

  it('goes to "/" when `from` points to another site', async () => {
    const user = userEvent.setup();
    visitorServer(() => json(200, session));
    const { router } = renderApp('/login?from=%2F%2Fevil.example');
    await screen.findByTestId('login-form');
    await fill(user, 'marie.curie@exemple.fr', 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('shows the server refusal in an alert and stays on the page', async () => {
    const user = userEvent.setup();
    visitorServer(() =>
      json(401, {
        success: false,
        code: 'auth.invalidCredentials',
        message: "Identifiants invalides. Vérifiez votre email et mot de passe, ou créez un compte si vous n'en avez pas encore.",
      }),
    );
    const { router } = renderApp('/login');
    await screen.findByTestId('login-form');
    await fill(user, 'marie.curie@exemple.fr', 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Identifiants invalides\./);
    expect(currentPath(router)).toBe('/login');
  });

  it('sends a signed-in visitor to "/"', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(200, session) });
    const { router } = renderApp('/login');
    await screen.findByTestId('home-welcome');
    expect(currentPath(router)).toBe('/');
  });

  it('shows the connection error screen when the server cannot be reached', async () => {
    mockFetch({
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Erreur de connexion' })).toBeTruthy();
    expect(screen.getByText("Impossible de se connecter au service d'authentification. Vérifiez votre connexion et réessayez.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer la connexion' })).toBeTruthy();
    expect(screen.queryByTestId('login-form')).toBeNull();
  });
});
