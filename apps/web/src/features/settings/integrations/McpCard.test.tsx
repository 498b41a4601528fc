import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { integrationsServer } from './integrations.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

describe('Paramètres → Intégrations: assistants IA (MCP)', () => {
  it("shows this instance's MCP address and how to connect a client with a key", async () => {
    mockFetch(integrationsServer({ extra: { 'GET /api/integrations/api-keys': () => json(200, { success: true, data: [] }) } }));
    renderApp('/settings?tab=integrations');
    const card = await screen.findByTestId('mcp-card');
    expect(within(card).getByText('Assistants IA (MCP)')).toBeTruthy();
    expect(within(card).getByTestId('mcp-url').textContent).toBe(`${window.location.origin}/mcp`);
    expect(within(card).getByTestId('mcp-http-config').textContent).toContain('Authorization: Bearer pk_live_…');
    expect(within(card).getByTestId('mcp-desktop-config').textContent).toContain('PUBLIA_API_KEY');
  });
});
