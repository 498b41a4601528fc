import type { ContentItem, PublicationTarget } from '@publia/shared';
import { json, session, type Handler } from '../../test/fetch-mock.ts';

/** A content item as the API describes it; override what the test is about. */
export function contentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 'c1',
    title: 'Nouvelle collection',
    content: 'Découvrez nos créations de saison.',
    mediaId: null,
    mediaUrl: '/media/w1/photo.jpg',
    imageUrl: null,
    mediaType: 'image',
    platforms: ['instagram'],
    keywords: ['artisanat'],
    topics: [],
    objective: null,
    description: null,
    publicationMode: null,
    variants: {},
    link: null,
    status: 'pending',
    createdAt: '2026-11-20T09:15:00.000Z',
    updatedAt: '2026-11-20T09:15:00.000Z',
    publishedAt: null,
    scheduledFor: null,
    repostOf: null,
    engagement: null,
    targets: [],
    ...overrides,
  };
}

export function target(overrides: Partial<PublicationTarget> = {}): PublicationTarget {
  return {
    id: `t-${overrides.platform ?? 'instagram'}`,
    accountId: 'acc-1',
    platform: 'instagram',
    username: 'atelier_lumiere',
    status: 'published',
    externalId: 'ext-1',
    url: 'https://sandbox.example/p/1',
    attempts: 1,
    lastError: null,
    dueAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-20T10:00:02.000Z',
    ...overrides,
  };
}

export const page = (data: ContentItem[], hasMore = false, pageNumber = 1) =>
  json(200, { success: true, data, pagination: { page: pageNumber, pageSize: 50, hasMore } });

/** The requests of a signed-in user (in `timeZone`) around the publications pages. */
export function publicationsServer(extra: Record<string, Handler>, timeZone: string | null = 'Europe/Paris'): Record<string, Handler> {
  return {
    'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone } }),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/social-accounts': () => json(200, { success: true, data: [] }),
    ...extra,
  };
}

/** The query string of the last call to `path`. */
export function lastQuery(mock: { mock: { calls: Array<[RequestInfo | URL, RequestInit?]> } }, path: string): URLSearchParams {
  const urls = mock.mock.calls.map(([input]) => String(input)).filter((url) => url.split('?')[0]?.endsWith(path));
  return new URLSearchParams(urls.at(-1)?.split('?')[1] ?? '');
}
