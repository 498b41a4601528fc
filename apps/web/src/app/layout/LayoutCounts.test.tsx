import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification, fakeServer, layoutRoutes } from '../../features/notifications/notifications.test-support.tsx';
import { refreshContent } from '../../features/content/queries.ts';
import { emitContentGenerated } from '../../lib/content-events.ts';
import { json } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const publicationsBadge = () => within(screen.getByTestId('main-nav')).queryByTestId('pending-badge');

async function renderLayout() {
  const app = renderApp('/history', { routes: layoutRoutes });
  await screen.findByTestId('main-nav');
  return app;
}

describe('pending badge of Publications', () => {
  it('shows the server’s count on load', async () => {
    fakeServer({ pending: 4 });
    await renderLayout();
    await waitFor(() => expect(publicationsBadge()?.textContent).toContain('4 en attente de validation'));
    expect(within(screen.getByTestId('bottom-tab-bar')).getByTestId('tab-dot-publications')).toBeTruthy();
  });

  it('reads it again at once on « content-generated », and every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state } = fakeServer({ pending: 1 });
    await renderLayout();
    await waitFor(() => expect(publicationsBadge()?.textContent).toContain('1 en attente'));

    state.pending = 2;
    act(() => emitContentGenerated());
    await waitFor(() => expect(publicationsBadge()?.textContent).toContain('2 en attente'));
    const callsAfterEvent = state.countsCalls;

    state.pending = 3;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(publicationsBadge()?.textContent).toContain('2 en attente');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(publicationsBadge()?.textContent).toContain('3 en attente'));
    expect(state.countsCalls).toBe(callsAfterEvent + 1);
  });

  it('a count that cannot be read is only logged: no badge, no message, the page works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = fakeServer({ pending: 5 });
    const handlers = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/api/content/counts') ? json(500, { success: false, code: 'http.internal', message: 'Erreur interne' }) : handlers(input, init),
    );
    await renderLayout();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(publicationsBadge()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('page-history')).toBeTruthy();
  });
});

describe('unread notifications in the layout', () => {
  it('the Commentaires tab shows its dot while unread notifications exist', async () => {
    const { state } = fakeServer({ notifications: [aNotification()] });
    await renderLayout();
    const bar = screen.getByTestId('bottom-tab-bar');
    await waitFor(() => expect(within(bar).getByTestId('tab-dot-comments')).toBeTruthy());

    for (const item of state.notifications) item.read = true;
    act(() => emitContentGenerated());
    await waitFor(() => expect(within(bar).queryByTestId('tab-dot-comments')).toBeNull());
  });

  it('after a content action (publish, schedule, delete) the bell reads the server again, once', async () => {
    const { state, fetchMock } = fakeServer();
    const { queryClient } = await renderLayout();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3));
    const notificationReads = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/notifications')).length;
    const before = notificationReads();
    state.notifications.push(aNotification({ type: 'failure', message: 'La publication sur X a échoué' }));
    await act(() => refreshContent(queryClient));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(notificationReads()).toBe(before + 1);
  });
});
