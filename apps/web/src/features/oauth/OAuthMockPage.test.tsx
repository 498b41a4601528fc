import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { account, networksServer } from '../networks/test-fixtures.ts';
import { MOCK_OAUTH_EVENT, type MockOAuthDetail } from './mock-oauth-event.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('demo return page (/oauth/mock/{platform})', () => {
  it('connects a demo account, fires mockOAuthCallback, then goes to the integrations tab after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events: MockOAuthDetail[] = [];
    const onEvent = (event: Event) => events.push((event as CustomEvent<MockOAuthDetail>).detail);
    window.addEventListener(MOCK_OAUTH_EVENT, onEvent);
    const demo = account({ id: 'acc-d', platform: 'pinterest', username: 'demo_pinterest', displayName: 'Démo Pinterest' });
    const fetchMock = mockFetch(
      networksServer([demo], { 'POST /api/social-accounts/demo-connect': () => json(200, { success: true, data: demo }) }),
    );
    const { router } = renderApp('/oauth/mock/pinterest');

    expect((await screen.findByTestId('mock-account-handle')).textContent).toBe('@demo_pinterest');
    expect(screen.getByText('Compte de démonstration Pinterest connecté')).toBeTruthy();
    await act(async () => {});
    expect(events).toEqual([{ platform: 'pinterest', success: true }]);
    window.removeEventListener(MOCK_OAUTH_EVENT, onEvent);

    act(() => vi.advanceTimersByTime(1_500));
    expect(currentPath(router)).toBe('/oauth/mock/pinterest');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(currentPath(router)).toBe('/settings?tab=integrations'));
    expect(screen.getByText('Connected to Pinterest successfully!')).toBeTruthy();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/social-accounts/demo-connect']);
  });

  it('shows the refusal (e.g. a network not in demo mode) before going back', async () => {
    mockFetch(
      networksServer([], {
        'POST /api/social-accounts/demo-connect': () =>
          json(400, { success: false, code: 'accounts.demoOnly', message: "Ce réseau n'est pas en mode démo : connectez un vrai compte." }),
      }),
    );
    renderApp('/oauth/mock/linkedin');
    expect(await screen.findByRole('heading', { name: "Erreur d'authentification" })).toBeTruthy();
    expect(screen.getByTestId('oauth-error-message').textContent).toBe(
      "Ce réseau n'est pas en mode démo : connectez un vrai compte.",
    );
  });
});
