import type { ContentItem } from '@publia/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contentItem, page, publicationsServer } from '../test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photos = (count: number) => Array.from({ length: count }, (_, index) => ({ id: null, url: `/media/w1/${index + 1}.jpg`, type: 'image' as const }));

async function openPreview(item: ContentItem) {
  mockFetch(
    publicationsServer({
      'GET /api/content/history': () => page([item]),
      'GET /api/social-accounts': () => json(200, { success: true, data: [] }),
    }),
  );
  renderApp('/publications/pending');
  await userEvent.click(within(await screen.findByTestId('pending-card-c1')).getByRole('button', { name: 'Aperçu' }));
  return screen.findByTestId('preview-dialog');
}

const sources = (root: HTMLElement) =>
  within(root)
    .getAllByTestId('preview-media')
    .map((media) => media.getAttribute('src'));

describe('preview of several media, a first comment and a thread', () => {
  it('Instagram, LinkedIn and Pinterest show a numbered carousel that moves with its arrows', async () => {
    const dialog = await openPreview(contentItem({ platforms: ['instagram', 'linkedin', 'pinterest'], media: photos(3), firstComment: 'Lien en bio' }));
    const instagram = within(dialog).getByTestId('preview-instagram');
    const carousel = within(instagram).getByRole('group', { name: 'Carrousel de 3 médias' });
    expect(sources(carousel)).toEqual(['/media/w1/1.jpg', '/media/w1/2.jpg', '/media/w1/3.jpg']);
    expect(within(carousel).getByTestId('preview-carousel-position').textContent).toBe('1/3');
    expect((within(carousel).getByRole('button', { name: 'Média précédent' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(carousel).getByRole('button', { name: 'Média suivant' }));
    expect(within(carousel).getByTestId('preview-carousel-position').textContent).toBe('2/3');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Afficher le média 3' }));
    expect(within(carousel).getByTestId('preview-carousel-position').textContent).toBe('3/3');
    expect((within(carousel).getByRole('button', { name: 'Média suivant' }) as HTMLButtonElement).disabled).toBe(true);
    // The first comment sits under the post, from the account.
    const comment = within(instagram).getByTestId('preview-first-comment');
    expect(within(comment).getByText('Lien en bio')).toBeTruthy();
    expect(within(comment).getByText(/votre_marque/).textContent).toBe('votre_marque· Premier commentaire');

    await userEvent.click(within(dialog).getByRole('tab', { name: 'LinkedIn' }));
    const linkedin = within(dialog).getByTestId('preview-linkedin');
    expect(within(linkedin).getByTestId('preview-carousel-position').textContent).toBe('1/3');
    expect(within(linkedin).getByTestId('preview-first-comment').textContent).toContain('Lien en bio');

    // Pinterest takes no first comment: none shown there.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Pinterest' }));
    const pinterest = within(dialog).getByTestId('preview-pinterest');
    expect(within(pinterest).getByTestId('preview-carousel-position').textContent).toBe('1/3');
    expect(within(pinterest).queryByTestId('preview-first-comment')).toBeNull();
  });

  it('X shows its photos in a grid and the thread as a column of posts joined by a line', async () => {
    const dialog = await openPreview(
      contentItem({ platforms: ['twitter'], variants: { twitter: 'Premier post.' }, keywords: [], media: photos(4), thread: ['Deuxième post.', 'Troisième post.'] }),
    );
    const x = within(dialog).getByTestId('preview-twitter');
    expect(sources(within(x).getByTestId('preview-grid'))).toHaveLength(4);
    expect(within(x).getByRole('list', { name: 'Fil de 3 publications' })).toBeTruthy();
    expect(
      within(x)
        .getAllByTestId('preview-x-post')
        .map((post) => within(post).getByTestId('preview-text').textContent),
    ).toEqual(['Premier post.', 'Deuxième post.', 'Troisième post.']);
    // A line under every post but the last.
    expect(within(x).getAllByTestId('preview-thread-line')).toHaveLength(2);
  });

  it('Facebook shows its multi-photo grid, the last tile saying how many more', async () => {
    const dialog = await openPreview(contentItem({ platforms: ['facebook'], media: photos(7), firstComment: 'Réservez ici' }));
    const facebook = within(dialog).getByTestId('preview-facebook');
    const grid = within(facebook).getByTestId('preview-grid');
    expect(sources(grid)).toEqual(['/media/w1/1.jpg', '/media/w1/2.jpg', '/media/w1/3.jpg', '/media/w1/4.jpg', '/media/w1/5.jpg']);
    expect(within(grid).getByText('+2')).toBeTruthy();
    expect(within(facebook).getByTestId('preview-first-comment').textContent).toContain('Réservez ici');
  });

  it('a photo’s alternative text is its alt in a carousel; a photo without one is left unnamed', async () => {
    const described = photos(2).map((photo, index) => (index === 0 ? { ...photo, altText: 'Trois tasses émaillées sur un plateau.' } : photo));
    const dialog = await openPreview(contentItem({ platforms: ['instagram'], media: described }));
    const shown = within(within(dialog).getByTestId('preview-instagram')).getAllByTestId('preview-media');
    expect(shown.map((medium) => medium.getAttribute('alt'))).toEqual(['Trois tasses émaillées sur un plateau.', '']);
  });

  it('one photo alone: its processed picture carries the medium’s alternative text', async () => {
    const dialog = await openPreview(
      contentItem({ platforms: ['twitter'], imageUrl: '/media/w1/traitee.jpg', media: [{ id: null, url: '/media/w1/photo.jpg', type: 'image', altText: 'Un bol bleu.' }] }),
    );
    const medium = within(within(dialog).getByTestId('preview-twitter')).getByRole('img', { name: 'Un bol bleu.' });
    expect(medium.getAttribute('src')).toBe('/media/w1/traitee.jpg');
  });
});
