import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session, type Handler } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { ProtectedLayout } from '../ProtectedLayout.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes: RouteObject[] = [
  {
    element: <ProtectedLayout />,
    children: [
      { index: true, element: <p data-testid="page-home">Accueil</p> },
      { path: '*', element: <p data-testid="page-other">Autre page</p> },
    ],
  },
];

const mine = { id: 'w1', name: 'Espace de Marie', role: 'admin', current: true };
const atelier = { id: 'w2', name: 'Atelier Lumière', role: 'editor', current: false };
const inAtelier = { ...session, workspace: { id: 'w2', name: 'Atelier Lumière', role: 'editor' as const }, csrfToken: 'csrf-456' };

function server(workspaces: object[], extra: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/auth/me': () => json(200, session),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/workspaces': () => json(200, { success: true, data: workspaces }),
    ...extra,
  });
}

describe('workspace switcher', () => {
  it('the avatar menu names the current workspace and the role; one workspace lists no other', async () => {
    const user = userEvent.setup();
    const fetchMock = server([mine]);
    renderApp('/publications', { routes });
    const avatar = await screen.findByTestId('user-menu-trigger');
    // Nothing asked before the menu opens.
    expect(callsOf(fetchMock)).not.toContain('GET /api/workspaces');
    await user.hover(avatar);
    const menu = await screen.findByRole('menu', { name: 'Menu du compte' });
    expect(within(menu).getByTestId('user-menu-workspace').textContent).toBe('Espace actuel : Espace de Marie · Administrateur');
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/workspaces'));
    expect(within(menu).queryByRole('menuitemradio')).toBeNull();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profil', 'Paramètres', 'Déconnexion']);
  });

  it('lists the workspaces, the current one checked, and switches: new session, every query read again, home, a toast', async () => {
    const user = userEvent.setup();
    const fetchMock = server([mine, atelier], {
      // Slower than the menu's closing: the switch still ends as it should once the menu is gone.
      'POST /api/workspaces/w2/switch': async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return json(200, { ...inAtelier, message: "Vous êtes maintenant dans l'espace Atelier Lumière." });
      },
    });
    const { router, queryClient } = renderApp('/publications', { routes });
    await user.hover(await screen.findByTestId('user-menu-trigger'));
    const group = await screen.findByRole('group', { name: 'Espaces de travail' });
    const choices = within(group).getAllByRole('menuitemradio');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('aria-checked')])).toEqual([
      ['Espace de Marie Administrateur', 'true'],
      ['Atelier Lumière Éditeur', 'false'],
    ]);
    const countsBefore = callsOf(fetchMock).filter((call) => call === 'GET /api/content/counts').length;

    await user.click(choices[1]!);
    await user.unhover(screen.getByTestId('user-menu-trigger'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await screen.findByText("Vous êtes maintenant dans l'espace Atelier Lumière.")).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(queryClient.getQueryData(['session'])).toMatchObject({ status: 'authenticated', session: { workspace: { id: 'w2' }, csrfToken: 'csrf-456' } });
    // The layout's counts are read again, in the new workspace.
    await waitFor(() => expect(callsOf(fetchMock).filter((call) => call === 'GET /api/content/counts').length).toBeGreaterThan(countsBefore));
  });

  it('the keyboard reaches the workspaces with the arrows', async () => {
    const user = userEvent.setup();
    server([mine, atelier]);
    renderApp('/publications', { routes });
    const avatar = await screen.findByTestId('user-menu-trigger');
    avatar.focus();
    await screen.findByRole('group', { name: 'Espaces de travail' });
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('role')).toBe('menuitemradio');
    expect(document.activeElement?.textContent).toBe('Espace de Marie Administrateur');
  });

  it('the mobile menu names the workspace and lists the others', async () => {
    const user = userEvent.setup();
    const fetchMock = server([mine, atelier], {
      'POST /api/workspaces/w2/switch': () => json(200, { ...inAtelier, message: "Vous êtes maintenant dans l'espace Atelier Lumière." }),
    });
    const { router } = renderApp('/publications', { routes });
    await user.click(await screen.findByTestId('mobile-menu-button'));
    const panel = await screen.findByTestId('mobile-menu');
    expect(within(panel).getByTestId('mobile-menu-workspace').textContent).toBe('Espace actuel : Espace de Marie · Administrateur');
    const list = await within(panel).findByRole('region', { name: 'Espaces de travail' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons[0]!.getAttribute('aria-current')).toBe('true');
    await user.click(buttons[1]!);
    expect(await screen.findByText("Vous êtes maintenant dans l'espace Atelier Lumière.")).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).toBeNull());
    expect(callsOf(fetchMock)).toContain('POST /api/workspaces/w2/switch');
  });
});
