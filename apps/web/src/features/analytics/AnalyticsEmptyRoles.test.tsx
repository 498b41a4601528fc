import type { TeamRole } from '@publia/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, session } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aSummary, analyticsServer } from './analytics.test-support.ts';

afterEach(() => vi.unstubAllGlobals());

/** A workspace that never published, seen by a member of `role`. */
function nothingYetAs(role: TeamRole) {
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
        networks: [],
        publishedPosts: 0,
        everPublished: false,
        sync: { lastSyncedAt: null, running: false },
      }),
      posts: [],
      extra: { 'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role } }) },
    }),
  );
  renderApp('/analytics?period=7d');
}

const links = async () =>
  within(await screen.findByTestId('empty-state'))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('analytics with nothing published: the ways offered follow the role', () => {
  it('an admin is offered to create content and to connect a network', async () => {
    nothingYetAs('admin');
    expect(await links()).toEqual(['/create', '/networks']);
  });

  it('an editor is offered to create content, not to connect (the admins’)', async () => {
    nothingYetAs('editor');
    expect(await links()).toEqual(['/create']);
  });

  it('a viewer is offered neither', async () => {
    nothingYetAs('viewer');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('Rien à mesurer pour l’instant');
    expect(await links()).toEqual([]);
  });
});
