import type { DataExport, PrivacySettings } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, session, type Handler } from '../../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../../test/render-app.tsx';
import { unlimitedUsage } from '../../billing/billing.test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const defaults: PrivacySettings = { publicProfile: true, showStatistics: true, analyticsSharing: false, marketingCookies: false };
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** The server: the toggles and the latest export, each save and request recorded. */
function server(options: { settings?: PrivacySettings; lastExport?: DataExport | null; extra?: Record<string, Handler> } = {}) {
  let settings = options.settings ?? defaults;
  let lastExport = options.lastExport ?? null;
  const saves: Record<string, unknown>[] = [];
  const state = () => ({ settings, lastExport });
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(200, session),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/subscription/usage': () => json(200, { success: true, data: unlimitedUsage }),
    'GET /api/privacy': () => json(200, { success: true, data: state() }),
    'PATCH /api/privacy': (init) => {
      const body = bodyOf(init);
      saves.push(body);
      settings = { ...settings, ...body };
      return json(200, { success: true, message: 'Réglages de confidentialité enregistrés.', data: state() });
    },
    ...options.extra,
  });
  return {
    fetchMock,
    saves,
    setExport: (next: DataExport | null) => {
      lastExport = next;
    },
  };
}

const anExport = (overrides: Partial<DataExport> = {}): DataExport => ({
  id: 'e1',
  state: 'pending',
  requestedAt: '2026-11-20T09:00:00.000Z',
  completedAt: null,
  expiresAt: null,
  sizeBytes: null,
  ...overrides,
});

