import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { networksServer } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('link settings', () => {
  it('turns shortening on at once and saves the default campaign typed, as the server answers them', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    mockFetch(
      networksServer([], {
        'PUT /api/links/settings': (init) => {
          const body = JSON.parse(String(init.body));
          saved.push(body);
          return json(200, { success: true, message: 'Réglages des liens enregistrés.', data: body });
        },
      }),
    );
    renderApp('/networks');
    const card = await screen.findByTestId('link-settings');
    const shorten = await within(card).findByRole('switch', { name: 'Raccourcir les liens des publications' });
    expect(shorten.getAttribute('aria-checked')).toBe('false');
    await user.click(shorten);
    await waitFor(() => expect(saved).toEqual([{ shortenLinks: true, defaultCampaign: null }]));
    await waitFor(() => expect(shorten.getAttribute('aria-checked')).toBe('true'));
    await user.type(within(card).getByLabelText('Campagne par défaut (utm_campaign)'), 'printemps');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer les liens' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { shortenLinks: true, defaultCampaign: null },
        { shortenLinks: true, defaultCampaign: 'printemps' },
      ]),
    );
  });

  it('saves the « Lien en bio » page with its address and the fixed links filled in', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    mockFetch(
      networksServer([], {
        'PUT /api/links/bio': (init) => {
          const body = JSON.parse(String(init.body));
          saved.push(body);
          return json(200, { success: true, message: 'Page « Lien en bio » enregistrée.', data: body });
        },
      }),
    );
    renderApp('/networks');
    const card = await screen.findByTestId('bio-page');
    await user.type(await within(card).findByLabelText('Adresse de la page'), 'atelier-lumiere');
    await user.type(within(card).getByLabelText('Texte du lien 1'), 'Boutique');
    await user.type(within(card).getByLabelText('Adresse du lien 1'), 'https://exemple.fr/boutique');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer la page' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'atelier-lumiere', color: '#4f46e5', links: [{ label: 'Boutique', url: 'https://exemple.fr/boutique' }] }]));
    expect(await within(card).findByRole('link', { name: 'Ouvrir /b/atelier-lumiere' })).toBeTruthy();
  });
});
