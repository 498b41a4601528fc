import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { contentItem, page, publicationsServer } from '../content/test-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = contentItem();

async function openModal(timeZone: string, extra: Parameters<typeof publicationsServer>[0] = {}) {
  const fetchMock = mockFetch(publicationsServer({ 'GET /api/content/history': () => page([item]), ...extra }, timeZone));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp('/publications/pending');
  await user.click(within(await screen.findByTestId('pending-card-c1')).getByRole('button', { name: 'Planifier' }));
  const dialog = await screen.findByTestId('schedule-dialog');
  return {
    ...view,
    user,
    fetchMock,
    dialog,
    date: within(dialog).getByLabelText('Date') as HTMLInputElement,
    time: within(dialog).getByLabelText('Heure') as HTMLInputElement,
    submit: () => user.click(within(dialog).getByRole('button', { name: 'Planifier' })),
  };
}

describe('schedule modal', () => {
  it.each([
    ['Europe/Paris', '15:00'],
    ['America/New_York', '09:00'],
  ])('in %s it opens on today and the next full hour (%s); the date cannot be before today', async (timeZone, hour) => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T13:20:00Z') });
    const { date, time } = await openModal(timeZone);
    expect(date.value).toBe('2026-11-22');
    expect(time.value).toBe(hour);
    expect(date.min).toBe('2026-11-22');
  });

  it('says what is wrong and sends nothing: no date, or a moment in the past', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T13:20:00Z') });
    const { dialog, date, time, submit, fetchMock } = await openModal('Europe/Paris');
    fireEvent.input(date, { target: { value: '' } });
    await submit();
    expect(within(dialog).getByTestId('schedule-error').textContent).toBe('Veuillez sélectionner une date et une heure');

    fireEvent.input(date, { target: { value: '2026-11-22' } });
    fireEvent.input(time, { target: { value: '14:00' } });
    await submit();
    expect(within(dialog).getByTestId('schedule-error').textContent).toBe("La date et l'heure de programmation doivent être dans le futur");
    expect(callsOf(fetchMock).some((call) => call.includes('/schedule'))).toBe(false);
  });

  it('sends the instant in UTC, says so, and goes to the scheduled list after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T13:20:00Z') });
    const bodies: unknown[] = [];
    const { submit, router, time } = await openModal('America/New_York', {
      'POST /api/content/drafts/c1/schedule': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(200, { success: true, data: { ...item, status: 'scheduled', scheduledFor: '2026-11-22T15:30:00.000Z' } });
      },
    });
    fireEvent.input(time, { target: { value: '10:30' } });
    await submit();
    expect(bodies).toEqual([{ scheduledFor: '2026-11-22T15:30:00.000Z' }]);
    expect(await screen.findByText(/^Publication programmée pour le 22 novembre 2026 .*10:30$/)).toBeTruthy();
    expect(screen.queryByTestId('schedule-dialog')?.hasAttribute('open')).not.toBe(true);
    expect(currentPath(router)).toBe('/publications/pending');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_600);
    });
    expect(currentPath(router)).toBe('/publications/scheduled');
  });

  it('a refusal of the server reads "Erreur lors de la programmation: …"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { submit } = await openModal('Europe/Paris', {
      'POST /api/content/drafts/c1/schedule': () => json(400, { success: false, code: 'content.scheduleInPast', message: 'La date de programmation doit être dans le futur.' }),
    });
    await submit();
    expect(await screen.findByText('Erreur lors de la programmation: La date de programmation doit être dans le futur.')).toBeTruthy();
  });
});
