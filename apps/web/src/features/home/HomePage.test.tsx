import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aContentItem, aNotification, fakeServer, layoutRoutes } from '../notifications/notifications.test-support.tsx';
import { callsOf, json, session } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const renderHome = () => renderApp('/', { routes: layoutRoutes });
const spaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('home: unread notifications', () => {
  it('shows at most three unread ones, newest first, and the total', async () => {
    fakeServer({ notifications: [1, 2, 3, 4, 5].map((n) => aNotification({ message: `Message ${n}` })) });
    renderHome();
    const block = await screen.findByTestId('home-notifications');
    await waitFor(() => expect(within(block).getAllByTestId('home-notification')).toHaveLength(3));
    expect(
      within(block)
        .getAllByTestId('home-notification')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Message 1'), expect.stringContaining('Message 2'), expect.stringContaining('Message 3')]);
    expect(within(block).getByRole('heading').textContent).toBe('Notifications non lues(5)');
  });

  it('« Marquer comme lu » removes one and the next unread takes its place; the bell follows', async () => {
    const user = userEvent.setup();
    const { state, fetchMock } = fakeServer({ notifications: [1, 2, 3, 4].map((n) => aNotification({ message: `Message ${n}` })) });
    renderHome();
    const block = await screen.findByTestId('home-notifications');
    await waitFor(() => expect(within(block).getAllByTestId('home-notification')).toHaveLength(3));
    await user.click(within(block).getByRole('button', { name: 'Marquer comme lu : Message 1' }));
    await waitFor(() =>
      expect(
        within(block)
          .getAllByTestId('home-notification')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Message 2'), expect.stringContaining('Message 3'), expect.stringContaining('Message 4')]),
    );
    expect(callsOf(fetchMock)).toContain(`POST /api/notifications/${state.notifications[0]!.id}/read`);
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
  });

  it('« Tout marquer comme lu » empties the block', async () => {
    const user = userEvent.setup();
    fakeServer({ notifications: [aNotification(), aNotification()] });
    renderHome();
    const block = await screen.findByTestId('home-notifications');
    await waitFor(() => expect(within(block).getAllByTestId('home-notification')).toHaveLength(2));
    await user.click(within(block).getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await within(block).findByText('Aucune notification non lue')).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('a notification with a route links there and is marked read on the way', async () => {
    const user = userEvent.setup();
    const { state } = fakeServer({
      notifications: [aNotification({ message: 'Nouveau contenu généré en attente de validation', route: '/publications/pending' })],
    });
    const { router } = renderHome();
    const link = await screen.findByRole('link', { name: /Nouveau contenu généré en attente de validation/ });
    await user.click(link);
    expect(currentPath(router)).toBe('/publications/pending');
    await waitFor(() => expect(state.notifications[0]!.read).toBe(true));
  });
});

describe('home: latest posts', () => {
  it('lists the workspace’s latest items: title or « Contenu sans titre », status, date in the user’s zone, networks', async () => {
    const { fetchMock } = fakeServer({
      history: [
        aContentItem({ title: 'Soldes de printemps', status: 'published', publishedAt: '2026-03-29T01:30:00.000Z', platforms: ['instagram', 'facebook'] }),
        aContentItem({ title: null, status: 'scheduled', scheduledFor: '2026-03-29T00:30:00.000Z', platforms: ['linkedin'] }),
        aContentItem({ title: 'Coulisses', status: 'failed', platforms: ['twitter'] }),
      ],
    });
    // The user chose Paris: 01:30 UTC on the night the clocks go forward is 03:30 there.
    const me = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/api/auth/me') ? json(200, { ...session, user: { ...session.user, timeZone: 'Europe/Paris' } }) : me(input, init),
    );
    renderHome();
    const block = await screen.findByTestId('home-latest-posts');
    const posts = await within(block).findAllByTestId('home-latest-post');
    expect(posts).toHaveLength(3);
    expect(spaces(posts[0]!.textContent)).toContain('Soldes de printemps');
    expect(spaces(posts[0]!.textContent)).toContain('Publié');
    expect(spaces(posts[0]!.textContent)).toContain('29 mars 2026 à 03:30');
    expect(within(posts[0]!).getByRole('list', { name: 'Réseaux : Instagram, Facebook' })).toBeTruthy();
    expect(spaces(posts[1]!.textContent)).toContain('Contenu sans titre');
    expect(spaces(posts[1]!.textContent)).toContain('Programmé');
    expect(spaces(posts[1]!.textContent)).toContain('29 mars 2026 à 01:30');
    expect(spaces(posts[2]!.textContent)).toContain('Échec');
    expect(within(posts[0]!).getByTestId('content-placeholder')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('GET /api/content/history');
    const historyCall = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('/api/content/history'));
    expect(historyCall).toContain('pageSize=4');
  });

  it('with nothing yet: says so and links to /create; no made-up figures', async () => {
    fakeServer();
    renderHome();
    const empty = await screen.findByTestId('home-latest-empty');
    expect(empty.textContent).toContain('Aucune publication pour l’instant');
    expect(within(empty).getByRole('link', { name: 'Créer du contenu' }).getAttribute('href')).toBe('/create');
    // The welcome block and the three feature cards stay.
    expect(screen.getByTestId('home-welcome')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ce que Publia fait pour vous' })).toBeTruthy();
  });
});

describe('home: what the role may do', () => {
  it('a viewer is offered no « Créer du contenu », neither in the welcome block nor in the empty latest posts', async () => {
    fakeServer({ role: 'viewer' });
    renderHome();
    const empty = await screen.findByTestId('home-latest-empty');
    expect(empty.textContent).toContain('Aucune publication pour l’instant');
    expect(within(empty).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('home-welcome')).toBeTruthy();
    expect(screen.queryByTestId('home-cta')).toBeNull();
  });

  it.each(['admin', 'editor'] as const)('the %s role is offered « Créer du contenu »', async (role) => {
    fakeServer({ role });
    renderHome();
    const empty = await screen.findByTestId('home-latest-empty');
    expect(within(empty).getByRole('link', { name: 'Créer du contenu' }).getAttribute('href')).toBe('/create');
    expect(screen.getByTestId('home-cta').getAttribute('href')).toBe('/create');
  });
});