describe('Paramètres → Confidentialité', () => {
  it('shows the four toggles as named switches, each saying what it does, and saves one as it is flipped', async () => {
    const user = userEvent.setup();
    const { saves } = server();
    renderApp('/settings?tab=privacy');
    const publicProfile = await screen.findByRole('switch', { name: 'Profil public' });
    expect(publicProfile.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Afficher les statistiques' }).getAttribute('aria-checked')).toBe('true');
    const sharing = screen.getByRole('switch', { name: 'Partage des données d’analyse' });
    expect(sharing.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Cookies marketing' }).getAttribute('aria-checked')).toBe('false');
    // What each means here, honestly.
    expect(publicProfile.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(publicProfile.getAttribute('aria-describedby')!)?.textContent).toContain('photo de profil dans la liste de l’équipe');
    expect(screen.getByText(/Publia n’envoie aucune statistique d’utilisation hors de ce serveur/)).toBeTruthy();
    expect(screen.getByText(/seul le cookie de connexion publia_session est utilisé/)).toBeTruthy();

    await user.click(publicProfile);
    await screen.findByText('Réglage enregistré.');
    expect(saves).toEqual([{ publicProfile: false }]);
    expect(screen.getByRole('switch', { name: 'Profil public' }).getAttribute('aria-checked')).toBe('false');
  });

  it('puts a toggle back when the server refuses it', async () => {
    const user = userEvent.setup();
    server({
      extra: {
        'PATCH /api/privacy': () => json(400, { success: false, code: 'validation.invalidType', message: 'Le champ « marketingCookies » a un type invalide.' }),
      },
    });
    renderApp('/settings?tab=privacy');
    await user.click(await screen.findByRole('switch', { name: 'Cookies marketing' }));
    await screen.findByText('Le champ « marketingCookies » a un type invalide.');
    expect(screen.getByRole('switch', { name: 'Cookies marketing' }).getAttribute('aria-checked')).toBe('false');
  });

  it('asks for an export, shows it being prepared while it asks again, then says where the link went', async () => {
    const user = userEvent.setup();
    let requests = 0;
    const backend = server({
      extra: {
        'POST /api/privacy/exports': () => {
          requests++;
          backend.setExport(anExport());
          return json(202, { success: true, message: 'Votre export est en préparation.', data: anExport() });
        },
      },
    });
    renderApp('/settings?tab=privacy');
    await user.click(await screen.findByTestId('privacy-export-request'));
    const state = await screen.findByTestId('privacy-export-state');
    expect(state.textContent).toContain('En préparation');
    expect(state.textContent).toContain(`Le lien sera envoyé à ${session.user.email}`);
    expect(screen.getByTestId('privacy-export-request').hasAttribute('disabled')).toBe(true);
    expect(requests).toBe(1);

    // The job is done: the next poll shows it ready.
    backend.setExport(anExport({ state: 'ready', completedAt: '2026-11-20T09:01:00.000Z', expiresAt: '2026-11-21T09:01:00.000Z', sizeBytes: 2_400_000 }));
    await waitFor(() => expect(screen.getByTestId('privacy-export-state').textContent).toContain(`lien envoyé à ${session.user.email}, valable jusqu’au`), {
      timeout: 6000,
    });
    expect(screen.getByTestId('privacy-export-state').textContent).toMatch(/Taille : 2,4\sMo/);
    expect(screen.getByTestId('privacy-export-request').hasAttribute('disabled')).toBe(false);
  });

  it('opens the e-mailed link after the sign-in, and offers the file with its token to the signed-in user', async () => {
    const link = '/settings?tab=privacy&export=e1&token=le%2Bjeton';
    server({
      extra: { 'GET /api/auth/me': () => json(401, { success: false, code: 'auth.unauthenticated', message: 'Vous devez être connecté pour utiliser cette fonctionnalité.' }) },
    });
    const signedOut = renderApp(link);
    await waitFor(() => expect(currentPath(signedOut.router)).toBe(`/login?from=${encodeURIComponent(link)}`));
    signedOut.unmount();

    server({ lastExport: anExport({ state: 'ready', completedAt: '2026-11-20T09:01:00.000Z', expiresAt: '2026-11-21T09:01:00.000Z' }) });
    renderApp(link);
    const download = await screen.findByTestId('privacy-export-download');
    expect(download.getAttribute('href')).toBe('/api/privacy/exports/e1/download?token=le%2Bjeton');
    expect(download.textContent).toBe('Télécharger le fichier ZIP');
    expect(screen.getByTestId('privacy-export-linked').textContent).toContain('il s’ouvre pour vous seul');
  });

  it('offers no file without a link', async () => {
    server({ lastExport: anExport({ state: 'ready', completedAt: '2026-11-20T09:01:00.000Z', expiresAt: '2026-11-21T09:01:00.000Z' }) });
    renderApp('/settings?tab=privacy');
    await screen.findByTestId('privacy-export-state');
    expect(screen.queryByTestId('privacy-export-download')).toBeNull();
  });

  it('says when the last export failed or its link expired', async () => {
    server({ lastExport: anExport({ state: 'failed', completedAt: '2026-11-20T09:01:00.000Z' }) });
    renderApp('/settings?tab=privacy');
    expect((await screen.findByTestId('privacy-export-state')).textContent).toContain('La préparation de l’export a échoué');
  });

  it('deletes the account only with the password and the word typed, then lands on the sign-in page with a goodbye', async () => {
    const user = userEvent.setup();
    const deletions: Record<string, unknown>[] = [];
    let signedIn = true;
    server({
      extra: {
        'GET /api/auth/me': () =>
          signedIn ? json(200, session) : json(401, { success: false, code: 'auth.unauthenticated', message: 'Vous devez être connecté pour utiliser cette fonctionnalité.' }),
        'POST /api/privacy/delete-account': (init) => {
          const body = bodyOf(init);
          deletions.push(body);
          if (body.password !== 'motdepasse-solide') {
            return json(400, { success: false, code: 'privacy.wrongPassword', field: 'password', message: "Mot de passe incorrect : votre compte n'a pas été supprimé." });
          }
          signedIn = false;
          return json(200, { success: true, message: 'Votre compte a été supprimé. Au revoir !' });
        },
      },
    });
    const { router } = renderApp('/settings?tab=privacy');
    const zone = await screen.findByTestId('privacy-delete');
    expect(zone.textContent).toContain('Cette action est irréversible');
    expect(zone.textContent).toContain('Les factures, que la loi oblige à conserver.');
    await user.click(within(zone).getByTestId('delete-account-open'));

    const dialog = await screen.findByTestId('delete-account-dialog');
    const confirm = within(dialog).getByTestId('delete-account-confirm');
    await user.type(within(dialog).getByLabelText('Votre mot de passe'), 'mauvais-mot');
    await user.type(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'), 'supprimer');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.clear(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'));
    await user.type(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'), 'SUPPRIMER');
    await user.click(confirm);
    expect(await within(dialog).findByText("Mot de passe incorrect : votre compte n'a pas été supprimé.")).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Votre mot de passe'));
    await user.type(within(dialog).getByLabelText('Votre mot de passe'), 'motdepasse-solide');
    await user.click(confirm);
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(await screen.findByText('Votre compte a été supprimé. Au revoir !')).toBeTruthy();
    expect(deletions).toEqual([
      { password: 'mauvais-mot', confirmation: 'SUPPRIMER' },
      { password: 'motdepasse-solide', confirmation: 'SUPPRIMER' },
    ]);
  });

  it('speaks the interface’s language', async () => {
    server();
    renderApp('/settings?tab=privacy', { locale: 'es' });
    expect(await screen.findByRole('switch', { name: 'Perfil público' })).toBeTruthy();
    expect(screen.getByTestId('privacy-delete').textContent).toContain('Eliminar mi cuenta');
  });
});
