import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { account, networksServer } from '../networks/test-fixtures.ts';
import { MOCK_OAUTH_EVENT, type MockOAuthDetail } from '../networks/mock-oauth-event.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** « Connecter », once the accounts are read (it waits for them, to tell an account already there). */
async function connectButton() {
  const button = (await screen.findByRole('button', { name: 'Connecter' })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe('demo return page (/oauth/mock/{platform})', () => {
  it('says which network and demo account it would connect, and connects nothing before « Connecter »', async () => {
    const fetchMock = mockFetch(networksServer([]));
    renderApp('/oauth/mock/pinterest');
    expect(await screen.findByRole('heading', { name: 'Connecter un compte de démonstration Pinterest ?' })).toBeTruthy();
    expect(screen.getByTestId('mock-account-handle').textContent).toBe('@publia_demo');
    expect(screen.getByText("Compte du bac à sable : rien n'est publié sur le vrai Pinterest.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Annuler' }).getAttribute('href')).toBe('/settings?tab=integrations');
    await connectButton();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('a demo account already connected is said, and not connected a second time', async () => {
    const demo = account({ id: 'acc-d', platform: 'pinterest', username: 'publia_demo', displayName: 'publia demo', sandbox: true });
    const fetchMock = mockFetch(networksServer([demo]));
    renderApp('/oauth/mock/pinterest');
    expect(await screen.findByRole('heading', { name: 'Compte de démonstration Pinterest déjà connecté' })).toBeTruthy();
    expect(screen.getByTestId('mock-account-handle').textContent).toBe('@publia_demo');
    expect(screen.queryByRole('button', { name: 'Connecter' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour aux paramètres' })).toBeTruthy();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('connects a demo account, fires mockOAuthCallback, then goes to the integrations tab after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const events: MockOAuthDetail[] = [];
    const onEvent = (event: Event) => events.push((event as CustomEvent<MockOAuthDetail>).detail);
    window.addEventListener(MOCK_OAUTH_EVENT, onEvent);
    const demo = account({ id: 'acc-d', platform: 'pinterest', username: 'demo_pinterest', displayName: 'Démo Pinterest' });
    const fetchMock = mockFetch(networksServer([demo], { 'POST /api/social-accounts/demo-connect': () => json(200, { success: true, data: demo }) }));
    const { router } = renderApp('/oauth/mock/pinterest');
    // The list does not hold it yet (another name): the page asks first.
    await user.click(await connectButton());

    expect(await screen.findByText('Compte de démonstration Pinterest connecté')).toBeTruthy();
    expect((await screen.findByTestId('mock-account-handle')).textContent).toBe('@demo_pinterest');
    expect(screen.getByText('Compte de démonstration Pinterest connecté')).toBeTruthy();
    await act(async () => {});
    expect(events).toEqual([{ platform: 'pinterest', success: true }]);
    window.removeEventListener(MOCK_OAUTH_EVENT, onEvent);

    act(() => vi.advanceTimersByTime(1_500));
    expect(currentPath(router)).toBe('/oauth/mock/pinterest');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(currentPath(router)).toBe('/settings?tab=integrations'));
    expect(screen.getByText('Compte Pinterest connecté avec succès !')).toBeTruthy();
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
    await userEvent.setup().click(await connectButton());
    expect(await screen.findByRole('heading', { name: "Erreur d'authentification" })).toBeTruthy();
    expect(screen.getByTestId('oauth-error-message').textContent).toBe("Ce réseau n'est pas en mode démo : connectez un vrai compte.");
  });
});
