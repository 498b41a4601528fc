import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { contentItem, lastQuery, page, publicationsServer } from '../content/test-fixtures.ts';

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
    expect(within(filter).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tous', 'Instagram', 'Facebook', 'X', 'LinkedIn', 'TikTok', 'Pinterest']);
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

  it('retries a failed load as the seed says (3 attempts, 1 s then 2 s), then shows the error', async () => {
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
    expect((screen.getByRole('button', { name: 'Configurer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
