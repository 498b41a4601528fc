import { composePostText } from '@publia/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { account } from '../../networks/test-fixtures.ts';
import { contentItem, page, publicationsServer } from '../test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = contentItem({
  content: 'Notre nouvelle collection est arrivée ! #artisanat',
  keywords: ['artisanat', 'fait_main'],
  platforms: ['instagram', 'twitter', 'pinterest'],
  variants: { twitter: 'Nouvelle collection en boutique.' },
});

async function openPreview(accounts: unknown[]) {
  mockFetch(
    publicationsServer({
      'GET /api/content/history': () => page([item]),
      'GET /api/social-accounts': () => json(200, { success: true, data: accounts }),
    }),
  );
  renderApp('/publications/pending');
  await userEvent.click(within(await screen.findByTestId('pending-card-c1')).getByRole('button', { name: 'Aperçu' }));
  return screen.findByTestId('preview-dialog');
}

describe('preview', () => {
  it('one tab per network of the item, each with the very text that network receives and the image', async () => {
    const dialog = await openPreview([]);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Instagram', 'X', 'Pinterest']);
    const instagram = within(dialog).getByTestId('preview-instagram');
    // The hashtag already in the text is not repeated; the missing one is added.
    expect(within(instagram).getByTestId('preview-text').textContent).toBe(`votre_marque ${composePostText(item, 'instagram')}`);
    expect(composePostText(item, 'instagram')).toBe('Notre nouvelle collection est arrivée ! #artisanat\n\n#fait_main');
    expect(within(instagram).getByTestId('preview-media').getAttribute('src')).toBe('/media/w1/photo.jpg');
    expect(within(dialog).getByText(/Profil d'exemple : connectez un compte Instagram pour voir le vôtre\./)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'X' }));
    const x = within(dialog).getByTestId('preview-twitter');
    expect(within(x).getByTestId('preview-text').textContent).toBe('Nouvelle collection en boutique.\n\n#artisanat #fait_main');
    expect(within(x).getByText(/@votre_marque/)).toBeTruthy();
  });

  it('shows the workspace’s connected account when there is one', async () => {
    const dialog = await openPreview([account({ platform: 'instagram', username: 'atelier_lumiere', displayName: 'Atelier Lumière' })]);
    const instagram = within(dialog).getByTestId('preview-instagram');
    expect(within(instagram).getByTestId('preview-text').textContent?.startsWith('atelier_lumiere ')).toBe(true);
    expect(within(dialog).queryByText(/Profil d'exemple/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Pinterest' }));
    expect(within(dialog).getByText(/Profil d'exemple : connectez un compte Pinterest/)).toBeTruthy();
  });

  it('its scrolling body is a named region the keyboard can focus (nothing else in it can be)', async () => {
    const dialog = await openPreview([]);
    const body = within(dialog).getByRole('region', { name: 'Aperçu sur Instagram' });
    expect(body.tabIndex).toBe(0);
    expect(body.contains(within(dialog).getByTestId('preview-instagram'))).toBe(true);
  });
});
