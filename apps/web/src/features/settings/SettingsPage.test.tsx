import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { account, networksServer } from '../networks/test-fixtures.ts';
import { tabFromQuery } from './SettingsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('settings page', () => {
  it.each([['/settings?tab=integrations'], ['/settings'], ['/settings?tab=inconnu']])(
    '%s opens the Intégrations tab',
    async (path) => {
      mockFetch(networksServer([]));
      renderApp(path);
      const menu = await screen.findByTestId('settings-menu');
      expect(within(menu).getByRole('link', { name: 'Intégrations' }).getAttribute('aria-current')).toBe('page');
      expect(await screen.findByTestId('settings-panel-integrations')).toBeTruthy();
      expect(await screen.findByTestId('social-accounts-section')).toBeTruthy();
    },
  );

  it('reads the tab from the query', () => {
    expect(tabFromQuery('integrations')).toBe('integrations');
    expect(tabFromQuery(null)).toBe('integrations');
    expect(tabFromQuery('preferences')).toBe('preferences');
    expect(tabFromQuery('profile')).toBe('integrations');
  });

  it('the side menu offers only what exists: Intégrations, Préférences, Abonnement, Gestion des accès, Journal d’activité (admins), Déconnexion', async () => {
    mockFetch(networksServer([]));
    renderApp('/settings');
    const menu = await screen.findByTestId('settings-menu');
    expect(within(menu).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Intégrations',
      'Préférences',
      'Abonnement',
      'Gestion des accès',
      "Journal d'activité",
      'Déconnexion',
    ]);
    expect(within(menu).getByRole('link', { name: 'Abonnement' }).getAttribute('href')).toBe('/settings/subscription');
    expect(within(menu).getByRole('link', { name: 'Gestion des accès' }).getAttribute('href')).toBe('/settings/team-access');
    expect(within(menu).getByRole('link', { name: "Journal d'activité" }).getAttribute('href')).toBe('/settings/audit-log');
  });

  it('the audit log is offered to admins only', async () => {
    mockFetch(networksServer([], { 'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role: 'editor' } }) }));
    renderApp('/settings');
    const menu = await screen.findByTestId('settings-menu');
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Gestion des accès' })).toBeTruthy());
    await waitFor(() => expect(within(menu).queryByRole('link', { name: "Journal d'activité" })).toBeNull());
  });

  it('the integrations tab lists the six networks with their accounts or "Non connecté"', async () => {
    mockFetch(networksServer([account(), account({ id: 'acc-x', platform: 'twitter', username: '@publia_x', sandbox: true })]));
    renderApp('/settings?tab=integrations');
    const instagram = await screen.findByTestId('integration-instagram');
    expect(within(instagram).getByText('@atelier_lumiere')).toBeTruthy();
    expect(within(instagram).getByText('Connecté')).toBeTruthy();
    expect(within(instagram).getByRole('button', { name: 'Déconnecter @atelier_lumiere' })).toBeTruthy();
    expect(within(instagram).getByRole('button', { name: 'Ajouter un compte Instagram' }).textContent).toBe('Ajouter un compte');
    expect(within(screen.getByTestId('integration-twitter')).getByText('@publia_x')).toBeTruthy();
    for (const platform of ['facebook', 'linkedin', 'tiktok', 'pinterest']) {
      const row = screen.getByTestId(`integration-${platform}`);
      expect(within(row).getByTestId('not-connected').textContent).toBe('Non connecté');
      expect(within(row).getByTestId('demo-mode-badge')).toBeTruthy();
      expect(within(row).getByRole('button', { name: /^Connecter un compte / })).toBeTruthy();
    }
  });

  it('disconnects from the integrations tab after confirmation, with the same toast', async () => {
    const user = userEvent.setup();
    let list = [account()];
    mockFetch(
      networksServer([], {
        'GET /api/social-accounts': () => json(200, { success: true, data: list }),
        'DELETE /api/social-accounts/acc-1': () => {
          list = [];
          return json(200, { success: true, data: { ...account(), isConnected: false, status: 'issue' } });
        },
      }),
    );
    renderApp('/settings?tab=integrations');
    await user.click(await screen.findByRole('button', { name: 'Déconnecter @atelier_lumiere' }));
    await user.click(await screen.findByTestId('disconnect-confirm'));
    expect(await screen.findByText('Compte Instagram déconnecté avec succès')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('integration-instagram')).getByTestId('not-connected').textContent).toBe('Non connecté'),
    );
  });

  it('"Déconnexion" signs out and goes to /login', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      networksServer([], { 'POST /api/auth/logout': () => json(200, { success: true, message: 'Vous êtes déconnecté.' }) }),
    );
    const { router } = renderApp('/settings');
    await user.click(await screen.findByTestId('settings-logout'));
    await screen.findByTestId('login-form');
    expect(currentPath(router)).toBe('/login');
    expect(callsOf(fetchMock)).toContain('POST /api/auth/logout');
  });
});
