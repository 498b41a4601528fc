import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session, type Handler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aQueue, anEvergreen, page, publicationsServer } from '../../content/test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Monday 23 November 2026, 09:00 in Paris.
const MONDAY_9 = '2026-11-23T08:00:00.000Z';

const suggested = aQueue(
  [
    {
      network: 'instagram',
      accounts: 1,
      source: 'own',
      slots: [
        { weekday: 1, time: '09:00' },
        { weekday: 3, time: '18:30' },
      ],
      queued: 2,
      nextFree: [MONDAY_9, '2026-11-25T17:30:00.000Z'],
    },
    { network: 'linkedin', accounts: 2, source: 'general', slots: [{ weekday: 2, time: '08:00' }], queued: 1, nextFree: ['2026-11-24T07:00:00.000Z'] },
  ],
  { queuedItems: 3 },
);

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

function start(extra: Record<string, Handler> = {}, role: 'admin' | 'editor' | 'viewer' = 'editor') {
  const fetchMock = mockFetch(
    publicationsServer({
      'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone: 'Europe/Paris' }, workspace: { ...session.workspace, role } }),
      'GET /api/content/history': () => page([]),
      'GET /api/planning/queue': () => json(200, { success: true, data: suggested }),
      ...extra,
    }),
  );
  return { fetchMock, user: userEvent.setup(), ...renderApp('/publications/scheduled') };
}

const queueCard = async () => within(await screen.findByTestId('automation-queue'));
const network = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name }));

async function openSettings(user: ReturnType<typeof userEvent.setup>, name = 'Configurer') {
  await user.click(await (await queueCard()).findByRole('button', { name }));
  return screen.findByTestId('queue-dialog');
}

