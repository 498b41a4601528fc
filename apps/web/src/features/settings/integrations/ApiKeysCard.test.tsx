import type { ApiKey } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { anApiKey, bodyOf, integrationsServer } from './integrations.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/settings?tab=integrations';

describe('Paramètres → Intégrations: clés d’API', () => {
  it('creates a key with its scopes and expiry, and shows the key once', async () => {
    const user = userEvent.setup();
    const key = 'pk_live_a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';
    let keys: ApiKey[] = [];
    const created: Record<string, unknown>[] = [];
    mockFetch(
      integrationsServer({
        extra: {
          'GET /api/integrations/api-keys': () => json(200, { success: true, data: keys }),
          'POST /api/integrations/api-keys': (init) => {
            const body = bodyOf(init);
            created.push(body);
            const made = anApiKey({ name: String(body.name), scopes: body.scopes as ApiKey['scopes'], expiresAt: '2027-02-18T09:00:00.000Z', lastUsedAt: null });
            keys = [made];
            return json(201, { success: true, message: 'Clé créée', data: { ...made, key } });
          },
        },
      }),
    );
    renderApp(PATH);
    expect(await screen.findByTestId('api-keys-empty')).toBeTruthy();
    await user.click(screen.getByTestId('api-key-create'));
    const dialog = await screen.findByTestId('api-key-dialog');
    await user.click(within(dialog).getByLabelText('Nom de la clé'));
    await user.paste('n8n production');
    // « Lecture » is ticked to start with; each scope says what it allows.
    expect((within(dialog).getByRole('checkbox', { name: /Lecture/ }) as HTMLInputElement).checked).toBe(true);
    const publish = within(dialog).getByRole('checkbox', { name: /Publication/ });
    expect(document.getElementById(publish.getAttribute('aria-describedby')!)?.textContent).toBe('Publier tout de suite ou programmer sur les comptes connectés.');
    await user.click(publish);
    await user.selectOptions(within(dialog).getByLabelText('Expiration'), 'Dans 90 jours');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé' }));

    const reveal = await screen.findByTestId('api-key-secret');
    expect(within(reveal).getByTestId('api-key-secret-value').textContent).toBe(key);
    expect(reveal.textContent).toContain('Votre nouvelle clé « n8n production »');
    expect(reveal.textContent).toContain('elle ne sera plus jamais affichée');
    expect(created).toEqual([{ name: 'n8n production', scopes: ['read', 'publish'], expiresInDays: 90 }]);
    const item = await screen.findByTestId('api-key');
    expect(within(item).getByTestId('api-key-prefix').textContent).toBe('pk_live_a1b2…');
    expect(item.textContent).toContain('Jamais utilisée');
    expect(item.textContent).toContain('Expire le 18 février 2027');

    await user.click(within(reveal).getByRole('button', { name: "J'ai copié, masquer" }));
    expect(screen.queryByText(key)).toBeNull();
  });

  it('revokes a key only once confirmed', async () => {
    const user = userEvent.setup();
    let keys = [anApiKey()];
    const fetchMock = mockFetch(
      integrationsServer({
        extra: {
          'GET /api/integrations/api-keys': () => json(200, { success: true, data: keys }),
          'DELETE /api/integrations/api-keys/key-1': () => {
            keys = [anApiKey({ revokedAt: '2026-11-20T10:00:00.000Z' })];
            return json(200, { success: true, message: 'Clé révoquée', data: keys[0] });
          },
        },
      }),
    );
    renderApp(PATH);
    const item = await screen.findByTestId('api-key');
    expect(within(item).getByTestId('api-key-state').textContent).toBe('En service');
    expect(within(item).getByText('Lecture')).toBeTruthy();
    expect(within(item).getByText('Publication')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Révoquer la clé « n8n production »' }));
    const dialog = await screen.findByTestId('api-key-revoke-dialog');
    expect(dialog.textContent).toContain('Révoquer la clé « n8n production » ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/integrations/api-keys/key-1');

    await user.click(within(item).getByRole('button', { name: 'Révoquer la clé « n8n production »' }));
    await user.click(await screen.findByTestId('api-key-revoke-dialog-confirm'));
    expect(await screen.findByText('Clé révoquée')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('api-key')).getByTestId('api-key-state').textContent).toBe('Révoquée'));
    expect(within(screen.getByTestId('api-key')).queryByRole('button', { name: /Révoquer/ })).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call === 'DELETE /api/integrations/api-keys/key-1')).toHaveLength(1);
  });
});
