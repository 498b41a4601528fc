import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/index.ts';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { PendingBadge } from './PendingBadge.tsx';

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch({
    'GET /api/auth/me': () => json(200, session),
    'POST /api/auth/logout': () => json(200, { success: true, message: 'Vous êtes déconnecté.' }),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    // The avatar menu asks for the user's workspaces when it opens.
    'GET /api/workspaces': () => json(200, { success: true, data: [{ ...session.workspace, current: true }] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderSignedIn(path: string) {
  const app = renderApp(path);
  await screen.findByTestId('main-nav');
  return app;
}

describe('protected layout', () => {
  it('shows the top navigation in its order (Créer, Publications, Historique, Scanner, Statistiques, Veille, Commentaires), the active link marked', async () => {
    await renderSignedIn('/publications/pending');
    const nav = screen.getByTestId('main-nav');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Créer', '/create'],
      ['Publications', '/publications'],
      ['Historique', '/history'],
      ['Scanner', '/scanner'],
      ['Statistiques', '/analytics'],
      ['Veille', '/inspiration'],
      ['Commentaires', '/comments'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Publications' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Historique' }).getAttribute('aria-current')).toBeNull();
    // Nothing pending: no badge rather than a 0.
    expect(screen.queryByTestId('pending-badge')).toBeNull();
  });

  it('shows the avatar with the first two letters of the e-mail, linking to /settings', async () => {
    await renderSignedIn('/');
    const avatar = screen.getByTestId('user-menu-trigger');
    expect(avatar.textContent).toBe('MA');
    // Its name begins with the initials it shows (WCAG 2.5.3, label in name).
    expect(avatar.getAttribute('aria-label')).toMatch(/^MA, mon compte \(/);
    expect(avatar.getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('link', { name: 'Connexion' })).toBeNull();
  });

  it('opens the avatar menu on hover and from the keyboard', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/');
    const avatar = screen.getByTestId('user-menu-trigger');
    await user.hover(avatar);
    const menu = await screen.findByRole('menu', { name: 'Menu du compte' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profil', 'Paramètres', 'Déconnexion']);
    expect(within(menu).getByRole('menuitem', { name: 'Profil' }).getAttribute('href')).toBe('/profile');
    await user.unhover(avatar);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    avatar.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Profil');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Déconnexion');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(avatar);
  });

  it('Déconnexion signs out (with the CSRF token) and goes to /login', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedIn('/history');
    fetchMock.mockClear();
    mockFetch({
      'POST /api/auth/logout': (init) => {
        expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-123');
        return json(200, { success: true, message: 'ok' });
      },
      'GET /api/auth/me': () => json(401, { success: false, code: 'auth.unauthenticated', message: 'Vous devez être connecté' }),
    });
    await user.hover(screen.getByTestId('user-menu-trigger'));
    await user.click(await screen.findByTestId('user-menu-logout'));
    await screen.findByTestId('login-form');
    expect(currentPath(router)).toBe('/login');
  });

  it('mobile menu: all pages plus Réseaux & Comptes, Paramètres and Déconnexion; closes on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedIn('/');
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const menu = screen.getByTestId('mobile-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/create', '/publications', '/history', '/scanner', '/analytics', '/inspiration', '/comments', '/networks', '/settings']);
    expect(within(menu).getByRole('link', { name: 'Réseaux & Comptes' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Déconnexion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(menu).getByRole('link', { name: 'Scanner' }));
    expect(currentPath(router)).toBe('/scanner');
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
  });

  it('bottom tab bar: the ten tabs with short labels', async () => {
    await renderSignedIn('/analytics');
    const bar = screen.getByTestId('bottom-tab-bar');
    const tabs = within(bar).getAllByRole('link');
    expect(tabs.map((tab) => [tab.getAttribute('href'), tab.textContent])).toEqual([
      ['/', 'Accueil'],
      ['/create', 'Créer'],
      ['/publications', 'Publications'],
      ['/history', 'Historique'],
      ['/scanner', 'Scanner'],
      ['/analytics', 'Stats'],
      ['/inspiration', 'Veille'],
      ['/comments', 'Commentaires'],
      ['/networks', 'Réseaux'],
      ['/settings', 'Paramètres'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Stats' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBeNull();
  });

  it('breadcrumb: hidden on / and /create, home icon then labelled crumbs elsewhere', async () => {
    const { router } = await renderSignedIn('/');
    expect(screen.queryByTestId('breadcrumb')).toBeNull();

    await router.navigate('/create');
    await screen.findByRole('heading', { name: 'Créer du contenu' });
    expect(screen.queryByTestId('breadcrumb')).toBeNull();

    await router.navigate('/publications/scheduled');
    const crumbs = await screen.findByTestId('breadcrumb');
    expect(within(crumbs).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Publications' }).getAttribute('href')).toBe('/publications');
    expect(within(crumbs).getByText('Planifiées').getAttribute('aria-current')).toBe('page');
  });

  it('footer: hidden on the subscription and team-access pages only', async () => {
    const { router } = await renderSignedIn('/settings');
    expect(screen.getByTestId('app-footer')).toBeTruthy();
    await router.navigate('/settings/subscription');
    await waitFor(() => expect(screen.queryByTestId('app-footer')).toBeNull());
    await router.navigate('/settings/team-access');
    expect(screen.queryByTestId('app-footer')).toBeNull();
    await router.navigate('/profile');
    expect(await screen.findByTestId('app-footer')).toBeTruthy();
  });

  it('unknown and not-yet-built routes show the French 404 inside the layout', async () => {
    await renderSignedIn('/nimporte/quoi');
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByTestId('main-nav')).toBeTruthy();
    // Only the session and the layout's own figures: the page itself asks nothing.
    await waitFor(() => expect(callsOf(fetchMock)).toHaveLength(3));
    expect(callsOf(fetchMock).sort()).toEqual(['GET /api/auth/me', 'GET /api/content/counts', 'GET /api/notifications']);
  });

  it('switching the language in the footer translates the interface and is remembered', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/');
    await user.selectOptions(screen.getByTestId('language-select'), 'en');
    expect(within(screen.getByTestId('main-nav')).getByRole('link', { name: 'History' })).toBeTruthy();
    expect(window.localStorage.getItem('publia_locale')).toBe('en');
  });
});

describe('PendingBadge', () => {
  it('shows the count when above 0, and nothing at 0', () => {
    const { rerender } = render(
      <I18nProvider locale="fr">
        <PendingBadge count={0} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('pending-badge')).toBeNull();
    rerender(
      <I18nProvider locale="fr">
        <PendingBadge count={4} />
      </I18nProvider>,
    );
    const badge = screen.getByTestId('pending-badge');
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('4');
    expect(badge.textContent).toContain('4 en attente de validation');
  });

  it('says the number it shows, « 99+ » above 99: the link it sits in is named by its visible text', () => {
    render(
      <I18nProvider locale="fr">
        <a href="/publications">
          Publications
          <PendingBadge count={150} />
        </a>
      </I18nProvider>,
    );
    expect(screen.getByTestId('pending-badge').querySelector('[aria-hidden="true"]')?.textContent).toBe('99+');
    expect(screen.getByRole('link', { name: (name) => name.replace(/\s+/g, ' ').startsWith('Publications 99+') })).toBeTruthy();
  });
});
