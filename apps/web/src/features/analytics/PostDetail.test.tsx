import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { lastQuery } from '../content/test-fixtures.ts';
import { aPostAnalytics, analyticsServer } from './analytics.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('/analytics?post={id}', () => {
  it('shows the post, its stats cards, each network’s figures and the note when they stopped', async () => {
    const fetchMock = mockFetch(analyticsServer({ extra: { 'GET /api/content/c1/analytics': () => json(200, { success: true, data: aPostAnalytics({ period: '7d' }) }) } }));
    renderApp('/analytics?post=c1&period=7d');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lancement de la collection' })).toBeTruthy();
    expect(lastQuery(fetchMock, '/api/content/c1/analytics').get('period')).toBe('7d');
    expect(screen.getByText('Découvrez nos créations de saison.')).toBeTruthy();
    expect(spaces(screen.getByTestId('post-detail').textContent)).toContain('Publié le 20 novembre 2026 à 10:00');

    expect(spaces(screen.getByTestId('post-card-impressions').textContent)).toBe('Impressions5 070');
    expect(spaces(screen.getByTestId('post-card-engagement').textContent)).toContain("Taux d'engagement : 15,1 %");
    expect(spaces(screen.getByTestId('post-card-likes').textContent)).toBe("J'aime610");
    expect(spaces(screen.getByTestId('post-card-saves').textContent)).toBe('Enregistrements30');
    expect(within(screen.getByTestId('post-score')).getByTestId('score-badge').dataset.tone).toBe('warning');
    expect(spaces(screen.getByTestId('post-score').textContent)).toContain('Impressions 1,8 × la médiane du compte');

    const instagram = screen.getByTestId('target-instagram');
    expect(instagram.textContent).toContain('Compte : atelier_lumiere');
    expect(within(instagram).getByText('Publié')).toBeTruthy();
    expect(
      within(instagram)
        .getByRole('link', { name: /Voir sur le réseau/ })
        .getAttribute('href'),
    ).toBe('https://sandbox.example/p/1');
    expect(within(instagram).getByRole('figure', { name: 'Instagram depuis la publication' })).toBeTruthy();
    expect(within(instagram).queryByTestId('figures-stopped')).toBeNull();

    const linkedin = screen.getByTestId('target-linkedin');
    expect(within(linkedin).queryByRole('link')).toBeNull();
    expect(within(linkedin).getByTestId('figures-stopped').textContent).toBe('Compte déconnecté : ses chiffres ne sont plus mis à jour.');
    // LinkedIn gives no saves: « — », named, never 0.
    const missing = within(linkedin).getAllByTestId('figure-missing');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((cell) => cell.getAttribute('title') === 'Non fourni par LinkedIn')).toBe(true);
    expect(linkedin.textContent).toContain('Pas encore de mesure sur cette période.');
  });

  it('a post not out yet: one notice, each network « not published yet », « not provided » only for what the network does not give', async () => {
    const waiting = { impressions: null, reach: null, likes: null, comments: null, shares: null, saves: null, clicks: null, engagement: null };
    const target = { url: null, account: 'Boulangerie Dupont', figures: waiting, measuredAt: null, stopped: null, curve: [] };
    const post = aPostAnalytics({
      publishedAt: null,
      totals: waiting,
      engagementRate: null,
      score: null,
      reasons: [],
      targets: [
        { ...target, targetId: 't1', platform: 'twitter', status: 'queued', figuresState: 'not_published', notProvided: ['reach', 'clicks'] },
        { ...target, targetId: 't2', platform: 'facebook', status: 'queued', figuresState: 'not_published', notProvided: ['saves', 'clicks'] },
      ],
    });
    mockFetch(analyticsServer({ extra: { 'GET /api/content/c1/analytics': () => json(200, { success: true, data: post }) } }));
    renderApp('/analytics?post=c1');
    const notice = await screen.findByTestId('not-published-notice');
    expect(notice.textContent).toContain('pas encore parue');
    const likes = within(screen.getByTestId('post-card-likes')).getByTestId('figure-missing');
    expect(likes.getAttribute('title')).toBe('Pas encore publié sur X, Facebook');
    // Nobody gives clicks here: that one is the networks' own absence.
    const saves = within(screen.getByTestId('post-card-saves')).getByTestId('figure-missing');
    expect(saves.getAttribute('title')).toBe('Non fourni par Facebook · Pas encore publié sur X');

    const x = screen.getByTestId('target-twitter');
    const titles = within(x)
      .getAllByTestId('figure-missing')
      .map((cell) => cell.getAttribute('title'));
    expect(titles.filter((title) => title === 'Non fourni par X')).toHaveLength(2);
    expect(titles.filter((title) => title === 'Pas encore publié sur X')).toHaveLength(5);
    expect(x.textContent).toContain('Pas encore publié sur X');
    expect(screen.getByTestId('post-detail').textContent).not.toContain('Non fourni par X, Facebook');
  });

  it('a post published but not read yet: « Pas encore mesuré », never « Non fourni » for a figure the network gives', async () => {
    const waiting = { impressions: null, reach: null, likes: null, comments: null, shares: null, saves: null, clicks: null, engagement: null };
    const post = aPostAnalytics({
      totals: waiting,
      engagementRate: null,
      score: null,
      reasons: [],
      targets: [
        {
          targetId: 't1',
          platform: 'linkedin',
          status: 'published',
          url: null,
          account: 'Boulangerie Dupont',
          figures: waiting,
          figuresState: 'awaiting',
          notProvided: ['saves', 'clicks'],
          measuredAt: null,
          stopped: null,
          curve: [],
        },
      ],
    });
    mockFetch(analyticsServer({ extra: { 'GET /api/content/c1/analytics': () => json(200, { success: true, data: post }) } }));
    renderApp('/analytics?post=c1');
    const linkedin = await screen.findByTestId('target-linkedin');
    expect(screen.queryByTestId('not-published-notice')).toBeNull();
    const titles = within(linkedin)
      .getAllByTestId('figure-missing')
      .map((cell) => cell.getAttribute('title'));
    expect(titles.filter((title) => title === 'Non fourni par LinkedIn')).toHaveLength(2);
    expect(titles.filter((title) => title === 'Pas encore mesuré')).toHaveLength(5);
    expect(within(screen.getByTestId('post-card-impressions')).getByTestId('figure-missing').getAttribute('title')).toBe('Pas encore mesuré');
  });

  it('« Retour aux statistiques » goes back to the overview with the same period', async () => {
    const user = userEvent.setup();
    mockFetch(analyticsServer({ extra: { 'GET /api/content/c1/analytics': () => json(200, { success: true, data: aPostAnalytics() }) } }));
    const { router } = renderApp('/analytics?post=c1&period=90d');
    const back = await screen.findByRole('link', { name: 'Retour aux statistiques' });
    expect(back.getAttribute('href')).toBe('/analytics?period=90d');
    await user.click(back);
    expect(currentPath(router)).toBe('/analytics?period=90d');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiques' })).toBeTruthy();
  });

  it('an unknown post: the API’s French message in an error state, with the back button and no retry', async () => {
    mockFetch(
      analyticsServer({
        extra: { 'GET /api/content/nope/analytics': () => json(404, { success: false, code: 'content.notFound', message: 'Ce contenu est introuvable.' }) },
      }),
    );
    renderApp('/analytics?post=nope');
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toBe('Ce contenu est introuvable.');
    expect(within(error).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour aux statistiques' }).getAttribute('href')).toBe('/analytics');
  });
});
