import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitContentGenerated } from '../../lib/content-events.ts';
import { callsOf } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { badgeLabel } from './NotificationBell.tsx';
import { aNotification, fakeServer, layoutRoutes } from './notifications.test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderAt(path = '/history') {
  const app = renderApp(path, { routes: layoutRoutes });
  await screen.findByTestId('notification-bell-button');
  return app;
}

/** Intl writes narrow no-break spaces ("il y a 5 min"); the user reads spaces. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');
const bell = () => screen.getByTestId('notification-bell-button');
const badge = () => screen.queryByTestId('notification-badge');

describe('notification bell', () => {
  it('shows the unread count, « 9+ » above nine, and nothing at zero', async () => {
    expect([0, 1, 9, 10, 250].map(badgeLabel)).toEqual(['0', '1', '9', '9+', '9+']);

    fakeServer({ notifications: Array.from({ length: 12 }, () => aNotification()) });
    await renderAt();
    await waitFor(() => expect(badge()?.textContent).toBe('9+'));
    // Its name starts with the very text it shows (WCAG 2.5.3, label in name).
    expect(screen.getByRole('button', { name: '9+ notifications non lues' })).toBe(bell());
  });

  it('is named by the number its badge shows first, « 1 notification non lue » in the singular', async () => {
    fakeServer({ notifications: [aNotification()] });
    await renderAt();
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
    // The name a screen reader or a voice control reads, as the browser computes it.
    const shown = badge()!.textContent!;
    expect(screen.getByRole('button', { name: (name) => name.startsWith(`${shown} `) })).toBe(bell());
    expect(screen.getByRole('button', { name: '1 notification non lue' })).toBe(bell());
  });

  it('with nothing unread: no badge, and the panel says « Aucune notification non lue »', async () => {
    const user = userEvent.setup();
    const { fetchMock } = fakeServer();
    await renderAt();
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/notifications'));
    expect(badge()).toBeNull();
    await user.click(bell());
    const panel = screen.getByTestId('notification-panel');
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(within(panel).getByText('Aucune notification non lue')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Tout marquer comme lu' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('toggles open and closed, and closes on a click outside and on Escape', async () => {
    const user = userEvent.setup();
    fakeServer({ notifications: [aNotification()] });
    await renderAt();
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    await user.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('notification-panel')).toBeTruthy();
    await user.click(bell());
    expect(screen.queryByTestId('notification-panel')).toBeNull();

    await user.click(bell());
    // A click inside the panel keeps it open…
    await user.click(within(screen.getByTestId('notification-panel')).getByRole('heading'));
    expect(screen.getByTestId('notification-panel')).toBeTruthy();
    // …one outside closes it.
    await user.click(screen.getByTestId('page-history'));
    expect(screen.queryByTestId('notification-panel')).toBeNull();

    await user.click(bell());
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('notification-panel')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('lists the unread ones with message, age and type; a click marks it read and follows its route', async () => {
    const user = userEvent.setup();
    const { fetchMock, state } = fakeServer({
      notifications: [
        aNotification({ message: 'Nouveau contenu généré en attente de validation', route: '/publications/pending' }),
        aNotification({ type: 'failure', message: 'La publication sur X a échoué', route: null, createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }),
      ],
    });
    const { router } = await renderAt();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    await user.click(bell());
    const list = within(screen.getByTestId('notification-panel')).getByRole('list', { name: 'Notifications non lues' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(textOf(items[0]!)).toContain('Nouveau contenu généré en attente de validation');
    expect(textOf(items[0]!)).toContain('il y a 5 min');
    expect(textOf(items[0]!)).toContain('Validation');
    expect(textOf(items[1]!)).toContain('il y a 2 h');
    expect(textOf(items[1]!)).toContain('Échec');

    // No route: marked read, the user stays where they are.
    await user.click(within(items[1]!).getByRole('button'));
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
    expect(currentPath(router)).toBe('/history');
    expect(state.notifications[1]!.read).toBe(true);

    await user.click(within(screen.getByTestId('notification-panel')).getByText('Nouveau contenu généré en attente de validation'));
    expect(currentPath(router)).toBe('/publications/pending');
    expect(screen.queryByTestId('notification-panel')).toBeNull();
    await waitFor(() => expect(badge()).toBeNull());
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([
      `POST /api/notifications/${state.notifications[1]!.id}/read`,
      `POST /api/notifications/${state.notifications[0]!.id}/read`,
    ]);
  });

  it('« Tout marquer comme lu » empties the list and the badge', async () => {
    const user = userEvent.setup();
    const { fetchMock } = fakeServer({ notifications: [aNotification(), aNotification(), aNotification()] });
    await renderAt();
    await waitFor(() => expect(badge()?.textContent).toBe('3'));
    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await screen.findByText('Aucune notification non lue');
    expect(badge()).toBeNull();
    expect(callsOf(fetchMock)).toContain('POST /api/notifications/read-all');
  });

  it('« Voir toutes les notifications » goes to /history', async () => {
    const user = userEvent.setup();
    fakeServer();
    const { router } = await renderAt('/analytics');
    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Voir toutes les notifications' }));
    expect(currentPath(router)).toBe('/history');
    expect(screen.queryByTestId('notification-panel')).toBeNull();
  });

  it('pulses for one second when a notification arrives, not at the first load', async () => {
    const { state } = fakeServer({ notifications: [aNotification()] });
    await renderAt();
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
    expect(bell().getAttribute('data-pulsing')).toBeNull();

    state.notifications.push(aNotification({ message: 'Nouveau contenu généré en attente de validation' }));
    act(() => emitContentGenerated());
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    expect(bell().getAttribute('data-pulsing')).toBe('true');
    const started = Date.now();
    expect(bell().querySelector('.animate-bell-ring')).not.toBeNull();
    await waitFor(() => expect(bell().getAttribute('data-pulsing')).toBeNull(), { timeout: 2_000, interval: 20 });
    const lasted = Date.now() - started;
    expect(lasted).toBeGreaterThan(800);
    expect(lasted).toBeLessThan(1_300);
  });

  it('reads the list again every 30 s without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state } = fakeServer();
    await renderAt();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    state.notifications.push(aNotification());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
  });
});
