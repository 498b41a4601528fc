import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch, session } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { contentItem, lastQuery, page, publicationsServer, target } from '../content/test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const published = contentItem({
  id: 'p1',
  title: 'Lancement',
  status: 'published',
  platforms: ['instagram', 'twitter'],
  publishedAt: '2026-11-21T08:05:00.000Z',
  engagement: { impressions: 12_400, likes: 321 },
  targets: [target(), target({ id: 't-x', platform: 'twitter', status: 'failed', url: null, lastError: 'Le texte dépasse 280 caractères.' })],
});
const scheduled = contentItem({ id: 's1', title: 'Soldes', status: 'scheduled', scheduledFor: '2026-11-25T08:00:00.000Z' });
const unsure = contentItem({
  id: 'f1',
  title: null,
  status: 'failed',
  platforms: ['linkedin'],
  targets: [target({ id: 't-li', platform: 'linkedin', status: 'to_check', url: null, lastError: null })],
});
const draft = contentItem({ id: 'd1', title: 'Idée', status: 'draft' });
const running = contentItem({ id: 'r1', title: 'En route', status: 'publishing' });

const card = (id: string) => screen.findByTestId(`history-card-${id}`);
const evergreenSwitch = () => within(screen.getByTestId('history-card-p1')).getByRole('switch', { name: 'Republier automatiquement' });

