import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aQueue, contentItem, lastQuery, page, publicationsServer, target } from '../content/test-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// 23:30 UTC: already Monday 23 in Paris, still Sunday 22 in New York.
const late = contentItem({ id: 'c1', title: 'Soldes', status: 'scheduled', scheduledFor: '2026-11-22T23:30:00.000Z', platforms: ['instagram'] });
const video = contentItem({
  id: 'c2',
  title: 'Tutoriel',
  status: 'scheduled',
  scheduledFor: '2026-11-25T08:00:00.000Z',
  platforms: ['tiktok'],
  mediaType: 'video',
  mediaUrl: '/media/w1/clip.mp4',
});

function start(timeZone: string, extra: Parameters<typeof publicationsServer>[0] = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-20T10:00:00Z') });
  const fetchMock = mockFetch(publicationsServer({ 'GET /api/content/history': () => page([video, late]), ...extra }, timeZone));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { fetchMock, user, ...renderApp('/publications/scheduled') };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** A drag's data as the browser carries it from the chip to the day. */
const dragData = () => {
  const data: Record<string, string> = {};
  return {
    get types() {
      return Object.keys(data);
    },
    setData: (type: string, value: string) => void (data[type] = value),
    getData: (type: string) => data[type] ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
};

describe('scheduled publications', () => {
  it.each([
    ['Europe/Paris', '2026-11-23', '00:30'],
    ['America/New_York', '2026-11-22', '18:30'],
  ])('in %s the month calendar puts the post on %s at %s', async (timeZone, day, time) => {
    const { fetchMock } = start(timeZone);
    const cell = await screen.findByTestId(`calendar-day-${day}`);
    const chip = await within(cell).findByTestId('calendar-chip-c1');
    expect(chip.textContent).toContain(time);
    expect(chip.textContent).toContain('Soldes');
    expect(screen.getByTestId('calendar-period').textContent).toBe('novembre 2026');
    expect(lastQuery(fetchMock, '/api/content/history').get('status')).toBe('scheduled');
    // And the list says the same date and time.
    expect(within(screen.getByTestId('scheduled-item-c1')).getByTestId('scheduled-when').textContent).toContain(time);
  });

  it('Jour / Semaine / Mois and the navigation move through the calendar; a post opens its preview', async () => {
    const { user } = start('Europe/Paris');
    await screen.findByTestId('calendar-chip-c1');
    await user.click(screen.getByRole('tab', { name: 'Semaine' }));
    expect(screen.getByTestId('calendar-period').textContent).toBe('Semaine du 16 novembre au 22 novembre 2026');
    expect(screen.queryByTestId('calendar-chip-c1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Période suivante' }));
    expect(within(screen.getByTestId('calendar-day-2026-11-23')).getByTestId('calendar-chip-c1')).toBeTruthy();
    expect(within(screen.getByTestId('calendar-day-2026-11-25')).getByTestId('calendar-chip-c2').textContent).toContain('09:00');

    // Keyboard: arrows move between the views.
    screen.getByRole('tab', { name: 'Semaine' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Jour' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Aujourd’hui'.replace('’', "'") }));
    expect(screen.getByTestId('calendar-period').textContent).toBe('vendredi 20 novembre 2026');
    expect(screen.getByText('Aucune publication planifiée ce jour-là')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Mois' }));
    await user.click(screen.getByTestId('calendar-chip-c1'));
    const preview = await screen.findByTestId('preview-dialog');
    expect(within(preview).getByTestId('preview-instagram')).toBeTruthy();
  });

  it('filters the list by network', async () => {
    const { user } = start('Europe/Paris');
    await screen.findByTestId('scheduled-item-c1');
    // Soonest first, whatever order the server answers in.
    expect(screen.getAllByTestId(/^scheduled-item-/).map((row) => row.dataset.testid)).toEqual(['scheduled-item-c1', 'scheduled-item-c2']);
    const filter = screen.getByRole('tablist', { name: 'Filtrer par réseau' });
    expect(
      within(filter)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tous', 'Instagram', 'Facebook', 'X', 'LinkedIn', 'TikTok', 'Pinterest', 'Bluesky', 'Mastodon']);
    await user.click(within(filter).getByRole('tab', { name: 'TikTok' }));
    expect(screen.queryByTestId('scheduled-item-c1')).toBeNull();
    expect(screen.getByTestId('scheduled-item-c2')).toBeTruthy();
    await user.click(within(filter).getByRole('tab', { name: 'LinkedIn' }));
    expect(screen.getByText('Aucune publication planifiée sur LinkedIn')).toBeTruthy();
  });

  it('"Annuler" asks first, then unschedules: "Publication déprogrammée"', async () => {
    let items = [late, video];
    const { user, fetchMock } = start('Europe/Paris', {
      'GET /api/content/history': () => page(items),
      'POST /api/content/c1/cancel': () => {
        items = [video];
        return json(200, { success: true, data: { ...late, status: 'pending', scheduledFor: null } });
      },
    });
    await user.click(within(await screen.findByTestId('scheduled-item-c1')).getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByTestId('cancel-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Garder' }));
    expect(callsOf(fetchMock)).not.toContain('POST /api/content/c1/cancel');

    await user.click(within(screen.getByTestId('scheduled-item-c1')).getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByTestId('cancel-dialog-confirm'));
    expect(await screen.findByText('Publication déprogrammée')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('scheduled-item-c1')).toBeNull());
    expect(screen.queryByTestId('calendar-chip-c1')).toBeNull();
  });

  it('a refused cancel reads "Erreur: …"', async () => {
    const { user } = start('Europe/Paris', {
      'POST /api/content/c1/cancel': () => json(409, { success: false, code: 'content.notScheduled', message: 'Ce contenu n’est plus programmé.' }),
    });
    await user.click(within(await screen.findByTestId('scheduled-item-c1')).getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByTestId('cancel-dialog-confirm'));
    expect(await screen.findByText('Erreur: Ce contenu n’est plus programmé.')).toBeTruthy();
  });

  it('a post dragged onto another day is rescheduled that day at the same time', async () => {
    const sent: unknown[] = [];
    start('Europe/Paris', {
      'POST /api/content/drafts/c2/schedule': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return json(200, { success: true, message: 'Publication programmée', data: { ...video, scheduledFor: '2026-11-27T08:00:00.000Z' } });
      },
    });
    const chip = await screen.findByTestId('calendar-chip-c2');
    expect(chip.getAttribute('draggable')).toBe('true');
    const dataTransfer = dragData();
    fireEvent.dragStart(chip, { dataTransfer });
    const friday = screen.getByTestId('calendar-day-2026-11-27');
    fireEvent.dragOver(friday, { dataTransfer });
    fireEvent.drop(friday, { dataTransfer });
    // Wednesday 25 at 09:00 in Paris becomes Friday 27 at 09:00.
    await waitFor(() => expect(sent).toEqual([{ scheduledFor: '2026-11-27T08:00:00.000Z' }]));
    expect(await screen.findByText(/^Publication programmée pour le 27 novembre 2026 .*09:00$/)).toBeTruthy();
  });

  it('a post dragged onto a past day is refused with the schedule’s message, and nothing is sent', async () => {
    const { fetchMock } = start('Europe/Paris');
    const chip = await screen.findByTestId('calendar-chip-c2');
    const dataTransfer = dragData();
    fireEvent.dragStart(chip, { dataTransfer });
    fireEvent.drop(screen.getByTestId('calendar-day-2026-11-18'), { dataTransfer });
    expect(await screen.findByText("La date et l'heure de programmation doivent être dans le futur")).toBeTruthy();
    expect(callsOf(fetchMock).filter((call) => call.includes('/schedule'))).toEqual([]);
  });

  it('« Reprogrammer » opens the schedule dialog on the post’s own date and time', async () => {
    const { user } = start('Europe/Paris');
    await user.click(within(await screen.findByTestId('scheduled-item-c2')).getByRole('button', { name: 'Reprogrammer' }));
    const dialog = await screen.findByTestId('schedule-dialog');
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-25');
    expect((within(dialog).getByLabelText('Heure') as HTMLInputElement).value).toBe('09:00');
  });

  it('retries a failed load (3 attempts, 1 s then 2 s apart), then shows the error', async () => {
    let attempts = 0;
    start('Europe/Paris', {
      'GET /api/content/history': () => {
        attempts += 1;
        return json(503, { success: false, code: 'http.unavailable', message: 'Service indisponible' });
      },
    });
    await waitFor(() => expect(attempts).toBe(1));
    // (Margins of a few hundred milliseconds: the clock also moves while the checks run.)
    await advance(800);
    expect(attempts).toBe(1);
    await advance(400);
    expect(attempts).toBe(2);
    await advance(1_500);
    expect(attempts).toBe(2);
    await advance(700);
    expect(attempts).toBe(3);
    await advance(10_000);
    expect(attempts).toBe(3);
    expect((await screen.findByTestId('load-error')).textContent).toContain('Erreur lors du chargement des publications: Service indisponible');
    expect(screen.getAllByText('Automatisations').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Configurer' })).toBeTruthy();
  });

  describe('posts of the posting queue', () => {
    // Queued on Instagram for Tuesday 24 at 09:00 and on LinkedIn for Tuesday 24 at 12:30 (Paris).
    const queued = contentItem({
      id: 'q1',
      title: 'Atelier ouvert',
      status: 'scheduled',
      queuedAt: '2026-11-20T09:00:00.000Z',
      scheduledFor: '2026-11-24T08:00:00.000Z',
      platforms: ['instagram', 'linkedin'],
      targets: [
        target({ id: 't-ig', status: 'queued', url: null, publishedAt: null, dueAt: '2026-11-24T08:00:00.000Z' }),
        target({ id: 't-li', platform: 'linkedin', status: 'queued', url: null, publishedAt: null, dueAt: '2026-11-24T11:30:00.000Z' }),
      ],
    });

    it('say « En file » in the list and stand in the calendar at each of their networks’ times, dashed', async () => {
      start('Europe/Paris', { 'GET /api/content/history': () => page([video, late, queued]) });
      const row = await screen.findByTestId('scheduled-item-q1');
      expect(within(row).getByTestId('queued-badge').textContent).toBe('En file');
      expect(within(row).getByRole('button', { name: 'Retirer de la file' })).toBeTruthy();
      expect(within(row).queryByRole('button', { name: 'Annuler' })).toBeNull();
      // A post scheduled by hand keeps its words.
      expect(within(screen.getByTestId('scheduled-item-c1')).queryByTestId('queued-badge')).toBeNull();
      expect(within(screen.getByTestId('scheduled-item-c1')).getByRole('button', { name: 'Annuler' })).toBeTruthy();

      const tuesday = screen.getByTestId('calendar-day-2026-11-24');
      const chips = within(tuesday).getAllByTestId('calendar-chip-queued');
      expect(chips.map((chip) => chip.textContent)).toEqual(['09:00 Atelier ouvert En file', '12:30 Atelier ouvert En file']);
      expect(chips.every((chip) => chip.dataset.itemId === 'q1' && chip.className.includes('border-dashed'))).toBe(true);
      expect(within(screen.getByTestId('calendar-day-2026-11-23')).getByTestId('calendar-chip-c1').className).not.toContain('border-dashed');
    });

    it('say « File en pause » while the queue is paused', async () => {
      start('Europe/Paris', {
        'GET /api/content/history': () => page([queued]),
        'GET /api/planning/queue': () => json(200, { success: true, data: aQueue([], { paused: true }) }),
      });
      const row = await screen.findByTestId('scheduled-item-q1');
      await waitFor(() => expect(within(row).getByTestId('queued-badge').textContent).toBe('File en pause'));
      expect(screen.getAllByTestId('calendar-chip-queued')[0]?.textContent).toContain('File en pause');
    });

    it('« Retirer de la file » asks first, then sends the post back to pending', async () => {
      let items = [queued, video];
      const { user, fetchMock } = start('Europe/Paris', {
        'GET /api/content/history': () => page(items),
        'POST /api/content/q1/cancel': () => {
          items = [video];
          return json(200, { success: true, data: { ...queued, status: 'pending', scheduledFor: null, queuedAt: null } });
        },
      });
      await user.click(within(await screen.findByTestId('scheduled-item-q1')).getByRole('button', { name: 'Retirer de la file' }));
      const dialog = await screen.findByTestId('cancel-dialog');
      expect(within(dialog).getByText("Retirer de la file d'attente ?")).toBeTruthy();
      expect(within(dialog).getByText(/« Atelier ouvert » quitte la file d'attente/)).toBeTruthy();
      await user.click(screen.getByTestId('cancel-dialog-confirm'));
      expect(await screen.findByText("Publication retirée de la file d'attente")).toBeTruthy();
      await waitFor(() => expect(screen.queryByTestId('scheduled-item-q1')).toBeNull());
      expect(screen.queryByTestId('calendar-chip-queued')).toBeNull();
      expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/content/q1/cancel']);
    });

    it('a queued chip dragged onto another day is scheduled there at that chip’s time, out of the queue', async () => {
      const sent: unknown[] = [];
      start('Europe/Paris', {
        'GET /api/content/history': () => page([queued]),
        'POST /api/content/drafts/q1/schedule': (init) => {
          sent.push(JSON.parse(String(init.body)));
          return json(200, { success: true, data: { ...queued, queuedAt: null, scheduledFor: '2026-11-26T11:30:00.000Z' } });
        },
      });
      await screen.findByTestId('scheduled-item-q1');
      const linkedin = within(screen.getByTestId('calendar-day-2026-11-24')).getAllByTestId('calendar-chip-queued')[1] as HTMLElement;
      expect(linkedin.getAttribute('draggable')).toBe('true');
      const dataTransfer = dragData();
      fireEvent.dragStart(linkedin, { dataTransfer });
      fireEvent.drop(screen.getByTestId('calendar-day-2026-11-26'), { dataTransfer });
      // Tuesday 24 at 12:30 in Paris becomes Thursday 26 at 12:30.
      await waitFor(() => expect(sent).toEqual([{ scheduledFor: '2026-11-26T11:30:00.000Z' }]));
    });
  });
});
