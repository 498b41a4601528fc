import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockFetch, unauthenticated } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['/register', 'register'],
  ['/reset-password?token=jeton', 'reset'],
])('nouveau mot de passe (%s)', (path, prefix) => {
  it('refuse un mot de passe trop court et une confirmation différente, sans appeler le serveur', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': () => unauthenticated() });
    const user = userEvent.setup();
    renderApp(path);
    if (prefix === 'register') await user.type(await screen.findByTestId('register-email'), 'camille@exemple.fr');
    await user.type(await screen.findByTestId(`${prefix}-password`), 'court');
    await user.type(screen.getByTestId(`${prefix}-confirm`), 'autre');
    await user.click(screen.getByTestId(`${prefix}-submit`));

    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeTruthy();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