describe('« Publication automatique »', () => {
  it('shows the suggested slots and where they come from, and saves the edited ones', async () => {
    const sent: unknown[] = [];
    const saved = aQueue([
      {
        network: 'instagram',
        accounts: 1,
        source: 'saved',
        slots: [
          { weekday: 1, time: '09:00' },
          { weekday: 5, time: '19:00' },
          { weekday: 6, time: '19:00' },
        ],
        queued: 2,
        nextFree: [MONDAY_9],
      },
      { network: 'linkedin', accounts: 2, source: 'saved', slots: [], queued: 0 },
    ]);
    const { user } = start({
      'PUT /api/planning/queue/slots': (init) => {
        sent.push(bodyOf(init));
        return json(200, { success: true, message: "Créneaux de la file d'attente enregistrés", data: saved });
      },
    });
    const card = await queueCard();
    const state = await card.findByTestId('queue-state');
    expect(state.textContent).toContain('Active');
    expect(state.textContent).toContain('3 publications en file');
    expect(state.textContent).toContain('Prochain créneau : lundi 23 novembre à 09:00');

    const dialog = await openSettings(user);
    expect(within(dialog).getByText(/heure de Europe\/Paris/)).toBeTruthy();
    const instagram = network(dialog, 'Instagram');
    expect(instagram.getByTestId('queue-source-instagram').textContent).toContain('vos meilleurs horaires mesurés');
    expect(network(dialog, 'LinkedIn').getByTestId('queue-source-linkedin').textContent).toContain('études publiées');
    expect((instagram.getByLabelText('Jour du créneau 1 (Instagram)') as HTMLSelectElement).value).toBe('1');
    expect((instagram.getByLabelText('Heure du créneau 1 (Instagram)') as HTMLInputElement).value).toBe('09:00');
    expect((instagram.getByLabelText('Jour du créneau 2 (Instagram)') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('mercredi');
    expect(instagram.getByTestId('queue-next-instagram').textContent).toContain('lundi 23 novembre à 09:00');
    expect(within(dialog).getByTestId('queue-not-connected').textContent).toBe(
      'Non connectés : Facebook, X, TikTok, Pinterest, Bluesky, Mastodon. Connectez un compte pour leur donner des créneaux.',
    );

    // Wednesday 18:30 becomes Friday 19:00; one more slot; LinkedIn's only slot goes.
    await user.selectOptions(instagram.getByLabelText('Jour du créneau 2 (Instagram)'), 'vendredi');
    fireEvent.input(instagram.getByLabelText('Heure du créneau 2 (Instagram)'), { target: { value: '19:00' } });
    await user.click(instagram.getByRole('button', { name: 'Ajouter un créneau' }));
    expect((instagram.getByLabelText('Jour du créneau 3 (Instagram)') as HTMLSelectElement).value).toBe('6');
    await user.click(network(dialog, 'LinkedIn').getByRole('button', { name: 'Retirer le créneau 1 (LinkedIn)' }));
    expect(network(dialog, 'LinkedIn').getByText('Aucun créneau : ce réseau ne reçoit rien de la file.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("Créneaux de la file d'attente enregistrés")).toBeTruthy();
    expect(sent).toEqual([
      {
        slots: {
          instagram: [
            { weekday: 1, time: '09:00' },
            { weekday: 5, time: '19:00' },
            { weekday: 6, time: '19:00' },
          ],
          linkedin: [],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('queue-dialog')?.hasAttribute('open') ?? false).toBe(false));
    // Saved: no more word of suggestions.
    const again = await openSettings(user);
    expect(within(again).queryByTestId('queue-source-instagram')).toBeNull();
    expect(within(again).getAllByTestId('queue-slot')).toHaveLength(3);
  });

  it('a slot the server refuses is said with its message, and nothing else changes', async () => {
    const refusal = 'Deux créneaux Instagram du lundi se chevauchent : 09:00 et 09:10 (au moins 15 minutes entre deux créneaux).';
    const { user, fetchMock } = start({
      'PUT /api/planning/queue/slots': () => json(400, { success: false, code: 'queue.slotOverlap', message: refusal }),
    });
    const dialog = await openSettings(user);
    const instagram = network(dialog, 'Instagram');
    await user.selectOptions(instagram.getByLabelText('Jour du créneau 2 (Instagram)'), 'lundi');
    fireEvent.input(instagram.getByLabelText('Heure du créneau 2 (Instagram)'), { target: { value: '09:10' } });
    const readsBefore = callsOf(fetchMock).length;
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect((await within(dialog).findByTestId('queue-error')).textContent).toBe(refusal);
    // Still open, as typed, to be corrected; nothing read again, nothing said to have been saved.
    expect(dialog.hasAttribute('open')).toBe(true);
    expect((instagram.getByLabelText('Heure du créneau 2 (Instagram)') as HTMLInputElement).value).toBe('09:10');
    expect(callsOf(fetchMock).slice(readsBefore)).toEqual(['PUT /api/planning/queue/slots']);
    expect(screen.queryByText(/enregistrés/)).toBeNull();
    expect(screen.getByTestId('queue-state').textContent).toContain('3 publications en file');
  });

  it('pauses the queue, then resumes it', async () => {
    const sent: unknown[] = [];
    let paused = false;
    const { user } = start({
      'GET /api/planning/queue': () => json(200, { success: true, data: { ...suggested, paused } }),
      'PUT /api/planning/queue/pause': (init) => {
        const body = bodyOf(init) as { paused: boolean };
        sent.push(body);
        paused = body.paused;
        return json(200, {
          success: true,
          message: body.paused ? "File d'attente en pause : ses publications attendent" : "File d'attente relancée : ses publications prennent les prochains créneaux libres",
          data: { ...suggested, paused: body.paused },
        });
      },
    });
    const card = await queueCard();
    await user.click(await card.findByRole('button', { name: 'Mettre en pause' }));
    expect(await screen.findByText("File d'attente en pause : ses publications attendent")).toBeTruthy();
    expect(card.getByTestId('queue-state').textContent).toContain('En pause');
    expect(card.getByTestId('queue-state').textContent).not.toContain('Prochain créneau');

    await user.click(card.getByRole('button', { name: 'Reprendre' }));
    expect(await screen.findByText("File d'attente relancée : ses publications prennent les prochains créneaux libres")).toBeTruthy();
    expect(card.getByTestId('queue-state').textContent).toContain('Active');
    expect(sent).toEqual([{ paused: true }, { paused: false }]);
  });
});

describe('« Republication intelligente »', () => {
  it('saves the rule, then shows a number the server refuses with its message', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    const { user } = start({
      'GET /api/planning/evergreen': () => json(200, { success: true, data: anEvergreen({ eligible: 4, optedIn: 1, reposts: 7, lastRunAt: '2026-11-19T05:00:00.000Z' }) }),
      'PUT /api/planning/evergreen': (init) => {
        const rule = bodyOf(init) as { enabled: boolean; minScore: number; maxReposts: number; minDays: number };
        sent.push(rule);
        if (refuse) return json(400, { success: false, code: 'evergreen.invalidNumber', message: '« minDays » doit être un nombre entier entre 1 et 365 (reçu : 400).' });
        return json(200, { success: true, message: 'Règle de republication enregistrée', data: anEvergreen({ rule, eligible: 2, optedIn: 1, reposts: 7 }) });
      },
    });
    const card = within(await screen.findByTestId('automation-evergreen'));
    const figures = await card.findByTestId('evergreen-figures');
    expect(within(figures).getByText('Éligibles').nextElementSibling?.textContent).toBe('4');
    expect(within(figures).getByText('Activées une par une').nextElementSibling?.textContent).toBe('1');
    expect(within(figures).getByText('Republications faites').nextElementSibling?.textContent).toBe('7');
    expect(within(figures).getByText('Dernier passage').nextElementSibling?.textContent).toMatch(/^19 novembre 2026 .*06:00$/);

    const toggle = card.getByRole('switch', { name: 'Republier automatiquement' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((card.getByLabelText('Score à dépasser (N)') as HTMLInputElement).value).toBe('70');
    expect(card.getByText('De 0 à 99 : le score de la page Statistiques.')).toBeTruthy();
    expect(card.getByText('De 1 à 10 fois par publication.')).toBeTruthy();
    expect(card.getByText('De 1 à 365 jours après la publication.')).toBeTruthy();
    await user.click(toggle);
    await user.clear(card.getByLabelText('Score à dépasser (N)'));
    await user.type(card.getByLabelText('Score à dépasser (N)'), '80');
    expect(card.getByText('Reposter les publications dont le score dépasse 80, au plus 2 fois, pas avant 30 jours.')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Règle de republication enregistrée')).toBeTruthy();
    expect(sent).toEqual([{ enabled: true, minScore: 80, maxReposts: 2, minDays: 30 }]);
    await waitFor(() => expect(within(figures).getByText('Éligibles').nextElementSibling?.textContent).toBe('2'));

    refuse = true;
    await user.clear(card.getByLabelText('Délai minimal en jours (K)'));
    await user.type(card.getByLabelText('Délai minimal en jours (K)'), '400');
    await user.click(card.getByRole('button', { name: 'Enregistrer' }));
    expect((await card.findByTestId('evergreen-error')).textContent).toBe('« minDays » doit être un nombre entier entre 1 et 365 (reçu : 400).');
    expect((card.getByLabelText('Délai minimal en jours (K)') as HTMLInputElement).value).toBe('400');
    expect(card.getByRole('switch', { name: 'Republier automatiquement' }).getAttribute('aria-checked')).toBe('true');
    expect(within(figures).getByText('Éligibles').nextElementSibling?.textContent).toBe('2');

    // An empty field has no number to send: said here, nothing sent.
    await user.clear(card.getByLabelText('Republications au plus (M)'));
    await user.click(card.getByRole('button', { name: 'Enregistrer' }));
    expect(card.getByTestId('evergreen-error').textContent).toBe('Indiquez un nombre pour « Republications au plus (M) ».');
    expect(sent).toHaveLength(2);
  });
});

describe('a viewer', () => {
  it('reads the queue and the rule, with no control to change them', async () => {
    const { user, fetchMock } = start(
      { 'GET /api/planning/evergreen': () => json(200, { success: true, data: anEvergreen({ rule: { enabled: true, minScore: 60, maxReposts: 3, minDays: 45 } }) }) },
      'viewer',
    );
    const card = await queueCard();
    expect((await card.findByTestId('queue-state')).textContent).toContain('3 publications en file');
    expect(card.queryByRole('button', { name: 'Mettre en pause' })).toBeNull();
    const dialog = await openSettings(user, 'Voir les créneaux');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Ajouter un créneau' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Retirer le créneau/ })).toBeNull();
    expect(
      network(dialog, 'Instagram')
        .getAllByTestId('queue-slot')
        .map((slot) => slot.textContent),
    ).toEqual(['lundi 09:00', 'mercredi 18:30']);

    const evergreen = within(screen.getByTestId('automation-evergreen'));
    expect((await evergreen.findByTestId('evergreen-rule')).textContent).toBe('ActivéeReposter les publications dont le score dépasse 60, au plus 3 fois, pas avant 45 jours.');
    expect(evergreen.queryByRole('switch')).toBeNull();
    expect(evergreen.queryByRole('spinbutton')).toBeNull();
    expect(evergreen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);
  });
});
