import type { AutomationStatus } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { anAutomations, BASE_URL, bodyOf, integrationsServer } from './integrations.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/settings?tab=integrations';
const statuses = (active: number): AutomationStatus[] => Array.from({ length: 5 }, (_, index) => (index < active ? 'active' : index === 4 ? 'error' : 'inactive'));

describe('Paramètres → Intégrations: webhooks d’automatisation', () => {
  it('colours the health bar by the share of active endpoints (green from 90 %, yellow from 60 %), says it in words, and « Actualiser » updates it', async () => {
    const user = userEvent.setup();
    // Each check answers the next states: 3 of 5 active, then 2 of 5.
    const checks = [anAutomations(statuses(3)), anAutomations(statuses(2))];
    const fetchMock = mockFetch(
      integrationsServer({
        automations: anAutomations(statuses(5)),
        extra: { 'POST /api/integrations/automations/check': () => json(200, { success: true, data: checks.shift() }) },
      }),
    );
    renderApp(PATH);
    const bar = await screen.findByTestId('automation-health');
    const expectHealth = (health: string, colour: string, value: string, level: string) => {
      expect(bar.dataset.health).toBe(health);
      expect(within(bar).getByTestId('automation-health-bar').className).toContain(colour);
      expect(
        within(bar)
          .getByTestId('automation-health-value')
          .textContent?.replace(/\u202f|\u00a0/g, ' '),
      ).toBe(value);
      expect(within(bar).getByRole('meter', { name: 'Santé des webhooks' }).getAttribute('aria-valuetext')).toContain(level);
    };
    expectHealth('green', 'bg-green-500', '5 sur 5 actifs (100 %)', 'bon état');

    const refresh = within(screen.getByTestId('automations-card')).getByRole('button', { name: 'Actualiser' });
    await user.click(refresh);
    expect(await screen.findByText('Statuts des webhooks mis à jour')).toBeTruthy();
    await waitFor(() => expect(bar.dataset.health).toBe('yellow'));
    expectHealth('yellow', 'bg-yellow-400', '3 sur 5 actifs (60 %)', 'état moyen');

    await user.click(refresh);
    await waitFor(() => expect(bar.dataset.health).toBe('red'));
    expectHealth('red', 'bg-red-500', '2 sur 5 actifs (40 %)', 'état critique');
    expect(callsOf(fetchMock).filter((call) => call === 'POST /api/integrations/automations/check')).toHaveLength(2);
  });

  it('lists the five endpoints with their French names, URLs, states, errors and last check; « Copier » copies a URL', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    mockFetch(integrationsServer({ automations: anAutomations(statuses(3)) }));
    renderApp(PATH);
    const list = await screen.findByTestId('automation-endpoints');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Génération de contenu', "Traitement d'image", 'Analyse de contenu', 'Publication de contenu', 'Programmation de contenu']);
    const generation = screen.getByTestId('automation-content-generation');
    expect(within(generation).getByTestId('automation-url').textContent).toBe(`${BASE_URL}/generate-content`);
    expect(within(generation).getByTestId('automation-status').textContent).toBe('Actif');
    expect(within(generation).getByTestId('automation-checked').textContent).toMatch(/^Dernière vérification : 20 novembre 2026/);
    expect(within(screen.getByTestId('automation-publish-content')).getByTestId('automation-status').textContent).toBe('Inactif');
    const scheduling = screen.getByTestId('automation-schedule-content');
    expect(within(scheduling).getByTestId('automation-status').textContent).toBe('Erreur');
    expect(within(scheduling).getByTestId('automation-error').textContent).toBe('pas de réponse en 5 s');

    const analysis = screen.getByTestId('automation-content-analysis');
    await user.click(within(analysis).getByRole('button', { name: "Copier l'URL de « Analyse de contenu »" }));
    expect(writeText).toHaveBeenCalledWith(`${BASE_URL}/analyze-content`);
    expect(await screen.findByText('URL copiée dans le presse-papiers')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${BASE_URL}/analyze-content`);
  });

  it('« Actualiser » that fails says « Erreur lors de la mise à jour des statuts: » and why, and keeps the last states', async () => {
    const user = userEvent.setup();
    mockFetch(
      integrationsServer({
        automations: anAutomations(statuses(3)),
        extra: {
          'POST /api/integrations/automations/check': () => json(409, { success: false, code: 'webhooks.checkRunning', message: 'Une vérification est déjà en cours.' }),
        },
      }),
    );
    renderApp(PATH);
    await user.click(await screen.findByTestId('automation-refresh'));
    expect(await screen.findByText('Erreur lors de la mise à jour des statuts: Une vérification est déjà en cours.')).toBeTruthy();
    expect(screen.getByTestId('automation-health').dataset.health).toBe('yellow');
  });

  it('saves a base URL and shows the new signing secret once, with its warning', async () => {
    const user = userEvent.setup();
    const saves: Record<string, unknown>[] = [];
    const secret = 'whsec_c2VjcmV0LWRlLXNpZ25hdHVyZS1kZS10ZXN0';
    mockFetch(
      integrationsServer({
        automations: anAutomations([], { baseUrl: null }),
        extra: {
          'PUT /api/integrations/automations': (init) => {
            saves.push(bodyOf(init));
            return json(200, { success: true, message: 'URL de base enregistrée', data: { ...anAutomations(), secret } });
          },
        },
      }),
    );
    renderApp(PATH);
    const field = await screen.findByLabelText('URL de base des automatisations');
    expect(screen.getByTestId('automation-refresh').hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText("Enregistrez l'URL de base pour obtenir l'adresse de ce webhook.")).toHaveLength(5);
    const save = screen.getByTestId('automation-base-save');
    expect(save.textContent).toBe('Enregistrer');
    await user.click(save);
    expect(await screen.findByText("Saisissez l'URL de base de vos automatisations.")).toBeTruthy();
    expect(saves).toEqual([]);

    await user.click(field);
    await user.paste(`  ${BASE_URL} `);
    await user.click(save);
    const reveal = await screen.findByTestId('automation-secret');
    expect(within(reveal).getByTestId('automation-secret-value').textContent).toBe(secret);
    expect(reveal.textContent).toContain('il ne sera plus jamais affiché');
    expect(saves).toEqual([{ baseUrl: BASE_URL }]);
    expect(screen.getByTestId('automation-health').dataset.health).toBe('green');

    await user.click(within(reveal).getByRole('button', { name: "J'ai copié, masquer" }));
    expect(screen.queryByText(secret)).toBeNull();
    expect(screen.getByTestId('automation-secret-prefix').textContent).toBe('Secret de signature : whsec_Zm9vYm…');
  });

  it('is for admins: an editor sees why, and nothing of the webhooks or keys is asked for', async () => {
    const fetchMock = mockFetch(integrationsServer({ extra: { 'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role: 'editor' } }) } }));
    renderApp(PATH);
    expect((await screen.findByTestId('integrations-admins-only')).textContent).toContain('réservés aux administrateurs');
    expect(screen.getByTestId('social-accounts-section')).toBeTruthy();
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/social-accounts'));
    expect(callsOf(fetchMock).filter((call) => call.includes('/api/integrations/'))).toEqual([]);
    expect(screen.queryByTestId('automations-card')).toBeNull();
  });
});
