import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { account, networksServer } from '../networks/test-fixtures.ts';
import { aUsage, ok, unlimitedUsage } from '../billing/billing.test-support.tsx';
import { aProfile } from './profile/profile.test-support.ts';
import { tabFromQuery } from './SettingsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The networks' calls, plus the profile the default tab (Profil) reads. */
const settingsServer = (...[accounts, extra = {}]: Parameters<typeof networksServer>) =>
  networksServer(accounts, { 'GET /api/profile': () => json(200, { success: true, data: aProfile() }), ...extra });

describe('settings page', () => {
  it('?tab=integrations opens the Intégrations tab', async () => {
    mockFetch(settingsServer([]));
    renderApp('/settings?tab=integrations');
    const menu = await screen.findByTestId('settings-menu');
    expect(within(menu).getByRole('link', { name: 'Intégrations' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('settings-panel-integrations')).toBeTruthy();
    expect(await screen.findByTestId('social-accounts-section')).toBeTruthy();
  });

  it.each([['/settings'], ['/settings?tab=inconnu']])('%s opens the Profil tab, the first', async (path) => {
    mockFetch(settingsServer([]));
    renderApp(path);
    const menu = await screen.findByTestId('settings-menu');
    expect(within(menu).getByRole('link', { name: 'Profil' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('settings-panel-profile')).toBeTruthy();
  });

  it('reads the tab from the query', () => {
    expect(tabFromQuery('integrations')).toBe('integrations');
    expect(tabFromQuery(null)).toBe('profile');
    expect(tabFromQuery('preferences')).toBe('preferences');
    expect(tabFromQuery('help')).toBe('help');
    expect(tabFromQuery('inconnu')).toBe('profile');
  });

  it('the side menu keeps its order: Profil, Préférences, Confidentialité, Notifications, Intégrations, Abonnement, Gestion des accès, Journal d’activité (admins), Aide, Déconnexion', async () => {
    mockFetch(settingsServer([]));
    renderApp('/settings');
    const menu = await screen.findByTestId('settings-menu');
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Profil', 'Préférences', 'Confidentialité', 'Notifications', 'Intégrations', 'Abonnement', 'Gestion des accès', "Journal d'activité", 'Aide', 'Déconnexion']);
    expect(within(menu).getByRole('link', { name: 'Abonnement' }).getAttribute('href')).toBe('/settings/subscription');
    expect(within(menu).getByRole('link', { name: 'Gestion des accès' }).getAttribute('href')).toBe('/settings/team-access');
    expect(within(menu).getByRole('link', { name: "Journal d'activité" }).getAttribute('href')).toBe('/settings/audit-log');
  });

  it('the audit log is offered to admins only', async () => {
    mockFetch(settingsServer([], { 'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role: 'editor' } }) }));
    renderApp('/settings');
    const menu = await screen.findByTestId('settings-menu');
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Gestion des accès' })).toBeTruthy());
    await waitFor(() => expect(within(menu).queryByRole('link', { name: "Journal d'activité" })).toBeNull());
  });

  it('the integrations tab lists the six networks with their accounts or "Non connecté"', async () => {
    mockFetch(settingsServer([account(), account({ id: 'acc-x', platform: 'twitter', username: '@publia_x', sandbox: true })]));
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
      settingsServer([], {
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
    await waitFor(() => expect(within(screen.getByTestId('integration-instagram')).getByTestId('not-connected').textContent).toBe('Non connecté'));
  });

  it('"Déconnexion" signs out and goes to /login', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(settingsServer([], { 'POST /api/auth/logout': () => json(200, { success: true, message: 'Vous êtes déconnecté.' }) }));
    const { router } = renderApp('/settings');
    await user.click(await screen.findByTestId('settings-logout'));
    await screen.findByTestId('login-form');
    expect(currentPath(router)).toBe('/login');
    expect(callsOf(fetchMock)).toContain('POST /api/auth/logout');
  });
});

const withUsage = (usage: ReturnType<typeof aUsage>) => mockFetch(settingsServer([], { 'GET /api/subscription/usage': () => ok(usage) }));
const counters = (banner: HTMLElement) => ['contentGeneration', 'scheduledPosts', 'teamMembers'].map((kind) => within(banner).getByTestId(`plan-banner-${kind}`).textContent);

describe('settings plan banner', () => {
  it('shows the real plan and what this period used of its contents, publications and users, and « Gérer »', async () => {
    withUsage(
      aUsage({
        usage: { contentGenerationUsed: 45, scheduledPostsUsed: 32, teamMembersUsed: 3, socialAccountsUsed: 2 },
        limits: { contentGeneration: 100, scheduledPosts: 50, teamMembers: 5, socialAccounts: 3 },
      }),
    );
    renderApp('/settings');
    const banner = await screen.findByTestId('plan-banner');
    expect(within(banner).getByTestId('plan-banner-name').textContent).toBe('Plan Professional');
    expect(counters(banner)).toEqual(['Contenus générés45/100', 'Publications programmées32/50', 'Utilisateurs3/5']);
    expect(within(banner).getByRole('meter', { name: 'Contenus générés' }).getAttribute('aria-valuetext')).toBe('45 sur 100');
    expect(banner.textContent).toContain('Renouvellement le 10 avril 2026');
    const manage = within(banner).getByRole('link', { name: "Gérer l'abonnement" });
    expect(manage.textContent).toBe('Gérer');
    expect(manage.getAttribute('href')).toBe('/settings/subscription');
  });

  it('with billing off and no limit, says so: « Sans limite », the counts without bars', async () => {
    withUsage(unlimitedUsage);
    renderApp('/settings');
    const banner = await screen.findByTestId('plan-banner');
    expect(within(banner).getByTestId('plan-banner-name').textContent).toBe('Sans limite');
    expect(within(banner).getByText('Facturation désactivée')).toBeTruthy();
    expect(banner.textContent).toContain("La facturation n'est pas activée sur cette instance : aucune limite ne s'applique à votre espace.");
    expect(within(banner).queryAllByRole('meter')).toHaveLength(0);
    expect(within(banner).getByTestId('plan-banner-contentGeneration-value').textContent).toBe('217 · sans limite');
  });

  it('without a subscription, the instance’s default plan and when its counters start again', async () => {
    withUsage(aUsage({ planId: 'business', price: null, source: 'default', hasSubscription: false }));
    renderApp('/settings');
    const banner = await screen.findByTestId('plan-banner');
    expect(within(banner).getByTestId('plan-banner-name').textContent).toBe('Plan Business');
    expect(within(banner).getByText('Sans abonnement')).toBeTruthy();
    expect(banner.textContent).toContain('Compteurs remis à zéro le 10 avril 2026');
  });

  it('is left out when the usage cannot be read; the settings still work', async () => {
    mockFetch(settingsServer([], { 'GET /api/subscription/usage': () => json(500, { success: false, code: 'http.500', message: 'Erreur interne' }) }));
    renderApp('/settings?tab=integrations');
    expect(await screen.findByTestId('social-accounts-section')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('plan-banner')).toBeNull());
  });
});
