import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultTimeZone } from '@publia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

function server(timeZone: string | null, onSave: (body: { timeZone: string | null }) => Response | undefined = () => undefined) {
  let saved = timeZone;
  return mockFetch({
    'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone: saved } }),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'PATCH /api/auth/me/preferences': (init) => {
      const body = JSON.parse(String(init.body)) as { timeZone: string | null };
      const refused = onSave(body);
      if (refused) return refused;
      saved = body.timeZone;
      return json(200, { success: true, data: { ...session.user, timeZone: saved } });
    },
  });
}

const select = () => screen.getByTestId('time-zone-select') as HTMLSelectElement;

describe('Paramètres → Préférences', () => {
  it('offers « Automatique » with the browser’s zone, then every zone; a new user is on Automatique', async () => {
    server(null);
    renderApp('/settings?tab=preferences');
    await screen.findByTestId('preferences-section');
    expect(screen.getByLabelText('Fuseau horaire')).toBe(select());
    const options = within(select()).getAllByRole('option') as HTMLOptionElement[];
    expect(options[0]!.textContent).toBe(`Automatique (fuseau du navigateur : ${defaultTimeZone()})`);
    expect(options.map((option) => option.value)).toEqual(expect.arrayContaining(['Europe/Paris', 'America/New_York', 'Asia/Tokyo']));
    expect(select().value).toBe('');
    // Nothing changed: nothing to save.
    expect((screen.getByTestId('preferences-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the chosen zone, says so, and dates follow it at once', async () => {
    const user = userEvent.setup();
    const fetchMock = server(null);
    const { queryClient } = renderApp('/settings?tab=preferences');
    await screen.findByTestId('preferences-section');
    await user.selectOptions(select(), 'Asia/Tokyo');
    await user.click(screen.getByTestId('preferences-save'));
    expect(await screen.findByText('Préférences enregistrées')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('PATCH /api/auth/me/preferences');
    const sessionState = queryClient.getQueryData<{ session: { user: { timeZone: string | null } } }>(['session']);
    expect(sessionState?.session.user.timeZone).toBe('Asia/Tokyo');
    expect(select().value).toBe('Asia/Tokyo');
  });

  it('going back to Automatique sends null', async () => {
    const user = userEvent.setup();
    const bodies: Array<{ timeZone: string | null }> = [];
    server('Europe/Paris', (body) => {
      bodies.push(body);
      return undefined;
    });
    renderApp('/settings?tab=preferences');
    await waitFor(() => expect(select().value).toBe('Europe/Paris'));
    await user.selectOptions(select(), '');
    await user.click(screen.getByTestId('preferences-save'));
    await screen.findByText('Préférences enregistrées');
    expect(bodies).toEqual([{ timeZone: null }]);
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    server(null, () =>
      json(400, { success: false, code: 'preferences.invalidTimeZone', message: 'Fuseau horaire inconnu : « Asia/Tokyo ».', field: 'timeZone' }),
    );
    renderApp('/settings?tab=preferences');
    await screen.findByTestId('preferences-section');
    await user.selectOptions(select(), 'Asia/Tokyo');
    await user.click(screen.getByTestId('preferences-save'));
    expect(await screen.findByText('Fuseau horaire inconnu : « Asia/Tokyo ».')).toBeTruthy();
  });
});
