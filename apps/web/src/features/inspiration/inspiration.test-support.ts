import {
  competitorsResponseSchema,
  dailyTipResponseSchema,
  ideasResponseSchema,
  newsResponseSchema,
  sourcesResponseSchema,
  topicsResponseSchema,
  watchKeywordsResponseSchema,
  type Competitor,
  type CompetitorPost,
  type Competitors,
  type DailyTip,
  type FeedSource,
  type Idea,
  type NewsItem,
  type SuggestedSector,
  type TrendingTopic,
} from '@publia/shared';
import { json, session, type Handler } from '../../test/fetch-mock.ts';
import { page, publicationsServer } from '../content/test-fixtures.ts';

/** The answers below are checked against the shared schemas, as the API client checks them. */

export function aNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 'n1',
    sourceId: 's1',
    source: 'Le Journal des Artisans',
    title: 'Salon des métiers d’art : les exposants dévoilent leurs créations',
    summary: 'Trois jours à Lyon pour découvrir le travail de 200 artisans.',
    link: 'https://journal.example/salon',
    publishedAt: '2026-11-20T09:00:00.000Z',
    imageUrl: null,
    keywords: ['artisanat', 'salon'],
    savedIdeaId: null,
    ...overrides,
  };
}

export function aSource(overrides: Partial<FeedSource> = {}): FeedSource {
  return {
    id: 's1',
    url: 'https://journal.example/rss',
    siteUrl: 'https://journal.example',
    title: 'Le Journal des Artisans',
    status: 'ok',
    error: null,
    errorWorded: null,
    lastFetchedAt: '2026-11-21T08:00:00.000Z',
    items: 42,
    ...overrides,
  };
}

export function aSector(overrides: Partial<SuggestedSector> = {}): SuggestedSector {
  return {
    id: 'craft',
    label: 'Artisanat & création',
    sources: [
      { title: 'Métiers d’art Hebdo', url: 'https://metiers.example/feed', added: false },
      { title: 'Le Journal des Artisans', url: 'https://journal.example/rss', added: true },
    ],
    ...overrides,
  };
}

export function aTopic(overrides: Partial<TrendingTopic> = {}): TrendingTopic {
  return {
    label: 'salon des métiers',
    thisWeek: 3,
    weeklyBefore: 1,
    rise: 3,
    items: [{ id: 'n1', title: 'Salon des métiers d’art', link: 'https://journal.example/salon', source: 'Le Journal des Artisans', publishedAt: '2026-11-20T09:00:00.000Z' }],
    ...overrides,
  };
}

/** Seven topics, as the server gives them: the first rising ×3, the second new this week. */
export const sevenTopics = (): TrendingTopic[] => [
  aTopic(),
  aTopic({ label: 'céramique', thisWeek: 1, weeklyBefore: 0, rise: 2 }),
  ...['bijoux', 'upcycling', 'fait main', 'marchés de Noël', 'tissage'].map((label, index) => aTopic({ label, thisWeek: 5 - index, weeklyBefore: 2, rise: 1.5 })),
];

export function aCompetitorPost(overrides: Partial<CompetitorPost> = {}): CompetitorPost {
  return {
    id: 'p1',
    competitorId: 'k1',
    network: 'instagram',
    handle: 'atelier_voisin',
    url: 'https://instagram.example/p/1',
    text: 'Dans les coulisses de notre atelier de poterie #ceramique #faitmain',
    imageUrl: null,
    publishedAt: '2026-11-19T17:00:00.000Z',
    likes: 320,
    comments: 24,
    shares: 8,
    engagementRate: 4.2,
    analysis: 'Les coulisses humanisent la marque : les commentaires posent des questions sur la technique.',
    savedIdeaId: null,
    ...overrides,
  };
}

