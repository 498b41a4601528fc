import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { dispatchMockOAuthCallback } from './mock-oauth-event.ts';
import { account, networksServer, noneSandboxed, plain } from './test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const instagram = account();
const broken = account({
  id: 'acc-2',
  platform: 'facebook',
  username: 'boulangerie.martin',
  displayName: null,
  followers: 980,
  status: 'issue',
  error: 'Votre compte Facebook doit être reconnecté : jeton expiré',
  sandbox: false,
  createdAt: '2026-03-02T10:00:00.000Z',
});

async function card(platform: string) {
  return screen.findByTestId(`account-card-${platform}`);
}

describe('networks page', () => {
  it.each(['editor', 'viewer'] as const)('an %s sees the accounts but not the actions the server keeps for the admin', async (role) => {
    mockFetch(networksServer([instagram], { 'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role } }) }));
    renderApp('/networks');
    const ok = await card('instagram');
    expect(within(ok).getByTestId('account-handle').textContent).toBe('@atelier_lumiere');
    expect(within(ok).queryByTestId('account-sync')).toBeNull();
    expect(within(ok).queryByTestId('account-settings')).toBeNull();
    expect(within(ok).queryByTestId('account-disconnect')).toBeNull();
  });

  it('one card per account: network, @username, followers in French, status, last sync', async () => {
    mockFetch(
      networksServer([
        instagram,
        broken,
        // A connection never finished, and a disconnected account: the server lists them, the page does not.
        account({ id: 'acc-3', platform: 'tiktok', isConnected: false, status: 'issue' }),
        account({ id: 'acc-4', platform: 'linkedin', isConnected: false, status: 'issue' }),
      ]),
    );
    renderApp('/networks');
    const ok = await card('instagram');
    expect(within(ok).getByRole('heading', { name: 'Instagram' })).toBeTruthy();
    expect(within(ok).getByTestId('account-handle').textContent).toBe('@atelier_lumiere');
    expect(within(ok).getByText('Atelier Lumière')).toBeTruthy();
    expect(plain(within(ok).getByTestId('account-followers').textContent)).toBe('12 345');
    expect(plain(within(ok).getByTestId('account-last-sync').textContent)).toBe('il y a 5 min');
    expect(within(ok).getByTestId('account-status').textContent).toBe('Connecté');
    expect(within(ok).getByTestId('demo-mode-badge').textContent).toBe('mode démo');
    expect(within(ok).queryByTestId('account-issue')).toBeNull();

    const ko = await card('facebook');
    expect(within(ko).getByTestId('account-status').textContent).toBe('Problème');
    expect(within(ko).getByRole('alert').textContent).toContain('jeton expiré');
    expect(within(ko).getByRole('button', { name: 'Reconnecter' })).toBeTruthy();
    expect(within(ko).queryByTestId('demo-mode-badge')).toBeNull();

    expect(screen.queryByTestId('account-card-tiktok')).toBeNull();
    expect(screen.queryByTestId('account-card-linkedin')).toBeNull();
    expect(screen.getByTestId('demo-mode-notice').textContent).toContain('Les réseaux en mode démo publient dans le bac à sable de Publia, rien ne part sur les vrais réseaux.');
  });

  it('names each account as its network does: « @ » only on the networks of @handles, the name kept as it is', async () => {
    mockFetch(
      networksServer([
        account({ id: 'acc-x', platform: 'twitter', username: 'BoulangerieDup', displayName: 'Boulangerie Dupont' }),
        account({ id: 'acc-li', platform: 'linkedin', username: 'Boulangerie Dupont', displayName: 'Boulangerie Dupont', followers: 412 }),
        account({ id: 'acc-fb', platform: 'facebook', username: 'boulangerie.dupont', displayName: 'boulangerie.dupont' }),
        account({ id: 'acc-ig', platform: 'instagram', username: 'atelier_lumiere', displayName: 'atelier_lumiere' }),
      ]),
    );
    renderApp('/networks');
    const x = await card('twitter');
    expect(within(x).getByTestId('account-handle').textContent).toBe('@BoulangerieDup');
    expect(within(x).getByText('Boulangerie Dupont')).toBeTruthy();
    const linkedin = await card('linkedin');
    expect(within(linkedin).getByTestId('account-handle').textContent).toBe('Boulangerie Dupont');
    // The name once, not again beneath itself.
    expect(within(linkedin).getAllByText('Boulangerie Dupont')).toHaveLength(1);
    expect(plain(within(linkedin).getByTestId('account-followers').textContent)).toBe('412');
    const facebook = await card('facebook');
    expect(within(facebook).getByTestId('account-handle').textContent).toBe('boulangerie.dupont');
    // A name that is the handle without its « @ » is not said again either.
    const instagramCard = await card('instagram');
    expect(within(instagramCard).getByTestId('account-handle').textContent).toBe('@atelier_lumiere');
    expect(within(instagramCard).queryByText('atelier_lumiere')).toBeNull();
  });

  it('"Reconnecter" starts the connect flow again and sends the browser to the network', async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const bodies: unknown[] = [];
    mockFetch(
      networksServer([broken], {
        'POST /api/social-accounts/connect': (init) => {
          bodies.push(JSON.parse(String(init.body)));
          return json(200, { success: true, data: { redirectUrl: 'https://www.facebook.com/dialog/oauth?x=1', accountId: 'acc-9', account: null } });
        },
      }),
    );
    renderApp('/networks');
    await userEvent.click(within(await card('facebook')).getByRole('button', { name: 'Reconnecter' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.facebook.com/dialog/oauth?x=1'));
    expect(bodies).toEqual([{ platform: 'facebook' }]);
  });

  it('disconnects only after confirmation, then says so and drops the card', async () => {
    const user = userEvent.setup();
    // The server keeps the row, disconnected (its history keeps pointing at it).
    let list = [instagram];
    const fetchMock = mockFetch(
      networksServer([], {
        'GET /api/social-accounts': () => json(200, { success: true, data: list }),
        'DELETE /api/social-accounts/acc-1': () => {
          list = [{ ...instagram, isConnected: false, status: 'issue' }];
          return json(200, { success: true, data: list[0] });
        },
      }),
    );
    renderApp('/networks');
    await user.click(within(await card('instagram')).getByRole('button', { name: 'Déconnecter' }));
    const dialog = await screen.findByTestId('disconnect-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Déconnecter Instagram ?' })).toBeTruthy();
    expect(dialog.textContent).toContain('@atelier_lumiere');

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/social-accounts/acc-1');
    expect(screen.getByTestId('account-card-instagram')).toBeTruthy();

    await user.click(within(await card('instagram')).getByRole('button', { name: 'Déconnecter' }));
    await user.click(within(screen.getByTestId('disconnect-dialog')).getByTestId('disconnect-confirm'));
    expect(await screen.findByText('Compte Instagram déconnecté avec succès')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('DELETE /api/social-accounts/acc-1');
    await waitFor(() => expect(screen.queryByTestId('account-card-instagram')).toBeNull());
    expect(await screen.findByTestId('accounts-empty')).toBeTruthy();
  });

  it('a refused disconnection says "Erreur lors de la déconnexion : …" and keeps the card', async () => {
    const user = userEvent.setup();
    mockFetch(
      networksServer([instagram], {
        'DELETE /api/social-accounts/acc-1': () =>
          json(404, {
            success: false,
            code: 'accounts.notFound',
            message: "Compte introuvable ou vous n'avez pas la permission de le déconnecter",
          }),
      }),
    );
    renderApp('/networks');
    await user.click(within(await card('instagram')).getByRole('button', { name: 'Déconnecter' }));
    await user.click(within(screen.getByTestId('disconnect-dialog')).getByTestId('disconnect-confirm'));
    expect(await screen.findByText("Erreur lors de la déconnexion : Compte introuvable ou vous n'avez pas la permission de le déconnecter")).toBeTruthy();
    expect(screen.getByTestId('account-card-instagram')).toBeTruthy();
  });

  it('"Synchroniser" calls the server and shows the fresh figures', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      networksServer([instagram], {
        'POST /api/social-accounts/acc-1/sync': () => json(200, { success: true, data: { ...instagram, followers: 13_000, lastSynced: new Date().toISOString() } }),
      }),
    );
    renderApp('/networks');
    await user.click(within(await card('instagram')).getByRole('button', { name: 'Synchroniser' }));
    expect(await screen.findByText('Compte Instagram synchronisé')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('POST /api/social-accounts/acc-1/sync');
    const fresh = screen.getByTestId('account-card-instagram');
    expect(plain(within(fresh).getByTestId('account-followers').textContent)).toBe('13 000');
    expect(within(fresh).getByTestId('account-last-sync').textContent).toBe('maintenant');
  });

  it('the settings dialog lists the account options and saves the choice', async () => {
    const user = userEvent.setup();
    const pinterest = account({ id: 'acc-p', platform: 'pinterest', username: 'atelier', settings: { boardId: 'b1' } });
    const saved: unknown[] = [];
    mockFetch(
      networksServer([pinterest], {
        'GET /api/social-accounts/acc-p/options': () =>
          json(200, {
            success: true,
            data: [
              {
                key: 'boardId',
                label: 'Tableau',
                choices: [
                  { value: 'b1', label: 'Inspirations' },
                  { value: 'b2', label: 'Nouveautés' },
                ],
              },
            ],
          }),
        'PUT /api/social-accounts/acc-p/settings': (init) => {
          saved.push(JSON.parse(String(init.body)));
          return json(200, { success: true, data: { ...pinterest, settings: { boardId: 'b2' } } });
        },
      }),
    );
    renderApp('/networks');
    await user.click(within(await card('pinterest')).getByRole('button', { name: 'Paramètres' }));
    const select = await screen.findByLabelText('Tableau');
    expect((select as HTMLSelectElement).value).toBe('b1');
    await user.selectOptions(select, 'b2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Réglages du compte Pinterest enregistrés')).toBeTruthy();
    expect(saved).toEqual([{ settings: { boardId: 'b2' } }]);
  });

  it('choosing another Facebook Page sends only the Page chosen, not the settings kept at connection', async () => {
    const user = userEvent.setup();
    const facebook = account({
      id: 'acc-f',
      platform: 'facebook',
      username: 'boulangerie',
      settings: {
        pageId: 'p1',
        pageName: 'Boulangerie Martin',
        pages: JSON.stringify([
          { id: 'p1', name: 'Boulangerie Martin' },
          { id: 'p2', name: 'La Boutique' },
        ]),
      },
    });
    const saved: unknown[] = [];
    mockFetch(
      networksServer([facebook], {
        'GET /api/social-accounts/acc-f/options': () =>
          json(200, {
            success: true,
            data: [
              {
                key: 'pageId',
                label: 'Page Facebook',
                choices: [
                  { value: 'p1', label: 'Boulangerie Martin' },
                  { value: 'p2', label: 'La Boutique' },
                ],
              },
            ],
          }),
        'PUT /api/social-accounts/acc-f/settings': (init) => {
          saved.push(JSON.parse(String(init.body)));
          return json(200, { success: true, data: { ...facebook, settings: { ...facebook.settings, pageId: 'p2' } } });
        },
      }),
    );
    renderApp('/networks');
    await user.click(within(await card('facebook')).getByRole('button', { name: 'Paramètres' }));
    await user.selectOptions(await screen.findByLabelText('Page Facebook'), 'p2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Réglages du compte Facebook enregistrés')).toBeTruthy();
    expect(saved).toEqual([{ settings: { pageId: 'p2' } }]);
  });

  it('the chooser shows every network, "mode démo" and each constraint, and connects through redirectUrl', async () => {
    const user = userEvent.setup();
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    mockFetch(
      networksServer([], {
        'POST /api/social-accounts/connect': () => json(200, { success: true, data: { redirectUrl: '/sandbox/tiktok/authorize?state=s', accountId: 'acc-t', account: null } }),
      }),
    );
    renderApp('/networks');
    expect(await screen.findByTestId('accounts-empty')).toBeTruthy();
    await user.click(screen.getByTestId('open-connect-dialog'));
    const dialog = await screen.findByTestId('connect-dialog');
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.testid)).toEqual([
      'connect-row-instagram',
      'connect-row-facebook',
      'connect-row-twitter',
      'connect-row-linkedin',
      'connect-row-tiktok',
      'connect-row-pinterest',
      'connect-row-bluesky',
      'connect-row-mastodon',
    ]);
    expect(within(dialog).getAllByTestId('demo-mode-badge')).toHaveLength(8);
    expect(within(dialog).getByTestId('constraint-tiktok').textContent).toBe('Vidéo uniquement');
    expect(within(dialog).getByTestId('constraint-pinterest').textContent).toBe('Photo uniquement');
    expect(within(dialog).getByTestId('constraint-instagram').textContent).toBe('Pas de texte seul');
    expect(within(dialog).getByTestId('demo-connect-twitter').getAttribute('href')).toBe('/oauth/mock/twitter');

    await user.click(within(dialog).getByRole('button', { name: 'Connecter un compte TikTok' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/tiktok/authorize?state=s'));
  });

  it('Bluesky asks its handle first: its two forms in French, the app password one connecting at once', async () => {
    const user = userEvent.setup();
    const connected = account({ id: 'acc-b', platform: 'bluesky', username: 'atelier.bsky.social', createdAt: '2026-03-04T00:00:00.000Z' });
    const fetchMock = mockFetch(
      networksServer([], {
        'POST /api/social-accounts/connect': () => json(200, { success: true, data: { redirectUrl: null, accountId: 'acc-b', account: connected } }),
      }),
    );
    renderApp('/networks');
    await user.click(await screen.findByTestId('open-connect-dialog'));
    const chooser = await screen.findByTestId('connect-dialog');
    await user.click(within(chooser).getByRole('button', { name: 'Connecter un compte Bluesky' }));
    const dialog = await screen.findByTestId('connect-form-dialog-bluesky');
    expect(within(dialog).getByRole('heading', { name: 'Autorisation Bluesky' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: "Mot de passe d'application" })).toBeTruthy();
    const form = within(dialog).getByTestId('connect-form-bluesky-appPassword');
    await user.type(within(form).getByTestId('connect-field-appPassword-handle'), 'atelier.bsky.social');
    await user.type(within(form).getByTestId('connect-field-appPassword-appPassword'), 'abcd-efgh-ijkl-mnop');
    await user.click(within(form).getByRole('button', { name: 'Connecter le compte' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/social-accounts/connect'));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST' && String(init.body).includes('bluesky'));
    expect(JSON.parse(String(sent![1]!.body))).toEqual({
      platform: 'bluesky',
      form: 'appPassword',
      fields: { handle: 'atelier.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' },
    });
  });

  it('Mastodon asks for the instance first, in French, then sends the browser to the instance', async () => {
    const user = userEvent.setup();
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const fetchMock = mockFetch(
      networksServer([], {
        'POST /api/social-accounts/connect': () =>
          json(200, { success: true, data: { redirectUrl: '/sandbox/mastodon/oauth/authorize?state=s', accountId: 'acc-m', account: null } }),
      }),
    );
    renderApp('/networks');
    await user.click(await screen.findByTestId('open-connect-dialog'));
    const dialog = await screen.findByTestId('connect-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Connecter un compte Mastodon' }));
    const form = await screen.findByTestId('connect-form-mastodon-instance');
    expect(within(form).getByText('Votre instance Mastodon')).toBeTruthy();
    await user.type(within(form).getByLabelText('Votre instance'), 'piaille.fr');
    await user.click(within(form).getByRole('button', { name: "Continuer vers l'instance" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/mastodon/oauth/authorize?state=s'));
    const sent = fetchMock.mock.calls.find(([input, init]) => init?.method === 'POST' && String(input).includes('/api/social-accounts/connect'));
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ platform: 'mastodon', form: 'instance', fields: { instance: 'piaille.fr' } });
  });

  it('a refused connection says "Erreur lors de la connexion à {platform} : …"', async () => {
    const user = userEvent.setup();
    mockFetch(
      networksServer(
        [],
        {
          'POST /api/social-accounts/connect': () =>
            json(400, { success: false, code: 'accounts.exchangeFailed', message: "Impossible de finaliser l'authentification auprès du réseau social" }),
        },
        noneSandboxed,
      ),
    );
    renderApp('/networks');
    await user.click(await screen.findByTestId('open-connect-dialog'));
    const dialog = await screen.findByTestId('connect-dialog');
    expect(within(dialog).queryByTestId('demo-mode-badge')).toBeNull();
    expect(within(dialog).queryByTestId('demo-connect-twitter')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Connecter un compte X' }));
    expect(await screen.findByText("Erreur lors de la connexion à X : Impossible de finaliser l'authentification auprès du réseau social")).toBeTruthy();
    expect(screen.queryByTestId('demo-mode-notice')).toBeNull();
  });

  it('the mockOAuthCallback event reloads the accounts and says "Compte {platform} connecté avec succès !"', async () => {
    let list = [instagram];
    const fetchMock = mockFetch(networksServer([], { 'GET /api/social-accounts': () => json(200, { success: true, data: list }) }));
    renderApp('/networks');
    await card('instagram');
    list = [instagram, account({ id: 'acc-x', platform: 'twitter', username: 'publia_x', createdAt: '2026-03-03T00:00:00.000Z' })];
    let handled = false;
    act(() => {
      handled = dispatchMockOAuthCallback({ platform: 'twitter', success: true });
    });
    expect(handled).toBe(true);
    expect(await screen.findByText('Compte X connecté avec succès !')).toBeTruthy();
    expect(await card('twitter')).toBeTruthy();
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/social-accounts')).toHaveLength(2);
  });

  it('says "Impossible de charger les comptes sociaux" when the list cannot be read', async () => {
    mockFetch(
      networksServer([], {
        'GET /api/social-accounts': () => json(403, { success: false, code: 'http.forbidden', message: 'x' }),
      }),
    );
    renderApp('/networks');
    const alert = await screen.findByTestId('accounts-error');
    expect(alert.textContent).toContain('Impossible de charger les comptes sociaux');
    expect(alert.textContent).toContain("Vous n'avez pas les permissions nécessaires");
  });
});
