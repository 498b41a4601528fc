import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { lastQuery } from '../content/test-fixtures.ts';
import { aNewsItem, aSector, aSource, inspirationServer, ok, sentTo } from './inspiration.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openSources(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('manage-sources'));
  const dialog = await screen.findByTestId('sources-dialog');
  await within(dialog).findAllByTestId('source-item');
  return dialog;
}

describe('/inspiration: the news sources', () => {
  it('« Gérer les sources » lists the feeds with their state, and a refused address shows the server’s sentence under the field', async () => {
    const user = userEvent.setup();
    const refusal = '« https://pas-un-flux.example » est une page web sans flux RSS ou Atom déclaré.';
    const fetchMock = mockFetch(
      inspirationServer({
        sources: [
          aSource(),
          aSource({
            id: 's2',
            title: 'Flux cassé',
            url: 'https://casse.example/rss',
            status: 'error',
            error: 'Le site de « https://casse.example/rss » est injoignable.',
            items: 0,
          }),
        ],
        extra: {
          'POST /api/inspiration/sources': () => json(400, { success: false, code: 'inspiration.feed.html_page', message: refusal, field: 'url' }),
        },
      }),
    );
    renderApp('/inspiration');
    const dialog = await openSources(user);
    expect(dialog.hasAttribute('open')).toBe(true);
    const [fine, broken] = within(dialog).getAllByTestId('source-item');
    expect(within(fine!).getByTestId('source-status').textContent).toBe('À jour');
    expect(fine!.textContent).toContain('42 articles');
    expect(within(broken!).getByTestId('source-status').textContent).toBe('Erreur');
    expect(within(broken!).getByTestId('source-error').textContent).toBe('Le site de « https://casse.example/rss » est injoignable.');
    expect(within(dialog).getByTestId('opml-export').getAttribute('href')).toBe('/api/inspiration/sources/opml');
    expect(within(dialog).getByTestId('opml-export').hasAttribute('download')).toBe(true);

    const input = within(dialog).getByLabelText('Adresse du flux ou du site');
    await user.type(input, 'https://pas-un-flux.example');
    await user.click(within(dialog).getByTestId('source-add'));
    expect(await within(within(dialog).getByTestId('source-form')).findByText(refusal)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(fetchMock, 'POST', '/api/inspiration/sources')).toEqual({ url: 'https://pas-un-flux.example' });
    // The address stays, to be corrected.
    expect((input as HTMLInputElement).value).toBe('https://pas-un-flux.example');
  });

  it('an added source reads the sources and the news again; « Retirer » and « Actualiser » call the API', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      inspirationServer({
        extra: {
          'POST /api/inspiration/sources': () => json(201, { success: true, message: 'Source ajoutée : Métiers', data: aSource({ id: 's3', title: 'Métiers' }) }),
          'DELETE /api/inspiration/sources/s1': () => ok(undefined),
          'POST /api/inspiration/sources/refresh': () => ok({ sources: [aSource()], sectors: [aSector()] }),
        },
      }),
    );
    renderApp('/inspiration');
    const dialog = await openSources(user);
    const before = callsOf(fetchMock).filter((call) => call === 'GET /api/inspiration/news').length;
    await user.type(within(dialog).getByLabelText('Adresse du flux ou du site'), 'https://metiers.example');
    await user.click(within(dialog).getByTestId('source-add'));
    expect(await screen.findByText('Source ajoutée : Métiers')).toBeTruthy();
    await waitFor(() => expect(callsOf(fetchMock).filter((call) => call === 'GET /api/inspiration/news').length).toBeGreaterThan(before));
    expect((within(dialog).getByLabelText('Adresse du flux ou du site') as HTMLInputElement).value).toBe('');

    await user.click(within(dialog).getByRole('button', { name: 'Retirer la source Le Journal des Artisans' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('DELETE /api/inspiration/sources/s1'));
    await user.click(within(dialog).getByTestId('sources-refresh'));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/inspiration/sources/refresh'));
  });

  it('imports an OPML file as text and says how many sources came in', async () => {
    const user = userEvent.setup();
    const opml = '<?xml version="1.0"?><opml version="2.0"><body><outline xmlUrl="https://a.example/rss"/></body></opml>';
    const refused = {
      url: 'http://127.0.0.1/flux.xml',
      reason: '« http://127.0.0.1/flux.xml » désigne une adresse du réseau interne : Publia ne la lit pas.',
      reasonWorded: { key: 'inspiration.feed.private_address', params: { url: 'http://127.0.0.1/flux.xml', detail: '' } },
    };
    const fetchMock = mockFetch(
      inspirationServer({ extra: { 'POST /api/inspiration/sources/opml': () => ok({ added: 3, skipped: 1, refused: [refused], sources: [aSource()] }) } }),
    );
    renderApp('/inspiration');
    const dialog = await openSources(user);
    const file = new File([opml], 'flux.opml', { type: 'text/x-opml' });
    await user.upload(within(dialog).getByLabelText('Importer un fichier OPML'), file);
    await within(dialog).findByTestId('opml-result');
    expect(within(dialog).getByTestId('opml-counts').textContent).toBe('3 sources ajoutées, 1 ignorée');
    // The address refused is named, with why.
    expect(within(dialog).getByTestId('opml-refused').textContent).toBe(refused.reason);
    expect(sentTo(fetchMock, 'POST', '/api/inspiration/sources/opml')).toEqual({ opml });
  });

  it('a first visit (no source) offers the sector’s sources: one click follows one', async () => {
    const user = userEvent.setup();
    let followed = false;
    const fetchMock = mockFetch(
      inspirationServer({
        extra: {
          'GET /api/inspiration/sources': () =>
            ok({
              sources: followed ? [aSource({ id: 's9', title: 'Métiers d’art Hebdo' })] : [],
              sectors: [aSector(), aSector({ id: 'food', label: 'Restauration', sources: [{ title: 'Cuisine Pro', url: 'https://cuisine.example/rss', added: false }] })],
            }),
          'POST /api/inspiration/sources': () => {
            followed = true;
            return json(201, { success: true, data: aSource({ id: 's9' }) });
          },
        },
      }),
    );
    renderApp('/inspiration');
    const first = await screen.findByTestId('first-sources');
    expect(screen.queryAllByTestId('news-item')).toHaveLength(0);
    // The sources already followed say so.
    expect(within(first).getByTestId('suggested-followed').textContent).toBe('Suivie');
    await user.selectOptions(within(first).getByLabelText('Votre secteur'), 'food');
    expect(within(first).getByText('Cuisine Pro')).toBeTruthy();
    await user.selectOptions(within(first).getByLabelText('Votre secteur'), 'craft');
    await user.click(within(first).getByRole('button', { name: 'Ajouter Métiers d’art Hebdo' }));
    expect(sentTo(fetchMock, 'POST', '/api/inspiration/sources')).toEqual({ url: 'https://metiers.example/feed' });
    expect(await screen.findAllByTestId('news-item')).toHaveLength(1);
    expect(screen.queryByTestId('first-sources')).toBeNull();
  });

  it('filters the news by source and pages with « Voir plus »', async () => {
    const user = userEvent.setup();
    let page = 0;
    const fetchMock = mockFetch(
      inspirationServer({
        sources: [aSource(), aSource({ id: 's2', title: 'Déco Mag' })],
        extra: {
          'GET /api/inspiration/news': () => {
            page += 1;
            const items = page % 2 === 1 ? [aNewsItem({ id: `n${page}` })] : [aNewsItem({ id: `n${page}`, publishedAt: '2026-11-01T09:00:00.000Z' })];
            return ok({ items, total: 2, page: page % 2 === 1 ? 1 : 2, pageSize: 1 });
          },
        },
      }),
    );
    renderApp('/inspiration');
    await screen.findAllByTestId('news-item');
    await user.click(screen.getByTestId('news-more'));
    await waitFor(() => expect(screen.getAllByTestId('news-item')).toHaveLength(2));
    expect(lastQuery(fetchMock, '/api/inspiration/news').get('page')).toBe('2');
    expect(screen.queryByTestId('news-more')).toBeNull();

    await user.selectOptions(screen.getByTestId('news-source-filter'), 's2');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/inspiration/news').get('source')).toBe('s2'));
    expect(lastQuery(fetchMock, '/api/inspiration/news').get('page')).toBe('1');
  });

  it('« Enregistrer » keeps a news item in the ideas; a saved one says « Enregistré »', async () => {
    const user = userEvent.setup();
    let saved = false;
    const fetchMock = mockFetch(
      inspirationServer({
        extra: {
          'GET /api/inspiration/news': () => ok({ items: [aNewsItem({ savedIdeaId: saved ? 'i9' : null })], total: 1, page: 1, pageSize: 20 }),
          'POST /api/inspiration/ideas/from': () => {
            saved = true;
            return json(201, {
              success: true,
              message: 'Enregistré dans vos idées',
              data: {
                id: 'i9',
                title: 't',
                text: '',
                hashtags: [],
                network: null,
                objective: null,
                source: 'news',
                sourceUrl: null,
                author: null,
                createdAt: '2026-11-21T09:00:00.000Z',
                updatedAt: '2026-11-21T09:00:00.000Z',
              },
            });
          },
        },
      }),
    );
    renderApp('/inspiration');
    const item = (await screen.findAllByTestId('news-item'))[0]!;
    await user.click(within(item).getByTestId('news-save'));
    expect(sentTo(fetchMock, 'POST', '/api/inspiration/ideas/from')).toEqual({ kind: 'news', id: 'n1' });
    await waitFor(() => expect(within(screen.getAllByTestId('news-item')[0]!).getByTestId('news-save').textContent).toBe('Enregistré'));
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/inspiration/ideas').length).toBeGreaterThanOrEqual(2);
  });
});
