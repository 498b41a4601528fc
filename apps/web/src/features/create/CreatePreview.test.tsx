import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { createServer, generation, installFakeXhr, media, uploaded } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1])], name, { type: 'image/jpeg' });

/** Two photos uploaded, Instagram and X picked, the texts generated: the editors show. */
async function generatedForInstagramAndX() {
  let count = 0;
  installFakeXhr((form) => {
    count += 1;
    return uploaded(media({ id: `00000000-0000-4000-8000-00000000000${count}`, url: `/media/w1/${(form.get('file') as File).name}` }));
  });
  mockFetch(createServer([], { 'POST /api/generate-content': () => json(200, generation(['instagram', 'twitter'])) }));
  const user = userEvent.setup();
  renderApp('/create');
  await screen.findByTestId('drop-zone');
  await user.upload(screen.getByTestId('media-input'), [photo('a.jpg'), photo('b.jpg')]);
  await waitFor(() => expect(screen.getAllByTestId('media-thumb')).toHaveLength(2));
  await user.type(screen.getByLabelText('Mot-clé 1 (obligatoire)'), 'atelier');
  await user.click(screen.getByLabelText('Inspirer'));
  await user.click(screen.getByRole('switch', { name: /Instagram/ }));
  await user.click(screen.getByRole('switch', { name: /^X/ }));
  await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
  await screen.findByTestId('post-editor-twitter');
  return user;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('create screen: « Aperçu »', () => {
  it('shows the post as typed, in each network’s tab: its text, the media in order, the first comment, the thread and the title', async () => {
    const user = await generatedForInstagramAndX();
    type('Texte pour Instagram', 'Portes ouvertes samedi à l’atelier.');
    type('Texte pour X', 'Samedi, portes ouvertes !');
    type('Premier commentaire (facultatif)', 'Adresse en bio');
    await user.click(screen.getByRole('button', { name: 'Ajouter au fil' }));
    type('Publication 2/2 du fil', 'Venez avec vos questions.');
    type('Titre', 'Portes ouvertes');

    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    const dialog = await screen.findByTestId('preview-dialog');
    expect(within(dialog).getByText('Portes ouvertes')).toBeTruthy();
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Instagram', 'X']);

    const instagram = within(dialog).getByTestId('preview-instagram');
    expect(within(instagram).getByTestId('preview-text').textContent).toContain('Portes ouvertes samedi à l’atelier.\n\n#artisanat #instagram');
    expect(within(instagram).getAllByTestId('preview-media').map((medium) => medium.getAttribute('src'))).toEqual(['/media/w1/a.jpg', '/media/w1/b.jpg']);
    expect(within(instagram).getByTestId('preview-first-comment').textContent).toContain('Adresse en bio');

    await user.click(within(dialog).getByRole('tab', { name: 'X' }));
    const x = within(dialog).getByTestId('preview-twitter');
    expect(within(x).getAllByTestId('preview-x-post').map((post) => within(post).getByTestId('preview-text').textContent)).toEqual([
      'Samedi, portes ouvertes !\n\n#artisanat #twitter',
      'Venez avec vos questions.',
    ]);
    expect(within(x).queryByTestId('preview-first-comment')).toBeNull();
  });

  it('is disabled, saying why, while no network has any text', async () => {
    await generatedForInstagramAndX();
    const button = screen.getByRole('button', { name: 'Aperçu' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    for (const label of ['Texte pour Instagram', 'Hashtags pour Instagram', 'Texte pour X', 'Hashtags pour X']) type(label, ' ');
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('create-preview-blocker').textContent).toBe("Écrivez le texte d'au moins un réseau pour voir l'aperçu.");
    expect(button.getAttribute('aria-describedby')).toBe('create-preview-blocker');
    type('Hashtags pour X', '#atelier');
    expect(button.disabled).toBe(false);
    expect(screen.queryByTestId('create-preview-blocker')).toBeNull();
  });
});
