import type { AnalyticsSummary, ContentItem, Notification, TeamRole } from '@publia/shared';
import type { RouteObject } from 'react-router';
import { HomePage } from '../home/HomePage.tsx';
import { ProtectedLayout } from '../../app/ProtectedLayout.tsx';
import { json, mockFetch, session, type Handler } from '../../test/fetch-mock.ts';
import { aSummary } from '../analytics/analytics.test-support.ts';

/** The protected layout with the home page; other pages are plain markers, enough to see where a click leads. */
export const layoutRoutes: RouteObject[] = [
  {
    element: <ProtectedLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'history', element: <p data-testid="page-history">Historique</p> },
      { path: '*', element: <p data-testid="page-other">Autre page</p> },
    ],
  },
];

let sequence = 0;

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `n${sequence}`,
    type: 'validation',
    message: `Notification ${sequence}`,
    route: null,
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function aContentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  sequence += 1;
  return {
    id: `c${sequence}`,
    title: `Publication ${sequence}`,
    content: 'Texte de la publication',
    mediaId: null,
    mediaUrl: null,
    imageUrl: null,
    mediaType: null,
    platforms: ['instagram'],
    keywords: [],
    topics: [],
    objective: null,
    description: null,
    publicationMode: null,
    variants: {},
    link: null,
    status: 'published',
    createdAt: '2026-03-28T10:00:00.000Z',
    updatedAt: '2026-03-28T10:00:00.000Z',
    publishedAt: null,
    scheduledFor: null,
    repostOf: null,
    engagement: null,
    targets: [],
    queuedAt: null,
    evergreen: false,
    original: null,
    approval: null,
    needsApproval: false,
    media: [],
    firstComment: null,
    thread: [],
    publishOptions: {},
    ...overrides,
  };
}

const nothingMeasured = aSummary({
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
});

/**
 * A server in memory behind the fetch mock: the session, the notifications (unread list, mark one,
 * mark all), the pending count, the history and the analytics summary (nothing measured by default). Tests change `state` to make things arrive.
 */
export function fakeServer(initial: { notifications?: Notification[]; pending?: number; history?: ContentItem[]; summary?: AnalyticsSummary; role?: TeamRole } = {}) {
  const state = {
    notifications: initial.notifications ?? [],
    pending: initial.pending ?? 0,
    history: initial.history ?? [],
    countsCalls: 0,
  };
  const unread = () => state.notifications.filter((item) => !item.read);
  const fixed: Record<string, Handler> = {
    'GET /api/auth/me': () => json(200, { ...session, workspace: { ...session.workspace, role: initial.role ?? 'admin' } }),
    'GET /api/notifications': () => json(200, { success: true, data: unread(), unreadCount: unread().length }),
    'POST /api/notifications/read-all': () => {
      for (const item of state.notifications) item.read = true;
      return json(200, { success: true, unreadCount: 0 });
    },
    'GET /api/content/counts': () => {
      state.countsCalls += 1;
      return json(200, { success: true, data: { pending: state.pending, scheduled: 0 } });
    },
    'GET /api/analytics/summary': () => json(200, { success: true, data: initial.summary ?? nothingMeasured }),
    'GET /api/content/history': () => json(200, { success: true, data: state.history, pagination: { page: 1, pageSize: 4, hasMore: false } }),
  };
  const markRead = (key: string): Handler | undefined => {
    const item = state.notifications.find((candidate) => key === `POST /api/notifications/${candidate.id}/read`);
    if (!item) return undefined;
    return () => {
      item.read = true;
      return json(200, { success: true, unreadCount: unread().length });
    };
  };
  // Looked up at each call, so notifications added by a test answer too.
  const handlers = new Proxy(fixed, { get: (target, key: string) => target[key] ?? markRead(key) });
  const fetchMock = mockFetch(handlers);
  return { state, fetchMock };
}
