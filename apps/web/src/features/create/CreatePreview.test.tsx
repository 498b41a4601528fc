import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { answerEachFile, createServer, fillAndGenerate, generation, photo, writeAltText } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Two photos uploaded, Instagram and X picked, the texts generated: the editors show. */
async function generatedForInstagramAndX() {
  answerEachFile();
  mockFetch(createServer([], { 'POST /api/generate-content': () => json(200, generation(['instagram', 'twitter'])) }));
  const user = userEvent.setup();
  renderApp('/create');
  await fillAndGenerate(user, [photo('a.jpg'), photo('b.jpg')], [/Instagram/, /^X/]);
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
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Instagram', 'X']);

    const instagram = within(dialog).getByTestId('preview-instagram');
    expect(within(instagram).getByTestId('preview-text').textContent).toContain('Portes ouvertes samedi à l’atelier.\n\n#artisanat #instagram');
    expect(
      within(instagram)
        .getAllByTestId('preview-media')
        .map((medium) => medium.getAttribute('src')),
    ).toEqual(['/media/w1/a.jpg', '/media/w1/b.jpg']);
    expect(within(instagram).getByTestId('preview-first-comment').textContent).toContain('Adresse en bio');

    await user.click(within(dialog).getByRole('tab', { name: 'X' }));
    const x = within(dialog).getByTestId('preview-twitter');
    expect(
      within(x)
        .getAllByTestId('preview-x-post')
        .map((post) => within(post).getByTestId('preview-text').textContent),
    ).toEqual(['Samedi, portes ouvertes !\n\n#artisanat #twitter', 'Venez avec vos questions.']);
    expect(within(x).queryByTestId('preview-first-comment')).toBeNull();
  });

  it('gives each photo its alternative text as its alt, as the networks give it to screen readers', async () => {
    const user = await generatedForInstagramAndX();
    await writeAltText(user, 2, 'Un bol en grès bleu posé sur une table en chêne.');
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    const dialog = await screen.findByTestId('preview-dialog');
    const instagram = within(dialog).getByTestId('preview-instagram');
    expect(
      within(instagram)
        .getAllByTestId('preview-media')
        .map((medium) => [medium.getAttribute('src'), medium.getAttribute('alt')]),
    ).toEqual([
      ['/media/w1/a.jpg', ''],
      ['/media/w1/b.jpg', 'Un bol en grès bleu posé sur une table en chêne.'],
    ]);
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
