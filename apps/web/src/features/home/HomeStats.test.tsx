import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastQuery } from '../content/test-fixtures.ts';
import { aSummary } from '../analytics/analytics.test-support.ts';
import { fakeServer, layoutRoutes } from '../notifications/notifications.test-support.tsx';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('home: the last 30 days', () => {
  it('shows impressions, engagement, new followers and posts published, with a link to /analytics', async () => {
    const { fetchMock } = fakeServer({
      summary: aSummary({
        cards: {
          impressions: { value: 12_400, previous: null, change: null },
          engagement: { value: 640, previous: null, change: null, rate: 0.05 },
          followers: { value: null, previous: null, change: null },
          clicks: { value: 0, previous: 0, change: null },
        },
        publishedPosts: 4,
      }),
    });
    renderApp('/', { routes: layoutRoutes });
    const block = await screen.findByTestId('home-stats');
    expect(within(block).getByRole('heading', { name: 'Vos 30 derniers jours' })).toBeTruthy();
    expect(spaces((await within(block).findByTestId('home-stat-impressions')).textContent)).toBe('Impressions12 400');
    expect(within(block).getByTestId('home-stat-engagement').textContent).toBe('Engagement640');
    expect(within(block).getByTestId('home-stat-followers').textContent).toBe('Nouveaux abonnés—Pas encore mesuré');
    expect(within(block).getByTestId('home-stat-published').textContent).toBe('Publications4');
    expect(within(block).getByRole('link', { name: 'Voir les statistiques' }).getAttribute('href')).toBe('/analytics');
    expect(lastQuery(fetchMock, '/api/analytics/summary').get('period')).toBe('30d');
  });

  it('with nothing measured yet: says so, no made-up zeros', async () => {
    fakeServer();
    renderApp('/', { routes: layoutRoutes });
    const empty = await screen.findByTestId('home-stats-empty');
    expect(empty.textContent).toContain('Pas encore de statistiques');
    expect(screen.queryByTestId('home-stat-impressions')).toBeNull();
  });
});
