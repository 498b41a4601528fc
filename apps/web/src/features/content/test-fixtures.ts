import {
  NETWORKS,
  type ApprovalMode,
  type ContentApproval,
  type ContentItem,
  type Evergreen,
  type PostingQueue,
  type PublicationTarget,
  type QueueNetwork,
  type TeamRole,
} from '@publia/shared';
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
    queuedAt: null,
    evergreen: false,
    original: null,
    approval: null,
    needsApproval: false,
    media: [{ id: null, url: '/media/w1/photo.jpg', type: 'image' }],
    firstComment: null,
    thread: [],
    publishOptions: {},
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
    parts: [],
    ...overrides,
  };
}

/** A page of the history as the server answers it: with more to read, the cursor of the next page. */
export const page = (data: ContentItem[], hasMore = false, pageNumber = 1) =>
  json(200, {
    success: true,
    data,
    pagination: { page: pageNumber, pageSize: 50, hasMore, ...(hasMore ? { nextCursor: `2026-11-21T08:05:00.000000Z_${data.at(-1)?.id ?? ''}` } : {}) },
  });

/** One network of the posting queue: no account, general slots, nothing waiting, unless told. */
export function queueNetwork(overrides: Partial<QueueNetwork> & Pick<QueueNetwork, 'network'>): QueueNetwork {
  return { accounts: 0, source: 'general', slots: [], queued: 0, nextFree: [], ...overrides };
}

/**
 * The posting queue as the API describes it: every network, those given overriding the defaults;
 * the items waiting are those of the busiest network unless told.
 */
export function aQueue(networks: Array<Partial<QueueNetwork> & Pick<QueueNetwork, 'network'>> = [], overrides: Partial<Omit<PostingQueue, 'networks'>> = {}): PostingQueue {
  return {
    paused: false,
    queuedItems: Math.max(0, ...networks.map((network) => network.queued ?? 0)),
    timeZone: 'Europe/Paris',
    networks: NETWORKS.map((network) => queueNetwork({ network, ...networks.find((given) => given.network === network) })),
    ...overrides,
  };
}

export function anEvergreen(overrides: Partial<Evergreen> = {}): Evergreen {
  return { rule: { enabled: false, minScore: 70, maxReposts: 2, minDays: 30 }, eligible: 0, optedIn: 0, reposts: 0, lastRunAt: null, ...overrides };
}

/** The requests of a signed-in user (in `timeZone`) around the publications pages. */
export function publicationsServer(extra: Record<string, Handler>, timeZone: string | null = 'Europe/Paris'): Record<string, Handler> {
  return {
    'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone } }),
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/social-accounts': () => json(200, { success: true, data: [] }),
    'GET /api/planning/queue': () => json(200, { success: true, data: aQueue() }),
    'GET /api/planning/evergreen': () => json(200, { success: true, data: anEvergreen() }),
    'GET /api/workspace/approval': () => json(200, { success: true, data: { mode: 'none' } }),
    'GET /api/content/approvals': () => json(200, { success: true, data: [] }),
    ...extra,
  };
}

/** The query string of the last call to `path`. */
export function lastQuery(mock: { mock: { calls: Array<[RequestInfo | URL, RequestInit?]> } }, path: string): URLSearchParams {
  const urls = mock.mock.calls.map(([input]) => String(input)).filter((url) => url.split('?')[0]?.endsWith(path));
  return new URLSearchParams(urls.at(-1)?.split('?')[1] ?? '');
}

/** Where an item stands in the approval: asked by Léa Martin to be published once approved, unless told. */
export function anApproval(overrides: Partial<ContentApproval> = {}): ContentApproval {
  return {
    status: 'requested',
    intent: 'publish',
    scheduledFor: null,
    requestedBy: { id: 'u2', name: 'Léa Martin' },
    requestedAt: '2026-11-20T10:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    comment: null,
    ...overrides,
  };
}

/** A member of `role` (in Paris), in a workspace whose approval rule is `mode`. */
export function approvalRules(role: TeamRole, mode: ApprovalMode): Record<string, Handler> {
  return {
    'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone: 'Europe/Paris' }, workspace: { ...session.workspace, role } }),
    'GET /api/workspace/approval': () => json(200, { success: true, data: { mode } }),
  };
}
