import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { aCompetitorPost, anIdea, inspirationServer, ok, sentTo, someCompetitors, aCompetitor } from './inspiration.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const generated = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ title: `Idée ${index + 1}`, text: `Texte de l’idée ${index + 1}.`, hashtags: ['#artisanat', `idee${index + 1}`] }));

describe('/inspiration: keywords, competitors and ideas', () => {
  it('the keyword dialog edits the list (one input per keyword) and saves it; a refusal is the server’s sentence', async () => {
    const user = userEvent.setup();
    let keywords = ['artisanat', 'céramique'];
    let refuse = true;
    const fetchMock = mockFetch(
      inspirationServer({
        extra: {
          'GET /api/inspiration/keywords': () => ok({ keywords }),
          'PUT /api/inspiration/keywords': (init) => {
            if (refuse) {
              refuse = false;
              return json(400, { success: false, code: 'inspiration.keywordTooLong', message: 'Le mot-clé « poterie » est trop long (au plus 40 caractères).' });
            }
            keywords = (JSON.parse(String(init.body)) as { keywords: string[] }).keywords;
            return ok({ keywords });
          },
        },
      }),
    );
    renderApp('/inspiration');
    await user.click(await screen.findByTestId('keywords-edit'));
    const dialog = await screen.findByTestId('keywords-dialog');
    const inputs = within(dialog).getAllByTestId('keyword-input') as HTMLInputElement[];
    expect(inputs.map((input) => input.value)).toEqual(['artisanat', 'céramique']);
    expect(inputs[0]!.getAttribute('aria-label')).toBe('Mot-clé 1');

    await user.click(within(dialog).getByRole('button', { name: 'Retirer le mot-clé 2' }));
    await user.click(within(dialog).getByTestId('keyword-add'));
    const added = within(dialog).getAllByTestId('keyword-input').at(-1)!;
    expect(document.activeElement).toBe(added);
    await user.type(added, 'poterie');
    await user.click(within(dialog).getByTestId('keyword-add'));
    await user.click(within(dialog).getByTestId('keywords-save'));
    expect(await within(dialog).findByTestId('keywords-error')).toBeTruthy();
    expect(within(dialog).getByTestId('keywords-error').textContent).toContain('Le mot-clé « poterie » est trop long');

    await user.click(within(dialog).getByTestId('keywords-save'));
    // The empty input is left out.
    expect(sentTo(fetchMock, 'PUT', '/api/inspiration/keywords')).toEqual({ keywords: ['artisanat', 'poterie'] });
    await waitFor(() => expect(screen.queryByTestId('keywords-dialog')?.hasAttribute('open') ?? false).toBe(false));
    await waitFor(() => expect(screen.getByTestId('watch-keywords').textContent).toBe('artisanatpoterie'));
  });

  it('« Annuler » closes the keyword dialog without saving', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(inspirationServer());
    renderApp('/inspiration');
    await user.click(await screen.findByTestId('keywords-edit'));
    const dialog = await screen.findByTestId('keywords-dialog');
    await user.type(within(dialog).getAllByTestId('keyword-input')[0]!, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(callsOf(fetchMock)).not.toContain('PUT /api/inspiration/keywords');
  });

  it('the generator shows five ideas; « Enregistrer » saves one with its network and objective', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      inspirationServer({
        extra: {
          'POST /api/inspiration/ideas/generate': () => ok({ ideas: generated(5), provider: 'local', network: 'linkedin', objective: 'inform' }),
          'POST /api/inspiration/ideas': (init) =>
            json(201, { success: true, message: 'Idée enregistrée', data: anIdea({ id: 'i7', ...(JSON.parse(String(init.body)) as object) }) }),
        },
      }),
    );
    renderApp('/inspiration');
    const generator = await screen.findByTestId('idea-generator');
    await waitFor(() => expect((within(generator).getByLabelText('Thème') as HTMLInputElement).value).toBe('artisanat'));
    await user.clear(within(generator).getByLabelText('Thème'));
    await user.type(within(generator).getByLabelText('Thème'), 'fêtes de fin d’année');
    await user.selectOptions(within(generator).getByLabelText('Objectif'), 'inform');
    await user.selectOptions(within(generator).getByLabelText('Réseau'), 'linkedin');
    await user.click(within(generator).getByTestId('generator-submit'));
    expect(sentTo(fetchMock, 'POST', '/api/inspiration/ideas/generate')).toEqual({ theme: 'fêtes de fin d’année', objective: 'inform', network: 'linkedin' });

    const ideas = await within(generator).findAllByTestId('generated-idea');
    expect(ideas).toHaveLength(5);
    expect(ideas[0]!.textContent).toContain('#artisanat #idee1');
    await user.click(within(ideas[1]!).getByTestId('generated-idea-save'));
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST', '/api/inspiration/ideas')).toEqual({
        title: 'Idée 2',
        text: 'Texte de l’idée 2.',
        hashtags: ['#artisanat', 'idee2'],
        network: 'linkedin',
        objective: 'inform',
      }),
    );
    await waitFor(() => expect(within(ideas[1]!).getByTestId('generated-idea-save').textContent).toBe('Enregistré'));
    expect(await screen.findByText('Idée enregistrée')).toBeTruthy();
  });

  it('a saved idea is edited in place, deleted after a confirmation, and turned into a draft', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      inspirationServer({
        ideas: [anIdea(), anIdea({ id: 'i2', title: 'Deuxième idée' })],
        extra: {
          'PUT /api/inspiration/ideas/i1': () => ok(anIdea({ title: 'Vase en direct' })),
          'DELETE /api/inspiration/ideas/i2': () => ok(undefined),
          'POST /api/inspiration/ideas/i1/draft': () => json(201, { success: true, message: "Brouillon créé à partir de l'idée", data: { contentId: 'c42' } }),
        },
      }),
    );
    const { router } = renderApp('/inspiration');
    const [first, second] = await screen.findAllByTestId('saved-idea');
    await user.click(within(first!).getByTestId('idea-edit'));
    const form = screen.getByTestId('idea-edit-form');
    await user.clear(within(form).getByLabelText('Titre'));
    await user.type(within(form).getByLabelText('Titre'), 'Vase en direct');
    await user.click(within(form).getByTestId('idea-edit-save'));
    expect(sentTo(fetchMock, 'PUT', '/api/inspiration/ideas/i1')).toEqual({
      title: 'Vase en direct',
      text: 'Une vidéo courte, du tour au four.',
      hashtags: ['#ceramique'],
      network: 'instagram',
      objective: 'inspire',
    });
    await waitFor(() => expect(screen.queryByTestId('idea-edit-form')).toBeNull());

    await user.click(within(second!).getByTestId('idea-delete'));
    const confirm = await screen.findByTestId('idea-delete-dialog');
    expect(confirm.textContent).toContain('« Deuxième idée » sera supprimée définitivement');
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/inspiration/ideas/i2');
    await user.click(within(confirm).getByTestId('idea-delete-dialog-confirm'));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('DELETE /api/inspiration/ideas/i2'));

    await user.click(within(screen.getAllByTestId('saved-idea')[0]!).getByTestId('idea-draft'));
    await waitFor(() => expect(currentPath(router)).toBe('/publications/pending'));
    expect(callsOf(fetchMock)).toContain('POST /api/inspiration/ideas/i1/draft');
  });

  it('competitors: a network without an account is offered disabled, a refusal is shown by the form, a summary goes to the ideas', async () => {
    const user = userEvent.setup();
    const refusal = 'Aucun compte public « inconnu » sur Instagram (un compte Instagram doit être professionnel pour être lu).';
    const fetchMock = mockFetch(
      inspirationServer({
        competitors: someCompetitors({ competitors: [aCompetitor({ posts: [aCompetitorPost({ text: 'Notre atelier en fête #noel #faitmain' })] })] }),
        extra: {
          'POST /api/inspiration/competitors': () => json(404, { success: false, code: 'inspiration.competitorNotFound', message: refusal }),
          'POST /api/inspiration/competitors/posts/p1/summary': () =>
            json(201, { success: true, message: 'Résumé enregistré dans vos idées', data: anIdea({ id: 'i5', source: 'competitor' }) }),
          'POST /api/inspiration/competitors/refresh': () => ok(someCompetitors()),
        },
      }),
    );
    renderApp('/inspiration');
    const form = await screen.findByTestId('competitor-form');
    const network = within(form).getByLabelText('Réseau') as HTMLSelectElement;
    expect([...network.options].map((option) => [option.value, option.disabled, option.text])).toEqual([
      ['instagram', false, 'Instagram'],
      ['twitter', true, 'X (aucun compte connecté)'],
    ]);
    expect(within(form).getByTestId('competitor-networks-off').textContent).toContain("Pour suivre des comptes X, connectez d'abord un compte");
    await user.type(within(form).getByLabelText('Nom du compte'), '@inconnu');
    await user.click(within(form).getByTestId('competitor-add'));
    expect((await within(form).findByTestId('competitor-error')).textContent).toBe(refusal);
    expect(sentTo(fetchMock, 'POST', '/api/inspiration/competitors')).toEqual({ network: 'instagram', handle: 'inconnu' });

    const ideasBefore = callsOf(fetchMock).filter((call) => call === 'GET /api/inspiration/ideas').length;
    await user.click(within(screen.getByTestId('competitor-post')).getByTestId('competitor-summary'));
    expect(await screen.findByText('Résumé enregistré dans vos idées')).toBeTruthy();
    await waitFor(() => expect(callsOf(fetchMock).filter((call) => call === 'GET /api/inspiration/ideas').length).toBeGreaterThan(ideasBefore));

    await user.click(screen.getByTestId('competitors-refresh'));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/inspiration/competitors/refresh'));

    // « S'inspirer » starts a post from the hashtags and the text.
    const inspire = within(screen.getByTestId('inspiring-post')).getByTestId('inspiring-create');
    const address = new URL(inspire.getAttribute('href')!, 'https://publia.example');
    expect(address.pathname).toBe('/create');
    expect(address.searchParams.get('keywords')).toBe('noel,faitmain');
    expect(address.searchParams.get('description')).toBe('Notre atelier en fête #noel #faitmain');
  });
});
