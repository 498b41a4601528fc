import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { anEntry, teamRoutes, teamServer } from './team.test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const open = () => renderApp('/settings/audit-log', { routes: teamRoutes });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The queries the log was asked with, in order. */
function auditQueries(fetchMock: ReturnType<typeof mockFetch>): Array<Record<string, string>> {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/audit?') || url === '/api/audit')
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
}

describe('audit log page', () => {
  it('lists the entries: date in the user’s zone, member, action, object, details, IP', async () => {
    teamServer({ extra: { 'GET /api/audit': () => json(200, { success: true, data: [anEntry()], next: null }) } });
    open();
    const table = await screen.findByTestId('audit-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Membre', 'Événement', 'Objet', 'Détails', 'Adresse IP']);
    const cells = within(within(table).getByTestId('audit-row'))
      .getAllByRole('cell')
      .map((cell) => plain(cell.textContent));
    // The test runs in the machine's zone: the date is checked for its day and minutes only.
    expect(cells[0]).toMatch(/1 mars 2026 à \d\d:30/);
    expect(cells.slice(1)).toEqual(['Marie Curie', 'Rôle modifié', 'jean.dupont@exemple.fr', 'avant : Éditeur · après : Lecteur', '203.0.113.7']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Journal d'activité");
    expect(screen.queryByTestId('audit-more')).toBeNull();
  });

  it('« Charger plus » asks for the next page with the cursor and adds it', async () => {
    const user = userEvent.setup();
    let page = 0;
    const fetchMock = teamServer({
      extra: {
        'GET /api/audit': () => {
          page += 1;
          return page === 1
            ? json(200, { success: true, data: [anEntry()], next: '2026-03-01T09:30:00.000Z|a1' })
            : json(200, { success: true, data: [anEntry({ id: 'a2', action: 'auth.signed_in', target: null, details: {}, ip: null })], next: null });
        },
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(within(screen.getByTestId('audit-table')).getAllByTestId('audit-row')).toHaveLength(2));
    expect(auditQueries(fetchMock)).toEqual([{}, { before: '2026-03-01T09:30:00.000Z|a1' }]);
    const second = within(screen.getByTestId('audit-table')).getAllByTestId('audit-row')[1]!;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2),
    ).toEqual(['Connexion', '—', '—', '—']);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('each filter asks the log again, and the CSV export follows them', async () => {
    const user = userEvent.setup();
    const fetchMock = teamServer({ extra: { 'GET /api/audit': () => json(200, { success: true, data: [anEntry()], next: null }) } });
    open();
    await screen.findByTestId('audit-table');
    const action = screen.getByLabelText('Action') as HTMLSelectElement;
    expect(action.options[0]!.textContent).toBe('Toutes les actions');
    expect(Array.from(action.options).map((option) => option.textContent)).toContain('Invitation envoyée');
    await user.selectOptions(action, 'member.invited');
    const member = screen.getByLabelText('Membre') as HTMLSelectElement;
    // The team's active members (the pending invitation is no one yet).
    expect(Array.from(member.options).map((option) => option.textContent)).toEqual(['Tous les membres', 'Marie Curie', 'Jean Dupont']);
    await user.selectOptions(member, 'u2');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans le journal' }), 'lea');
    await waitFor(() => expect(auditQueries(fetchMock).at(-1)).toEqual({ action: 'member.invited', actorId: 'u2', search: 'lea' }));
    expect(screen.getByTestId('audit-export').getAttribute('href')).toBe('/api/audit/export.csv?action=member.invited&actorId=u2&search=lea');
    expect(screen.getByTestId('audit-export').hasAttribute('download')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    // The unfiltered log was read a moment ago: it shows again as it was.
    expect(action.value).toBe('');
    expect(screen.getByTestId('audit-export').getAttribute('href')).toBe('/api/audit/export.csv');
  });

  it('dates filter from the start of « Du » to the end of « Au »', async () => {
    const fetchMock = teamServer({ extra: { 'GET /api/audit': () => json(200, { success: true, data: [], next: null }) } });
    open();
    const from = await screen.findByLabelText('Du');
    const to = screen.getByLabelText('Au');
    const user = userEvent.setup();
    await user.type(from, '2026-03-01');
    await user.type(to, '2026-03-02');
    await waitFor(() => {
      const last = auditQueries(fetchMock).at(-1) ?? {};
      expect(Object.keys(last).sort()).toEqual(['from', 'to']);
      expect(new Date(last.to!).getTime() - new Date(last.from!).getTime()).toBe(2 * 24 * 3_600_000 - 1);
    });
  });

  it('says when nothing was recorded, and when nothing matches the filters', async () => {
    const user = userEvent.setup();
    teamServer({ extra: { 'GET /api/audit': () => json(200, { success: true, data: [], next: null }) } });
    open();
    expect((await screen.findByTestId('audit-empty')).textContent).toBe("Aucune activité enregistrée pour l'instant.");
    await user.selectOptions(screen.getByLabelText('Action'), 'auth.signed_in');
    await waitFor(() => expect(screen.getByTestId('audit-empty').textContent).toBe('Aucune activité ne correspond à ces filtres.'));
  });

  it('is for admins: others are told so and the log is not asked for', async () => {
    const fetchMock = teamServer({ role: 'editor' });
    open();
    expect((await screen.findByTestId('audit-admins-only')).textContent).toBe("Le journal d'activité est réservé aux administrateurs de l'espace.");
    expect(screen.queryByTestId('audit-export')).toBeNull();
    expect(auditQueries(fetchMock)).toEqual([]);
  });
});
