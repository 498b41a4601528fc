import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { integrationsServer } from './integrations.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

describe('Paramètres → Intégrations: assistants IA (MCP)', () => {
  it("shows this instance's MCP address and how to connect a client with a key", async () => {
    mockFetch(integrationsServer());
    renderApp('/settings?tab=integrations');
    const card = await screen.findByTestId('mcp-card');
    expect(within(card).getByText('Assistants IA (MCP)')).toBeTruthy();
    expect(within(card).getByTestId('mcp-url').textContent).toBe(`${window.location.origin}/mcp`);
    expect(within(card).getByTestId('mcp-http-config').textContent).toContain('Authorization: Bearer pk_live_…');
    expect(within(card).getByTestId('mcp-desktop-config').textContent).toContain('PUBLIA_API_KEY');
  });

  it('lists the assistants connected by OAuth and revokes one only once confirmed', async () => {
    const user = userEvent.setup();
    const claude = { id: 'grant-1', name: 'Claude', scopes: ['read', 'publish'], authorisedBy: 'Camille Martin', createdAt: '2026-11-02T09:00:00.000Z', lastUsedAt: null };
    let connected = [claude];
    const fetchMock = mockFetch(
      integrationsServer({
        extra: {
          'GET /api/integrations/mcp-clients': () => json(200, { success: true, data: connected }),
          'DELETE /api/integrations/mcp-clients/grant-1': () => {
            connected = [];
            return json(200, { success: true, message: 'Accès de « Claude » révoqué : il ne fonctionne plus.', data: claude });
          },
        },
      }),
    );
    renderApp('/settings?tab=integrations');
    const item = await screen.findByTestId('mcp-client');
    expect(within(item).getByText('Claude')).toBeTruthy();
    expect(within(item).getByText('Lecture')).toBeTruthy();
    expect(item.textContent).toContain('Autorisé par Camille Martin');
    expect(item.textContent).toContain('jamais utilisé');

    await user.click(within(item).getByRole('button', { name: "Révoquer l'accès de Claude" }));
    const dialog = await screen.findByTestId('mcp-client-revoke-dialog');
    expect(dialog.textContent).toContain("Révoquer l'accès de « Claude » ?");
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/integrations/mcp-clients/grant-1');

    await user.click(within(item).getByRole('button', { name: "Révoquer l'accès de Claude" }));
    await user.click(await screen.findByTestId('mcp-client-revoke-dialog-confirm'));
    expect(await screen.findByText('Accès de « Claude » révoqué : il ne fonctionne plus.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('mcp-clients-empty')).toBeTruthy());
    expect(callsOf(fetchMock).filter((call) => call === 'DELETE /api/integrations/mcp-clients/grant-1')).toHaveLength(1);
  });
});
