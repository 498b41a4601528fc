import { inspirationSearchResponseSchema } from '@publia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { lastQuery } from '../content/test-fixtures.ts';
import { aCompetitor, aCompetitorPost, aNewsItem, anIdea, aTip, aTopic, inspirationServer, ok, someCompetitors } from './inspiration.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('/inspiration', () => {
  it('shows every block from the answers: the tip, the news newest first, the topics, the competitors, the ideas', async () => {
    mockFetch(
      inspirationServer({
        news: [
          aNewsItem({ id: 'old', title: 'Ancienne actu', publishedAt: '2026-11-10T09:00:00.000Z', link: null, keywords: [] }),
          aNewsItem({ id: 'new', publishedAt: '2026-11-20T09:00:00.000Z' }),
          // Later the same day but naming no keyword: the server ranks it after, and so it stays.
          aNewsItem({ id: 'later', publishedAt: '2026-11-20T15:00:00.000Z', keywords: [] }),
        ],
        competitors: someCompetitors({
          competitors: [
            aCompetitor({
              posts: [
                aCompetitorPost({ id: 'low', engagementRate: 1.1, likes: 900, publishedAt: '2026-11-20T10:00:00.000Z' }),
                aCompetitorPost({ id: 'best', engagementRate: 6.5, likes: 120, publishedAt: '2026-11-18T10:00:00.000Z' }),
                aCompetitorPost({ id: 'unknown', engagementRate: null, likes: 50, publishedAt: '2026-11-19T10:00:00.000Z' }),
              ],
            }),
          ],
        }),
      }),
    );
    renderApp('/inspiration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veille & Inspiration' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Veille & Inspiration · Publia'));

    // « Inspiration du jour », and its way to the post's statistics.
    const tip = await screen.findByTestId('daily-tip');
    expect(await within(tip).findByText('Refaites ce qui a marché')).toBeTruthy();
    expect(within(tip).getByTestId('tip-stats').getAttribute('href')).toBe('/analytics?post=c9');

    // The news, newest day first, dated in French, with their keywords and their source link.
    const items = await screen.findAllByTestId('news-item');
    expect(items.map((item) => item.dataset.itemId)).toEqual(['new', 'later', 'old']);
    expect(spaces(within(items[0]!).getByTestId('news-date').textContent)).toBe('20 novembre 2026');
    expect(within(items[0]!).getByRole('list', { name: 'Mots-clés trouvés' }).textContent).toBe('artisanatsalon');
    const read = within(items[0]!).getByTestId('news-link');
    expect(read.getAttribute('href')).toBe('https://journal.example/salon');
    expect(read.getAttribute('target')).toBe('_blank');
    expect(read.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(items[2]!).queryByTestId('news-link')).toBeNull();
    expect(screen.getByTestId('news-source-filter')).toBeTruthy();

    // The seven topics: this week's count and the rise, « nouveau » when nothing came before.
    const topics = await screen.findAllByTestId('trending-topic');
    expect(topics).toHaveLength(7);
    expect(within(topics[0]!).getByTestId('topic-count').textContent).toBe('3 articles cette semaine');
    expect(within(topics[0]!).getByTestId('topic-rise').textContent).toBe('×3');
    expect(within(topics[1]!).getByTestId('topic-count').textContent).toBe('1 article cette semaine');
    expect(within(topics[1]!).getByTestId('topic-rise').textContent).toBe('nouveau');
    const toggle = within(topics[0]!).getByRole('button', { name: /salon des métiers/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(topics[0]!)
        .getByRole('link', { name: /Salon des métiers d’art/ })
        .getAttribute('href'),
    ).toBe('https://journal.example/salon');

    // The competitor watch: keywords, the account, its latest posts newest first; « Posts inspirants »
    // the best first (engagement rate, unknown last).
    expect((await screen.findByTestId('watch-keywords')).textContent).toBe('artisanatcéramique');
    expect(screen.getByTestId('competitor-account').textContent).toContain('L’Atelier Voisin');
    expect(spaces(screen.getByTestId('competitor-account').textContent)).toContain('8 200 abonnés');
    expect(screen.getAllByTestId('competitor-post').map((post) => post.dataset.postId)).toEqual(['low', 'unknown', 'best']);
    expect(screen.getAllByTestId('post-analysis')[0]!.textContent).toContain('Les coulisses humanisent la marque');
    expect(screen.getAllByTestId('inspiring-post').map((post) => post.dataset.postId)).toEqual(['best', 'low', 'unknown']);

    // Saved ideas and the generator, the theme being the first watch keyword.
    expect((await screen.findAllByTestId('saved-idea'))[0]!.textContent).toContain('Montrer la fabrication d’un vase');
    expect((screen.getByLabelText('Thème') as HTMLInputElement).value).toBe('artisanat');
    expect([...(screen.getByLabelText('Objectif') as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Vendre',
      'Informer',
      'Inspirer',
      'Divertir',
      'Humaniser',
      'Rassurer',
    ]);
    // Headings in order: the page's h1, then an h2 per block.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Inspiration du jour',
      'Actus à ne pas manquer',
      'Veille concurrentielle (IA)',
      'Posts inspirants',
      'Sujets tendance',
      "Générateur d'idées",
      'Idées enregistrées',
    ]);
  });

  it('a tip without a post has no « Voir les statistiques »; a failed block says why and asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(
      inspirationServer({
        tip: aTip({ kind: 'general', contentId: null }),
        extra: {
          'GET /api/inspiration/topics': () =>
            fail ? json(400, { success: false, code: 'validation.invalid', message: 'Requête invalide.' }) : ok({ topics: [aTopic()], items: 3 }),
        },
      }),
    );
    renderApp('/inspiration');
    const tip = await screen.findByTestId('daily-tip');
    await within(tip).findByText('Refaites ce qui a marché');
    expect(within(tip).queryByTestId('tip-stats')).toBeNull();

    const topics = screen.getByTestId('trending-topics');
    const error = await within(topics).findByTestId('load-error');
    expect(error.textContent).toContain('Requête invalide.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await within(topics).findAllByTestId('trending-topic')).toHaveLength(1);
  });

  it('the search shows the results grouped in place of the blocks; cleared, the blocks come back', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      inspirationServer({
        extra: {
          'GET /api/inspiration/search': () =>
            ok(
              inspirationSearchResponseSchema.parse({
                success: true,
                data: { news: [aNewsItem({ id: 'found' })], topics: [aTopic()], competitorPosts: [aCompetitorPost()], ideas: [anIdea({ title: 'Idée salon' })] },
              }).data,
            ),
        },
      }),
    );
    renderApp('/inspiration');
    await screen.findByTestId('daily-tip');
    await user.type(screen.getByTestId('inspiration-search'), 'salon');
    const results = await screen.findByTestId('search-results');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/inspiration/search').get('q')).toBe('salon'));
    expect(screen.queryByTestId('daily-tip')).toBeNull();
    expect(
      within(results)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Actualités1', 'Tendances1', 'Posts concurrents1', 'Idées1']);
    expect(within(screen.getByTestId('search-news')).getByTestId('news-item').dataset.itemId).toBe('found');
    expect(within(screen.getByTestId('search-ideas')).getByTestId('saved-idea').textContent).toContain('Idée salon');
    // One request for the word, not one per key.
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/inspiration/search')).toHaveLength(1);

    await user.clear(screen.getByTestId('inspiration-search'));
    expect(await screen.findByTestId('daily-tip')).toBeTruthy();
    expect(screen.queryByTestId('search-results')).toBeNull();
  });

  it('in English, the tip the server wrote in French is worded from its keys', async () => {
    mockFetch(inspirationServer());
    renderApp('/inspiration', { locale: 'en' });
    const tip = await screen.findByTestId('daily-tip');
    expect(await within(tip).findByText('Do again what worked')).toBeTruthy();
    expect(within(tip).getByText('Your post “Lancement” on Instagram scored 85/100. Take up its angle and format again this week.')).toBeTruthy();
  });

  it('a trend notification’s link opens the page searching its topic', async () => {
    const fetchMock = mockFetch(inspirationServer({ extra: { 'GET /api/inspiration/search': () => ok({ news: [], topics: [aTopic()], competitorPosts: [], ideas: [] }) } }));
    renderApp('/inspiration?topic=menus%20v%C3%A9g%C3%A9tariens');
    expect(((await screen.findByTestId('inspiration-search')) as HTMLInputElement).value).toBe('menus végétariens');
    expect(await screen.findByTestId('search-topics')).toBeTruthy();
    await waitFor(() => expect(lastQuery(fetchMock, '/api/inspiration/search').get('q')).toBe('menus végétariens'));
  });

  it('the search says when nothing is found', async () => {
    const user = userEvent.setup();
    mockFetch(inspirationServer({ extra: { 'GET /api/inspiration/search': () => ok({ news: [], topics: [], competitorPosts: [], ideas: [] }) } }));
    renderApp('/inspiration');
    await user.type(await screen.findByTestId('inspiration-search'), 'zzz');
    expect((await screen.findByTestId('search-empty')).textContent).toContain('Rien trouvé pour « zzz »');
  });

  it('« Créer un post » opens the create screen with the item’s keywords, else words of its title, and its text', async () => {
    const user = userEvent.setup();
    mockFetch(
      inspirationServer({
        news: [
          aNewsItem({ id: 'a', keywords: ['artisanat', 'salon'], publishedAt: '2026-11-20T09:00:00.000Z' }),
          aNewsItem({
            id: 'b',
            keywords: [],
            title: 'Les marchés de Noël attirent toujours plus de visiteurs',
            summary: 'Une hausse de 12 %.',
            publishedAt: '2026-11-19T09:00:00.000Z',
          }),
        ],
      }),
    );
    const { router } = renderApp('/inspiration');
    const [first, second] = await screen.findAllByTestId('news-item');
    const description = encodeURIComponent('Salon des métiers d’art : les exposants dévoilent leurs créations\n\nTrois jours à Lyon pour découvrir le travail de 200 artisans.');
    expect(within(first!).getByTestId('news-create-post').getAttribute('href')).toBe(`/create?keywords=artisanat,salon&description=${description}`);
    const fromTitle = new URL(within(second!).getByTestId('news-create-post').getAttribute('href')!, 'https://publia.example');
    expect(fromTitle.searchParams.get('keywords')).toBe('marchés,Noël,attirent');
    expect(fromTitle.searchParams.get('description')).toBe('Les marchés de Noël attirent toujours plus de visiteurs\n\nUne hausse de 12 %.');

    await user.click(within(first!).getByTestId('news-create-post'));
    await waitFor(() => expect(currentPath(router)).toBe(`/create?keywords=artisanat,salon&description=${description}`));
    expect(((await screen.findByLabelText('Mot-clé 1 (obligatoire)')) as HTMLInputElement).value).toBe('artisanat');
    expect((screen.getByLabelText('Mot-clé 2') as HTMLInputElement).value).toBe('salon');
    expect((screen.getByLabelText('Description (facultative)') as HTMLTextAreaElement).value).toContain('Trois jours à Lyon');
  });

  it('a viewer sees every block but no button that adds, saves, edits, deletes or generates', async () => {
    mockFetch(inspirationServer({ role: 'viewer' }));
    renderApp('/inspiration');
    await screen.findAllByTestId('news-item');
    await screen.findAllByTestId('saved-idea');
    await screen.findAllByTestId('competitor-post');
    await screen.findByTestId('watch-keywords');
    for (const id of [
      'manage-sources',
      'news-save',
      'news-create-post',
      'keywords-edit',
      'competitors-refresh',
      'competitor-add',
      'competitor-remove',
      'competitor-summary',
      'inspiring-save',
      'inspiring-create',
      'generator-submit',
      'idea-edit',
      'idea-delete',
      'idea-draft',
    ]) {
      expect(screen.queryByTestId(id), id).toBeNull();
    }
    expect(screen.getByTestId('news-link')).toBeTruthy();
    expect(screen.getByTestId('idea-generator').textContent).toContain('réservée aux membres qui créent du contenu');
  });
});
