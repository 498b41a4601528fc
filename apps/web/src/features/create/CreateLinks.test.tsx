import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { account, createServer, fillAndGenerate, generation, installFakeXhr, media, photoFile, uploaded } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('create screen: links', () => {
  it('shows the final link with its UTM tags and the workspace’s campaign; the post’s own choices are saved with it', async () => {
    installFakeXhr(() => uploaded(media()));
    const fetchMock = mockFetch(
      createServer([account('mastodon')], {
        'POST /api/generate-content': () => json(200, generation(['mastodon'])),
        'GET /api/links/settings': () => json(200, { success: true, data: { shortenLinks: true, defaultCampaign: 'printemps' } }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/create');
    await fillAndGenerate(user, [photoFile()], [/Mastodon/]);
    const text = screen.getByLabelText('Texte pour Mastodon') as HTMLTextAreaElement;
    await user.clear(text);
    await user.click(text);
    await user.paste('Nos nouveautés : https://exemple.fr/atelier?utm_source=lettre');

    const final = await screen.findByTestId('link-final');
    await vi.waitFor(() => expect(final.textContent).toContain('Mastodon : https://exemple.fr/atelier?utm_source=lettre&utm_medium=social&utm_campaign=printemps'));
    expect(final.textContent).toContain('remplacé par un lien court de Publia');

    await user.type(screen.getByLabelText('Campagne (utm_campaign)'), 'soldes');
    expect(final.textContent).toContain('utm_campaign=soldes');
    await user.click(screen.getByRole('switch', { name: 'Raccourcir les liens' }));
    expect(final.textContent).not.toContain('lien court');
    await user.click(screen.getByRole('switch', { name: 'Balises UTM' }));
    expect(final.textContent).toContain('Mastodon : https://exemple.fr/atelier?utm_source=lettre');
    expect(final.textContent).not.toContain('utm_medium');

    await user.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST' && String(init.body).includes('shortenLinks'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST' && String(call.body).includes('shortenLinks'))!;
    expect(JSON.parse(String(init!.body)).publishOptions).toEqual({ utm: false, shortenLinks: false, campaign: 'soldes' });
  });
});
