import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { lastQuery } from '../content/test-fixtures.ts';
import { aPost, aSummary, analyticsServer, insight } from './analytics.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const table = () => screen.findByTestId('best-posts-table');

describe('/analytics', () => {
  it('shows the three cards with their change vs the previous period, « — » when there is nothing to compare', async () => {
    mockFetch(analyticsServer());
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiques' })).toBeTruthy();

    const impressions = await screen.findByTestId('card-impressions');
    expect(spaces(within(impressions).getByTestId('card-value').textContent)).toBe('12 400');
    const up = within(impressions).getByTestId('card-change');
    expect(up.dataset.trend).toBe('up');
    expect(up.className).toContain('text-emerald-700');
    expect(spaces(up.textContent)).toContain('+12 % vs période précédente');

    const engagement = screen.getByTestId('card-engagement');
    expect(within(engagement).getByTestId('card-value').textContent).toBe('640');
    expect(spaces(within(engagement).getByTestId('card-rate').textContent)).toBe("Taux d'engagement : 5,2 %");
    const down = within(engagement).getByTestId('card-change');
    expect(down.dataset.trend).toBe('down');
    expect(down.className).toContain('text-red-700');
    expect(spaces(down.textContent)).toContain('-20 % vs période précédente');

    const followers = screen.getByTestId('card-followers');
    expect(within(followers).getByTestId('card-value').textContent).toBe('85');
    const none = within(followers).getByTestId('card-change');
    expect(none.dataset.trend).toBe('none');
    expect(none.textContent).toContain('—');
    expect(none.textContent).toContain('Rien à comparer avec la période précédente');

    // The last sync in the user's zone (Europe/Paris: 08:05 UTC is 09:05).
    expect(spaces(screen.getByTestId('last-sync').textContent)).toBe('Dernière synchronisation : 21 novembre 2026 à 09:05');
    // What each network does not give, said once.
    expect(screen.getByTestId('unavailable-figures').textContent).toContain('LinkedIn ne fournit pas : Enregistrements, Portée');
  });

  it('switching the period asks the API again with ?period= and keeps it in the address', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(analyticsServer());
    const { router } = renderApp('/analytics');
    await screen.findByTestId('card-impressions');
    expect(lastQuery(fetchMock, '/api/analytics/summary').get('period')).toBe('30d');
    expect(screen.getByRole('tab', { name: '30 j' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: '7 j' }));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/analytics/summary').get('period')).toBe('7d'));
    expect(lastQuery(fetchMock, '/api/analytics/posts').get('period')).toBe('7d');
    expect(lastQuery(fetchMock, '/api/analytics/insight').get('period')).toBe('7d');
    expect(currentPath(router)).toBe('/analytics?period=7d');
    expect(screen.getByRole('tab', { name: '7 j' }).getAttribute('aria-selected')).toBe('true');

    // The export links follow the filter.
    await user.click(screen.getByTestId('export-button'));
    expect(screen.getByTestId('export-csv').getAttribute('href')).toBe('/api/analytics/export.csv?period=7d');
    expect(screen.getByTestId('export-pdf').getAttribute('href')).toBe('/api/analytics/export.pdf?period=7d');
    expect(screen.getByTestId('export-csv').hasAttribute('download')).toBe(true);
  });

  it('filters by network (?network=) and shows « — » « Non fourni par LinkedIn » for a figure it does not give', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      analyticsServer({
        summary: aSummary({
          network: 'linkedin',
          cards: {
            impressions: { value: 180, previous: 150, change: 0.2 },
            engagement: { value: 12, previous: 12, change: 0, rate: 0.0667 },
            followers: { value: null, previous: null, change: null },
            clicks: { value: 0, previous: 0, change: null },
          },
        }),
        posts: [
          aPost({
            platform: 'linkedin',
            figures: { impressions: 70, reach: null, likes: 10, comments: 2, shares: 1, saves: null, clicks: null, engagement: null },
            engagementRate: null,
          }),
        ],
      }),
    );
    const { router } = renderApp('/analytics?network=linkedin&period=90d');
    const followers = await screen.findByTestId('card-followers');
    expect(lastQuery(fetchMock, '/api/analytics/summary').get('network')).toBe('linkedin');
    expect(lastQuery(fetchMock, '/api/analytics/summary').get('period')).toBe('90d');
    const missing = within(followers).getByTestId('figure-missing');
    expect(missing.textContent).toBe('—Non fourni par LinkedIn');
    expect(missing.getAttribute('title')).toBe('Non fourni par LinkedIn');
    expect(within(followers).getByTestId('card-value').textContent).not.toContain('0');

    const row = within(await table()).getAllByTestId('best-post-row')[0]!;
    expect(
      within(row)
        .getAllByTestId('figure-missing')
        .map((cell) => cell.getAttribute('title')),
    ).toEqual(['Non fourni par LinkedIn', 'Non fourni par LinkedIn']);

    await user.selectOptions(screen.getByLabelText('Réseau'), '');
    expect(currentPath(router)).toBe('/analytics?period=90d');
  });

  it('best posts: title or « Contenu sans titre », score badge and engagement ratio colours, « Détails » link', async () => {
    mockFetch(
      analyticsServer({
        posts: [
          aPost({ contentId: 'c1', targetId: 't1', score: 90, engagementRate: 0.2 }),
          aPost({ contentId: 'c2', targetId: 't2', title: '  ', score: 70, engagementRate: 0.12, reasons: [] }),
          aPost({
            contentId: 'c3',
            targetId: 't3',
            score: 45,
            engagementRate: 0.05,
            reasons: [
              { code: 'impressions_below', ratio: 0.4 },
              { code: 'too_recent', ratio: null },
            ],
          }),
          aPost({ contentId: 'c4', targetId: 't4', score: null, engagementRate: null, reasons: [] }),
        ],
      }),
    );
    renderApp('/analytics');
    const rows = within(await table()).getAllByTestId('best-post-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Lancement de la collection');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Contenu sans titre');
    expect(spaces(rows[0]!.textContent)).toContain('20 novembre 2026');
    expect(spaces(rows[0]!.textContent)).toContain('5 000');
    expect(rows.map((row) => within(row).getByTestId('score-badge').dataset.tone)).toEqual(['success', 'warning', 'danger', 'neutral']);
    expect(rows.map((row) => within(row).getByTestId('score-badge').textContent)).toEqual([
      '90Score : 90 sur 100',
      '70Score : 70 sur 100',
      '45Score : 45 sur 100',
      '—Pas encore de score',
    ]);
    expect(rows.map((row) => within(row).getByTestId('post-rate').dataset.tone)).toEqual(['green', 'blue', 'plain', 'plain']);
    expect(within(rows[0]!).getByTestId('post-rate').innerHTML).toContain('text-emerald-700');
    expect(within(rows[1]!).getByTestId('post-rate').innerHTML).toContain('text-blue-700');
    expect(spaces(within(rows[0]!).getByTestId('post-rate').textContent)).toBe('20 %');

    const details = within(rows[0]!).getByRole('link', { name: 'Détails : Lancement de la collection' });
    expect(details.getAttribute('href')).toBe('/analytics?post=c1');
    // The phone's cards hold the same rows.
    expect(screen.getAllByTestId('best-post-card')).toHaveLength(4);

    // The AI score block: average, comment, each best post's reasons in French.
    const block = screen.getByTestId('score-block');
    await within(block).findByText(insight.comment);
    expect(within(within(block).getByTestId('average-score')).getByTestId('score-badge').textContent).toBe('74Score : 74 sur 100');
    const reasons = within(block)
      .getAllByTestId('post-reasons')
      .map((item) => spaces(item.textContent));
    expect(reasons[0]).toContain("Taux d'engagement 2,3 × la médiane du compte");
    expect(reasons[1]).toContain('Impressions 0,4 × la médiane du compte');
    expect(reasons[1]).toContain('Publication trop récente pour être comparée');
  });

  it('« Détails » keeps the period, and leads to the post', async () => {
    const user = userEvent.setup();
    mockFetch(analyticsServer({ extra: { 'GET /api/content/c1/analytics': () => json(404, { success: false, code: 'content.notFound', message: 'Contenu introuvable.' }) } }));
    const { router } = renderApp('/analytics?period=1y');
    const row = within(await table()).getAllByTestId('best-post-row')[0]!;
    const details = within(row).getByRole('link', { name: /^Détails/ });
    expect(details.getAttribute('href')).toBe('/analytics?post=c1&period=1y');
    await user.click(details);
    expect(currentPath(router)).toBe('/analytics?post=c1&period=1y');
    expect(await screen.findByTestId('post-detail')).toBeTruthy();
  });

  it('« Synchroniser » asks the sync, then reads the summary until the sync is over', async () => {
    const user = userEvent.setup();
    let running = false;
    const fetchMock = mockFetch(
      analyticsServer({
        extra: {
          'GET /api/analytics/summary': () => json(200, { success: true, data: aSummary({ sync: { lastSyncedAt: running ? null : '2026-11-21T08:05:00.000Z', running } }) }),
          'POST /api/analytics/sync': () => {
            running = true;
            setTimeout(() => {
              running = false;
            }, 50);
            return json(202, { success: true, data: { accounts: 2 } });
          },
        },
      }),
    );
    renderApp('/analytics');
    const button = await screen.findByTestId('sync-button');
    await waitFor(() => expect(button.textContent).toBe('Synchroniser'));
    await user.click(button);
    expect(callsOf(fetchMock)).toContain('POST /api/analytics/sync');
    await waitFor(() => expect(button.textContent).toBe('Synchronisation…'));
    await waitFor(() => expect(button.textContent).toBe('Synchroniser'), { timeout: 6000 });
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/analytics/summary').length).toBeGreaterThanOrEqual(3);
  });

  it('« Synchroniser » whose round ends before the next read of the summary still reads the new figures', async () => {
    const user = userEvent.setup();
    let synced = false;
    const fetchMock = mockFetch(
      analyticsServer({
        extra: {
          // Never seen running: the round is over by the time the summary is read again.
          'GET /api/analytics/summary': () =>
            json(200, { success: true, data: aSummary({ sync: { lastSyncedAt: synced ? '2026-11-22T09:00:00.000Z' : '2026-11-21T08:05:00.000Z', running: false } }) }),
          'POST /api/analytics/sync': () => {
            synced = true;
            return json(202, { success: true, data: { accounts: 2 } });
          },
        },
      }),
    );
    renderApp('/analytics');
    const button = await screen.findByTestId('sync-button');
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/analytics/posts'));
    const postsRead = () => callsOf(fetchMock).filter((call) => call === 'GET /api/analytics/posts').length;
    const before = postsRead();
    await user.click(button);
    await waitFor(() => expect(postsRead()).toBeGreaterThan(before));
  });

  it('nothing ever published: says so, with links to create content and connect a network, whatever the period', async () => {
    mockFetch(
      analyticsServer({
        summary: aSummary({
          cards: {
            impressions: { value: null, previous: null, change: null },
            engagement: { value: null, previous: null, change: null, rate: null },
            followers: { value: null, previous: null, change: null },
            clicks: { value: 0, previous: 0, change: null },
          },
          series: [],
          networks: [{ network: 'instagram', accounts: 1, unavailable: ['clicks'] }],
          publishedPosts: 0,
          everPublished: false,
          sync: { lastSyncedAt: null, running: false },
        }),
        posts: [],
      }),
    );
    renderApp('/analytics?period=7d');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('Rien à mesurer pour l’instant');
    expect(within(empty).getByRole('link', { name: 'Créer du contenu' }).getAttribute('href')).toBe('/create');
    expect(within(empty).getByRole('link', { name: 'Connecter un réseau' }).getAttribute('href')).toBe('/networks');
    expect(screen.getByTestId('last-sync').textContent).toBe('Pas encore synchronisé');
  });

  it('no data over the period: says so and suggests a longer period', async () => {
    mockFetch(
      analyticsServer({
        summary: aSummary({
          period: '7d',
          cards: {
            impressions: { value: 0, previous: 0, change: null },
            engagement: { value: 0, previous: 0, change: null, rate: null },
            followers: { value: null, previous: null, change: null },
            clicks: { value: 0, previous: 0, change: null },
          },
          publishedPosts: 0,
        }),
        posts: [],
      }),
    );
    renderApp('/analytics?period=7d');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('Aucune donnée sur cette période');
    expect(empty.textContent).toContain('Rien n’a été mesuré sur les 7 derniers jours.');
  });

  it('a failed load shows the error and « Réessayer » asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(
      analyticsServer({
        extra: {
          'GET /api/analytics/summary': () =>
            fail ? json(400, { success: false, code: 'validation.invalid', message: 'Requête invalide.' }) : json(200, { success: true, data: aSummary() }),
        },
      }),
    );
    renderApp('/analytics');
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain('Impossible de charger les statistiques.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('card-impressions')).toBeTruthy();
  });

  it('draws each chart with an accessible name, a legend and its figures as a table for screen readers', async () => {
    mockFetch(analyticsServer());
    renderApp('/analytics');
    const chart = await screen.findByTestId('chart-impressions');
    expect(within(chart).getByRole('figure', { name: 'Impressions par réseau' })).toBeTruthy();
    expect(within(chart).getByRole('img').getAttribute('aria-label')).toContain('Impressions par réseau');
    expect(within(chart).getByRole('list', { name: 'Légende' }).textContent).toBe('InstagramLinkedIn');
    const data = within(chart).getByRole('table', { name: 'Impressions par réseau' });
    expect(
      within(data)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jour', 'Instagram', 'LinkedIn']);
    expect(within(data).getAllByRole('row')[1]!.textContent).toBe('19 nov.10050');
    // LinkedIn gives no follower count: no empty line, a note instead.
    const followers = screen.getByTestId('chart-followers');
    expect(within(followers).getByRole('list', { name: 'Légende' }).textContent).toBe('Instagram');
    expect(followers.textContent).toContain('Non fourni par : LinkedIn');
  });
});