describe('history', () => {
  it.each(['/history', '/publications/history'])('%s: status badges, date lines in the user’s zone, per-network outcome, engagement, links', async (path) => {
    mockFetch(publicationsServer({ 'GET /api/content/history': () => page([published, scheduled, unsure, draft, running]) }));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Historique' })).toBeTruthy();

    const done = await card('p1');
    expect(within(done).getByTestId('history-status').textContent).toBe('Publié');
    expect(within(done).getByTestId('history-date').textContent).toMatch(/^Publié le 21 novembre 2026 .*09:05$/);
    expect(
      within(done)
        .getByTestId('history-engagement')
        .textContent?.replace(/[\u00a0\u202f]/g, ' '),
    ).toBe("12 400 impressions · 321 J'aime");
    const instagram = within(done).getByTestId('target-instagram');
    expect(within(instagram).getByText('Publié')).toBeTruthy();
    expect(within(instagram).getByRole('link', { name: 'Voir la publication' }).getAttribute('href')).toBe('https://sandbox.example/p/1');
    const x = within(done).getByTestId('target-twitter');
    expect(within(x).getByText('Échec')).toBeTruthy();
    expect(within(x).getByText('Le texte dépasse 280 caractères.')).toBeTruthy();
    expect(within(x).queryByRole('link')).toBeNull();
    expect(within(done).getByRole('link', { name: 'Statistiques' }).getAttribute('href')).toBe('/analytics?post=p1');
    expect(within(done).getByRole('link', { name: 'Reposter' }).getAttribute('href')).toBe('/create?repost=p1');

    const later = await card('s1');
    expect(within(later).getByTestId('history-status').textContent).toBe('Programmé');
    expect(within(later).getByTestId('history-date').textContent).toMatch(/^Programmé pour le 25 novembre 2026 .*09:00$/);
    expect(within(later).queryByTestId('history-engagement')).toBeNull();

    const toCheck = await card('f1');
    expect(within(toCheck).getByRole('heading', { name: 'Contenu sans titre' })).toBeTruthy();
    expect(within(toCheck).getByTestId('history-status').textContent).toBe('Échec');
    expect(within(toCheck).getByText('À vérifier')).toBeTruthy();
    expect(within(toCheck).getByText(/vérifiez sur LinkedIn avant de republier/)).toBeTruthy();
    expect(within(toCheck).getByTestId('history-date').textContent).toMatch(/^Créé le /);

    expect(within(await card('d1')).getByTestId('history-status').textContent).toBe('Brouillon');
    expect(within(await card('r1')).getByTestId('history-status').textContent).toBe('En cours');
  });

  it('filters by network with the tabs and searches on the server', async () => {
    const fetchMock = mockFetch(
      publicationsServer({
        'GET /api/content/history': () => {
          const query = lastQuery(fetchMock, '/api/content/history');
          if (query.get('platform') === 'linkedin') return page([unsure]);
          if (query.get('search') === 'soldes') return page([scheduled]);
          return page([published, scheduled, unsure]);
        },
      }),
    );
    renderApp('/history');
    await card('p1');
    const tabs = screen.getByRole('tablist', { name: 'Filtrer par réseau' });
    expect(within(tabs).getAllByRole('tab')[0]?.textContent).toBe('Tous');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'LinkedIn' }));
    await waitFor(() => expect(screen.queryByTestId('history-card-p1')).toBeNull());
    expect(screen.getByTestId('history-card-f1')).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Tous' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher dans l’historique'.replace('’', "'") }), 'soldes');
    await waitFor(() => expect(screen.queryByTestId('history-card-p1')).toBeNull());
    expect(screen.getByTestId('history-card-s1')).toBeTruthy();
  });

  it('"Charger plus" reads the page after the last one’s cursor while the server says there is more', async () => {
    const fetchMock = mockFetch(
      publicationsServer({
        'GET /api/content/history': () => (lastQuery(fetchMock, '/api/content/history').get('page') === '2' ? page([draft], false, 2) : page([published], true)),
      }),
    );
    renderApp('/history');
    await card('p1');
    await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await card('d1')).toBeTruthy();
    expect(lastQuery(fetchMock, '/api/content/history').get('after')).toBe('2026-11-21T08:05:00.000000Z_p1');
    expect(screen.getByTestId('history-card-p1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull());
  });

  it('?post={id} highlights that post, fetching it when it is not on the first page', async () => {
    mockFetch(
      publicationsServer({
        'GET /api/content/history': () => page([published], true),
        'GET /api/content/f1': () => json(200, { success: true, data: unsure }),
      }),
    );
    renderApp('/history?post=f1');
    const highlighted = await card('f1');
    expect(highlighted.getAttribute('data-highlighted')).toBe('true');
    expect((await card('p1')).getAttribute('data-highlighted')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('content-f1'));
  });

  it('a failed load reads "Erreur lors du chargement de l’historique"; an empty one says there is nothing yet', async () => {
    mockFetch(publicationsServer({ 'GET /api/content/history': () => json(400, { success: false, code: 'validation.invalid', message: 'x' }) }));
    const view = renderApp('/history');
    expect((await screen.findByTestId('load-error')).textContent).toContain("Erreur lors du chargement de l'historique");
    view.unmount();
    mockFetch(publicationsServer({ 'GET /api/content/history': () => page([]) }));
    renderApp('/history');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Aucune publication pour l');
  });

  it('an empty network tab says nothing went there yet; "no match" only after a search', async () => {
    const fetchMock = mockFetch(
      publicationsServer({
        'GET /api/content/history': () => (lastQuery(fetchMock, '/api/content/history').get('platform') ? page([]) : page([published])),
      }),
    );
    renderApp('/history');
    await card('p1');
    await userEvent.click(screen.getByRole('tab', { name: 'TikTok' }));
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain("Aucune publication sur TikTok pour l'instant.");
    expect(empty.textContent).not.toContain('recherche');

    await userEvent.type(screen.getByRole('searchbox', { name: "Rechercher dans l'historique" }), 'soldes');
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toBe('Aucun contenu ne correspond à votre recherche.'));
  });

  describe('reposts and « Republier automatiquement »', () => {
    const repost = contentItem({
      id: 'r2',
      title: 'Lancement (bis)',
      status: 'published',
      repostOf: 'p1',
      publishedAt: '2026-12-21T08:05:00.000Z',
      engagement: { impressions: 1_200, likes: 45 },
      original: { id: 'p1', title: 'Lancement', engagement: { impressions: 900, likes: 30 } },
    });
    const unmeasured = contentItem({
      id: 'r3',
      title: 'Lancement (ter)',
      status: 'scheduled',
      repostOf: 'p1',
      scheduledFor: '2026-12-30T08:00:00.000Z',
      original: { id: 'p1', title: 'Lancement', engagement: { impressions: 900, likes: 30 } },
    });

    it('a repost names its original (a link that brings it into view) and sets its figures beside the original’s', async () => {
      mockFetch(publicationsServer({ 'GET /api/content/history': () => page([repost, unmeasured, published]) }));
      const { router } = renderApp('/publications/history');
      const shown = await card('r2');
      const origin = within(shown).getByRole('link', { name: 'Republication de « Lancement »' });
      const compare = within(shown).getByRole('list', { name: 'Comparaison avec l’original'.replace('’', "'") });
      expect(
        within(compare)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
      ).toEqual(['1 200 vues (original : 900)', "45 J'aime (original : 30)"]);
      expect(within(shown).queryByTestId('history-engagement')).toBeNull();
      // Not measured yet: the original's figures only.
      expect(within(await card('r3')).getByTestId('history-compare').textContent).toBe("Original : 900 vues · 30 J'aime");
      // A repost is not itself reposted automatically; an original may be.
      expect(within(shown).queryByRole('switch')).toBeNull();
      expect(within(await card('p1')).getByRole('switch', { name: 'Republier automatiquement' })).toBeTruthy();

      await userEvent.click(origin);
      await waitFor(() => expect(router.state.location.search).toBe('?post=p1'));
      expect(router.state.location.pathname).toBe('/publications/history');
      await waitFor(() => expect(screen.getByTestId('history-card-p1').getAttribute('data-highlighted')).toBe('true'));
    });

    it('« Republier automatiquement » opts a published original in and out, and says a refusal', async () => {
      let evergreen = false;
      const sent: unknown[] = [];
      mockFetch(
        publicationsServer({
          'GET /api/content/history': () => page([{ ...published, evergreen }]),
          'PUT /api/content/p1/evergreen': (init) => {
            const body = JSON.parse(String(init.body)) as { enabled: boolean };
            sent.push(body);
            if (sent.length === 3) return json(400, { success: false, code: 'evergreen.notPublished', message: 'Seule une publication déjà publiée peut être republiée.' });
            evergreen = body.enabled;
            return json(200, {
              success: true,
              message: evergreen ? 'Cette publication sera republiée automatiquement' : 'Cette publication ne sera plus republiée automatiquement',
              data: { ...published, evergreen },
            });
          },
        }),
      );
      renderApp('/history');
      await card('p1');
      expect(evergreenSwitch().getAttribute('aria-checked')).toBe('false');
      await userEvent.click(evergreenSwitch());
      expect(await screen.findByText('Cette publication sera republiée automatiquement')).toBeTruthy();
      await waitFor(() => expect(evergreenSwitch().getAttribute('aria-checked')).toBe('true'));
      await userEvent.click(evergreenSwitch());
      expect(await screen.findByText('Cette publication ne sera plus republiée automatiquement')).toBeTruthy();
      await waitFor(() => expect(evergreenSwitch().getAttribute('aria-checked')).toBe('false'));
      await userEvent.click(evergreenSwitch());
      expect(await screen.findByText('Erreur: Seule une publication déjà publiée peut être republiée.')).toBeTruthy();
      await waitFor(() => expect(evergreenSwitch().getAttribute('aria-checked')).toBe('false'));
      expect(sent).toEqual([{ enabled: true }, { enabled: false }, { enabled: true }]);
    });

    it('a viewer sees the comparison but no switch', async () => {
      const fetchMock = mockFetch(
        publicationsServer({
          'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone: 'Europe/Paris' }, workspace: { ...session.workspace, role: 'viewer' } }),
          'GET /api/content/history': () => page([repost, published]),
        }),
      );
      renderApp('/history');
      expect(within(await card('r2')).getByTestId('history-compare')).toBeTruthy();
      await waitFor(() => expect(within(screen.getByTestId('history-card-p1')).queryByRole('switch')).toBeNull());
      // « Reposter » opens the create screen, which is not the viewer's.
      expect(screen.queryByRole('link', { name: 'Reposter' })).toBeNull();
      expect(within(screen.getByTestId('history-card-p1')).getByRole('link', { name: 'Statistiques' })).toBeTruthy();
      expect(callsOf(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);
    });
  });
});
