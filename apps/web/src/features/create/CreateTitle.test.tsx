import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { contentItem } from '../content/test-fixtures.ts';
import { account, bodyOf, createServer, generation, installFakeXhr, media, photoFile, uploaded } from './create.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

/** A Manuelle post for X from these keywords, generated; answers the bodies the screen saves. */
async function generateFor(user: User, keywords: string[]) {
  installFakeXhr(() => uploaded(media()));
  const saved: Array<Record<string, unknown>> = [];
  mockFetch(
    createServer([account('twitter')], {
      'POST /api/generate-content': () => json(200, generation(['twitter'])),
      'POST /api/content/drafts': (init) => {
        saved.push(bodyOf(init));
        return json(201, { success: true, data: contentItem({ id: 'c9' }) });
      },
      'GET /api/content/history': () => json(200, { success: true, data: [], pagination: { page: 1, pageSize: 20, hasMore: false } }),
    }),
  );
  renderApp('/create');
  await screen.findByTestId('drop-zone');
  await user.click(screen.getByRole('tab', { name: 'Manuelle' }));
  await user.upload(screen.getByTestId('media-input'), photoFile());
  await screen.findByTestId('media-preview');
  for (const [index, keyword] of keywords.entries()) {
    await user.type(screen.getByLabelText(index === 0 ? 'Mot-clé 1 (obligatoire)' : `Mot-clé ${index + 1}`), keyword);
  }
  await user.click(screen.getByLabelText('Vendre'));
  await user.click(screen.getByRole('switch', { name: /X/ }));
  await user.click(screen.getByRole('button', { name: 'Générer du contenu' }));
  await screen.findByLabelText('Texte pour X');
  return saved;
}

const titleField = () => screen.getByLabelText('Titre') as HTMLInputElement;

describe('create screen: the title', () => {
  it('is drawn from the keywords and follows them until the user writes one, which is saved', async () => {
    const user = userEvent.setup();
    const saved = await generateFor(user, ['céramique ✨', 'fait main']);
    expect(titleField().value).toBe('Céramique, fait main');
    await user.type(screen.getByLabelText('Mot-clé 3'), '#hiver');
    expect(titleField().value).toBe('Céramique, fait main, hiver');

    await user.clear(titleField());
    await user.type(titleField(), 'Tasses de Noël');
    await user.type(screen.getByLabelText('Mot-clé 2'), ' et émaillé');
    expect(titleField().value).toBe('Tasses de Noël');
    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ title: 'Tasses de Noël', topics: ['céramique ✨', 'fait main et émaillé', '#hiver'] });
  });

  it('left blank, is the suggestion; with nothing to draw from, « Contenu généré - » and the local date and time', async () => {
    const user = userEvent.setup();
    const saved = await generateFor(user, ['bijoux']);
    await user.clear(titleField());
    expect(titleField().placeholder).toBe('Bijoux');
    // No keyword left: the first sentence of the text.
    await user.clear(screen.getByLabelText('Mot-clé 1 (obligatoire)'));
    expect(titleField().placeholder).toBe('Nouvelle collection faite main, à découvrir en boutique');
    await user.clear(screen.getByLabelText('Texte pour X'));
    expect(titleField().placeholder).toMatch(/^Contenu généré - /);
    await user.click(screen.getByRole('button', { name: 'Enregistrer en attente' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Created in Paris: the fallback carries the local date.
    expect(saved[0]?.title).toMatch(/^Contenu généré - \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/);
  });
});
