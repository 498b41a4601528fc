import { DEFAULT_PUBLICATION_SETTINGS } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, session } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { networksServer } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const toggle = (name: string) => within(screen.getByTestId('publication-settings')).getByRole('switch', { name });
const checked = (name: string) => toggle(name).getAttribute('aria-checked');

describe('publication settings', () => {
  it('shows the four toggles as the server has them (defaults: on, on, off, off)', async () => {
    mockFetch(networksServer([]));
    renderApp('/networks');
    await screen.findByRole('switch', { name: 'Publication multi-plateforme' });
    expect(checked('Publication multi-plateforme')).toBe('true');
    expect(checked('Adaptation automatique')).toBe('true');
    expect(checked('Notifications de performance')).toBe('false');
    expect(checked('Filigrane automatique')).toBe('false');
  });

  it.each(['editor', 'viewer'] as const)('the %s role reads the settings, told that only an admin changes them, and cannot move them', async (role) => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    mockFetch(
      networksServer([], {
        'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role } }),
        'PUT /api/workspace/publication-settings': (init) => {
          saved.push(JSON.parse(String(init.body)));
          return json(403, { success: false, code: 'permissions.denied', message: "Vous n'avez pas les permissions nécessaires" });
        },
      }),
    );
    renderApp('/networks');
    const watermark = await screen.findByRole('switch', { name: 'Filigrane automatique' });
    expect(screen.getByTestId('publication-settings-admin-only').textContent).toBe('Seul un administrateur de l’espace peut changer ces paramètres.');
    for (const name of ['Publication multi-plateforme', 'Adaptation automatique', 'Notifications de performance', 'Filigrane automatique']) {
      expect((toggle(name) as HTMLButtonElement).disabled).toBe(true);
    }
    await user.click(watermark);
    expect(checked('Filigrane automatique')).toBe('false');
    expect(saved).toEqual([]);
  });

  it('an admin is not told the settings are the admins’', async () => {
    mockFetch(networksServer([]));
    renderApp('/networks');
    expect(((await screen.findByRole('switch', { name: 'Filigrane automatique' })) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('publication-settings-admin-only')).toBeNull();
  });

  it('saves a change at once with the four values', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    mockFetch(
      networksServer([], {
        'PUT /api/workspace/publication-settings': (init) => {
          const body = JSON.parse(String(init.body)) as typeof DEFAULT_PUBLICATION_SETTINGS;
          saved.push(body);
          return json(200, { success: true, data: body });
        },
      }),
    );
    renderApp('/networks');
    await user.click(await screen.findByRole('switch', { name: 'Filigrane automatique' }));
    expect(checked('Filigrane automatique')).toBe('true');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ multiPlatform: true, autoAdapt: true, performanceNotifications: false, watermark: true });

    await user.click(toggle('Publication multi-plateforme'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ multiPlatform: false, autoAdapt: true, performanceNotifications: false, watermark: true });
    expect(checked('Publication multi-plateforme')).toBe('false');
  });

  it('puts the switch back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const pending: Array<(response: Response) => void> = [];
    mockFetch(
      networksServer([], {
        'PUT /api/workspace/publication-settings': () => new Promise<Response>((resolve) => pending.push(resolve)),
      }),
    );
    renderApp('/networks');
    await user.click(await screen.findByRole('switch', { name: 'Notifications de performance' }));
    // Optimistic: on before the server answered.
    expect(checked('Notifications de performance')).toBe('true');
    pending[0]?.(json(403, { success: false, code: 'http.forbidden', message: 'x' }));
    expect(await screen.findByText("Impossible d'enregistrer les paramètres de publication : Vous n'avez pas les permissions nécessaires")).toBeTruthy();
    expect(checked('Notifications de performance')).toBe('false');
  });
});
