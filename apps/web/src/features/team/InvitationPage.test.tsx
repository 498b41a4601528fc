import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session, unauthenticated, type Handler } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { bodyOf, teamRoutes } from './team.test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const preview = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    workspaceName: 'Atelier Lumière',
    invitedBy: 'Sophie Martin',
    email: 'marie.curie@exemple.fr',
    role: 'editor',
    expiresAt: '2026-03-08T10:00:00.000Z',
    accountExists: true,
    ...overrides,
  },
});

function server(me: Handler, extra: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/auth/me': me,
    'POST /api/invitations/preview': () => json(200, preview()),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    ...extra,
  });
}

const open = (path = '/invitation?token=jeton-abc') => renderApp(path, { routes: teamRoutes });

describe('invitation page', () => {
  it('tells who invites, to which workspace and with which role', async () => {
    const fetchMock = server(unauthenticated);
    open();
    const summary = await screen.findByTestId('invitation-summary');
    expect(summary.textContent).toContain('Sophie Martin vous invite à rejoindre Atelier Lumière avec le rôle Éditeur.');
    expect(summary.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain("Invitation pour marie.curie@exemple.fr, valable jusqu'au 8 mars 2026.");
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/invitations/preview')!;
    expect(bodyOf(init!)).toEqual({ token: 'jeton-abc' });
  });

  it('a visitor with an account signs in and comes back here', async () => {
    server(unauthenticated);
    open();
    const link = await screen.findByRole('link', { name: 'Se connecter' });
    expect(link.getAttribute('href')).toBe('/login?from=%2Finvitation%3Ftoken%3Djeton-abc');
  });

  it('a visitor without an account creates it for the invited address', async () => {
    server(unauthenticated, { 'POST /api/invitations/preview': () => json(200, preview({ accountExists: false, email: 'lea@exemple.fr' })) });
    open();
    const link = await screen.findByRole('link', { name: 'Créer mon compte' });
    expect(link.getAttribute('href')).toBe('/register?invitation=jeton-abc&email=lea%40exemple.fr');
    expect(screen.getByText("Créez votre compte avec l'adresse lea@exemple.fr pour rejoindre l'espace.")).toBeTruthy();
  });

  it('signed in with the invited address: « Rejoindre l’espace » joins it, says so and goes home in it', async () => {
    const user = userEvent.setup();
    const joined = { ...session, workspace: { id: 'w2', name: 'Atelier Lumière', role: 'editor' }, message: "Vous avez rejoint l'espace Atelier Lumière." };
    const fetchMock = server(() => json(200, session), { 'POST /api/invitations/accept': () => json(200, joined) });
    const { router, queryClient } = open();
    await user.click(await screen.findByRole('button', { name: "Rejoindre l'espace" }));
    expect(await screen.findByText("Vous avez rejoint l'espace Atelier Lumière.")).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(callsOf(fetchMock)).toContain('POST /api/invitations/accept');
    expect(queryClient.getQueryData(['session'])).toMatchObject({ status: 'authenticated', session: { workspace: { id: 'w2', name: 'Atelier Lumière' } } });
  });

  it('signed in with another address: says which one to use, and offers to sign out', async () => {
    const user = userEvent.setup();
    const fetchMock = server(() => json(200, session), {
      'POST /api/invitations/preview': () => json(200, preview({ email: 'lea@exemple.fr' })),
      'POST /api/auth/logout': () => json(200, { success: true, message: 'Vous êtes déconnecté.' }),
    });
    open();
    expect((await screen.findByTestId('invitation-other-account')).textContent).toContain(
      'Vous êtes connecté avec marie.curie@exemple.fr. Cette invitation a été envoyée à lea@exemple.fr',
    );
    expect(screen.queryByRole('button', { name: "Rejoindre l'espace" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/auth/logout'));
  });

  it('an expired, revoked or used link shows the server’s words and the way to sign in', async () => {
    server(unauthenticated, {
      'POST /api/invitations/preview': () =>
        json(410, {
          success: false,
          code: 'team.invitationExpired',
          message: "Ce lien d'invitation a expiré. Demandez à un administrateur de l'espace de vous renvoyer une invitation.",
        }),
    });
    open();
    const error = await screen.findByTestId('invitation-error');
    expect(error.textContent).toContain("Ce lien d'invitation a expiré.");
    expect(screen.getByRole('link', { name: 'Aller à la page de connexion' }).getAttribute('href')).toBe('/login');
  });

  it('a link without its token says so without asking the server', async () => {
    const fetchMock = server(unauthenticated);
    open('/invitation');
    expect((await screen.findByTestId('invitation-error')).textContent).toContain("Ce lien d'invitation est incomplet.");
    expect(callsOf(fetchMock)).not.toContain('POST /api/invitations/preview');
  });
});

describe('sign-up from an invitation', () => {
  it('fills in the invited address, read-only, and sends the invitation’s token with the account', async () => {
    const user = userEvent.setup();
    const bodies: Array<Record<string, unknown>> = [];
    let signedUp = false;
    mockFetch({
      'GET /api/auth/me': () => (signedUp ? json(200, session) : unauthenticated()),
      'POST /api/auth/register': (init) => {
        bodies.push(bodyOf(init));
        signedUp = true;
        return json(201, session);
      },
      'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
      'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    });
    renderApp('/register?invitation=jeton-abc&email=lea%40exemple.fr');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('lea@exemple.fr');
    expect(email.readOnly).toBe(true);
    expect(screen.getByTestId('register-invitation')).toBeTruthy();
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse-solide-1');
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'motdepasse-solide-1');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ email: 'lea@exemple.fr', invitationToken: 'jeton-abc' });
  });
});