export function aCompetitor(overrides: Partial<Competitor> = {}): Competitor {
  return {
    id: 'k1',
    network: 'instagram',
    handle: 'atelier_voisin',
    displayName: 'L’Atelier Voisin',
    pictureUrl: null,
    followers: 8200,
    status: 'ok',
    error: null,
    refreshedAt: '2026-11-21T07:00:00.000Z',
    posts: [aCompetitorPost()],
    ...overrides,
  };
}

export function someCompetitors(overrides: Partial<Competitors> = {}): Competitors {
  return {
    competitors: [aCompetitor()],
    networks: [
      { network: 'instagram', connected: true },
      { network: 'twitter', connected: false },
    ],
    ...overrides,
  };
}

export function anIdea(overrides: Partial<Idea> = {}): Idea {
  return {
    id: 'i1',
    title: 'Montrer la fabrication d’un vase',
    text: 'Une vidéo courte, du tour au four.',
    hashtags: ['#ceramique'],
    network: 'instagram',
    objective: 'inspire',
    source: 'generator',
    sourceUrl: null,
    author: null,
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

export function aTip(overrides: Partial<DailyTip> = {}): DailyTip {
  return {
    kind: 'post',
    title: 'Refaites ce qui a marché',
    text: 'Votre publication « Lancement » sur Instagram a obtenu un score de 85/100.',
    titleWorded: { key: 'inspiration.tip.post.title', params: {} },
    textWorded: { key: 'inspiration.tip.post.text', params: { title: 'Lancement', platform: 'Instagram', score: 85 } },
    contentId: 'c9',
    topic: null,
    date: '2026-11-21',
    ...overrides,
  };
}

interface InspirationWorld {
  news?: NewsItem[];
  newsTotal?: number;
  sources?: FeedSource[];
  sectors?: SuggestedSector[];
  topics?: TrendingTopic[];
  keywords?: string[];
  competitors?: Competitors;
  tip?: DailyTip;
  ideas?: Idea[];
  role?: 'admin' | 'editor' | 'viewer';
  extra?: Record<string, Handler>;
}

export const ok = (data: unknown) => json(200, { success: true, data });

/** The requests of /inspiration for a signed-in member (an admin unless told). */
export function inspirationServer(world: InspirationWorld = {}): Record<string, Handler> {
  const news = world.news ?? [aNewsItem()];
  return publicationsServer({
    'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone: 'Europe/Paris' }, workspace: { ...session.workspace, role: world.role ?? 'admin' } }),
    'GET /api/inspiration/news': () => json(200, newsResponseSchema.parse({ success: true, data: { items: news, total: world.newsTotal ?? news.length, page: 1, pageSize: 20 } })),
    'GET /api/inspiration/sources': () =>
      json(200, sourcesResponseSchema.parse({ success: true, data: { sources: world.sources ?? [aSource()], sectors: world.sectors ?? [aSector()] } })),
    'GET /api/inspiration/topics': () => json(200, topicsResponseSchema.parse({ success: true, data: { topics: world.topics ?? sevenTopics(), items: 128 } })),
    'GET /api/inspiration/keywords': () => json(200, watchKeywordsResponseSchema.parse({ success: true, data: { keywords: world.keywords ?? ['artisanat', 'céramique'] } })),
    'GET /api/inspiration/competitors': () => json(200, competitorsResponseSchema.parse({ success: true, data: world.competitors ?? someCompetitors() })),
    'GET /api/inspiration/tip': () => json(200, dailyTipResponseSchema.parse({ success: true, data: world.tip ?? aTip() })),
    'GET /api/inspiration/ideas': () => json(200, ideasResponseSchema.parse({ success: true, data: { ideas: world.ideas ?? [anIdea()] } })),
    'GET /api/content/history': () => page([]),
    ...world.extra,
  });
}

/** The JSON body of a request the page sent. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** The body of the last `method path` call. */
export function sentTo(mock: { mock: { calls: Array<[RequestInfo | URL, RequestInit?]> } }, method: string, path: string): unknown {
  const call = mock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0]?.endsWith(path)).at(-1);
  return call ? bodyOf(call[1]) : undefined;
}
