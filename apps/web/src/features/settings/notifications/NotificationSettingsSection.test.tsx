import type { NotificationSettings } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, session, type Handler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { unlimitedUsage } from '../../billing/billing.test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const defaults: NotificationSettings = {
  email: { weeklySummary: true, commentsReceived: true, contentPublished: true },
  inApp: { performanceAlerts: true, sectorTrends: true, teamInteractions: true },
  frequency: 'immediate',
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** The server: the settings, each save recorded and applied. */
function server(options: { settings?: NotificationSettings; extra?: Record<string, Handler> } = {}) {
  let settings = options.settings ?? defaults;
  const saves: Record<string, unknown>[] = [];
  mockFetch({
    'GET /api/auth/me': () => json(200, session),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/subscription/usage': () => json(200, { success: true, data: unlimitedUsage }),
    'GET /api/notification-settings': () => json(200, { success: true, data: settings }),
    'PATCH /api/notification-settings': (init) => {
      const body = bodyOf(init) as Partial<NotificationSettings>;
      saves.push(body);
      settings = {
        email: { ...settings.email, ...body.email },
        inApp: { ...settings.inApp, ...body.inApp },
        frequency: body.frequency ?? settings.frequency,
      };
      return json(200, { success: true, message: 'Vos préférences de notification sont enregistrées.', data: settings });
    },
    ...options.extra,
  });
  return { saves };
}

const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Paramètres → Notifications', () => {
  it('shows the two groups of named switches, each saying what it sends, and the frequency', async () => {
    server({ settings: { ...defaults, inApp: { ...defaults.inApp, sectorTrends: false }, frequency: 'daily' } });
    renderApp('/settings?tab=notifications');
    const email = await screen.findByRole('region', { name: 'Notifications par e-mail' });
    const inApp = screen.getByRole('region', { name: 'Notifications dans l’application' });
    expect(
      within(email)
        .getAllByRole('switch')
        .map((toggle) => toggle.getAttribute('aria-labelledby') && toggle.textContent),
    ).toHaveLength(3);
    for (const name of ['Résumé hebdomadaire', 'Commentaires reçus', 'Contenu publié']) {
      expect(within(email).getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    }
    expect(described(within(email).getByRole('switch', { name: 'Résumé hebdomadaire' }))).toContain('Chaque lundi matin');
    expect(within(inApp).getByRole('switch', { name: 'Alertes de performance' }).getAttribute('aria-checked')).toBe('true');
    expect(within(inApp).getByRole('switch', { name: 'Tendances du secteur' }).getAttribute('aria-checked')).toBe('false');
    expect(described(within(inApp).getByRole('switch', { name: 'Interactions de l’équipe' }))).toContain('demandes et décisions d’approbation');
    // What is always shown, said plainly.
    expect(screen.getByTestId('notification-essential').textContent).toContain('Les échecs de publication');

    const frequency = within(email).getByLabelText('Fréquence') as HTMLSelectElement;
    expect(frequency.value).toBe('daily');
    expect([...frequency.options].map((option) => option.textContent)).toEqual(['Immédiate', 'Toutes les heures', 'Une fois par jour', 'Une fois par semaine']);
    expect(described(frequency)).toContain('Un seul e-mail chaque matin à 8 h');
    expect(described(frequency)).toContain('Le résumé hebdomadaire part toujours le lundi matin.');
  });

  it('saves a switch and the frequency as soon as they change, with a toast', async () => {
    const user = userEvent.setup();
    const { saves } = server();
    renderApp('/settings?tab=notifications');
    await user.click(await screen.findByRole('switch', { name: 'Commentaires reçus' }));
    await screen.findByText('Préférences de notification enregistrées');
    expect(screen.getByRole('switch', { name: 'Commentaires reçus' }).getAttribute('aria-checked')).toBe('false');

    await user.click(screen.getByRole('switch', { name: 'Interactions de l’équipe' }));
    await user.selectOptions(screen.getByLabelText('Fréquence'), 'hourly');
    await waitFor(() => expect(saves).toHaveLength(3));
    expect(saves).toEqual([{ email: { commentsReceived: false } }, { inApp: { teamInteractions: false } }, { frequency: 'hourly' }]);
    expect(screen.getByTestId('notification-frequency-hint').textContent).toBe('Un seul e-mail par heure regroupe tout ce qui est arrivé pendant l’heure écoulée.');
  });

  it('puts a switch back when the server refuses it, saying why', async () => {
    const user = userEvent.setup();
    server({
      extra: {
        'PATCH /api/notification-settings': () =>
          json(400, {
            success: false,
            code: 'notificationSettings.unknownToggle',
            message: 'Notification inconnue : « inApp.x ». Valeurs possibles : performanceAlerts, sectorTrends, teamInteractions.',
          }),
      },
    });
    renderApp('/settings?tab=notifications');
    await user.click(await screen.findByRole('switch', { name: 'Tendances du secteur' }));
    await screen.findByText(/Notification inconnue/);
    expect(screen.getByRole('switch', { name: 'Tendances du secteur' }).getAttribute('aria-checked')).toBe('true');
  });

  it('speaks the interface’s language', async () => {
    server();
    renderApp('/settings?tab=notifications', { locale: 'de' });
    expect(await screen.findByRole('switch', { name: 'Wöchentliche Zusammenfassung' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Branchentrends' })).toBeTruthy();
    const frequency = screen.getByLabelText('Häufigkeit') as HTMLSelectElement;
    expect([...frequency.options].map((option) => option.textContent)).toEqual(['Sofort', 'Stündlich', 'Einmal täglich', 'Einmal pro Woche']);
  });
});
