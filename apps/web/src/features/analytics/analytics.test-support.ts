import {
  analyticsInsightResponseSchema,
  analyticsPostsResponseSchema,
  analyticsSummaryResponseSchema,
  contentAnalyticsResponseSchema,
  type AnalyticsPost,
  type AnalyticsSummary,
  type ContentAnalyticsResponse,
} from '@publia/shared';
import { json, type Handler } from '../../test/fetch-mock.ts';
import { publicationsServer } from '../content/test-fixtures.ts';

const noFigures = { impressions: null, reach: null, likes: null, comments: null, shares: null, saves: null, clicks: null, engagement: null };

/** A summary as the API answers it (checked against the shared schema); override what the test is about. */
export function aSummary(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  const data: AnalyticsSummary = {
    period: '30d',
    network: null,
    range: { from: '2026-10-22T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' },
    previousRange: { from: '2026-09-22T00:00:00.000Z', to: '2026-10-22T00:00:00.000Z' },
    cards: {
      impressions: { value: 12_400, previous: 11_071, change: 0.12 },
      engagement: { value: 640, previous: 800, change: -0.2, rate: 0.0516 },
      followers: { value: 85, previous: null, change: null },
      clicks: { value: 42, previous: 30, change: 0.4 },
    },
    bucket: 'day',
    buckets: ['2026-11-19', '2026-11-20', '2026-11-21'],
    series: [
      { network: 'instagram', impressions: [100, 250, 300], engagement: [10, 20, 15], followers: [1000, 1010, 1030] },
      { network: 'linkedin', impressions: [50, 60, 70], engagement: [3, 4, 5], followers: [null, null, null] },
    ],
    networks: [
      { network: 'instagram', accounts: 1, unavailable: ['clicks'] },
      { network: 'linkedin', accounts: 1, unavailable: ['saves', 'reach'] },
    ],
    publishedPosts: 4,
    everPublished: true,
    sync: { lastSyncedAt: '2026-11-21T08:05:00.000Z', running: false },
    ...overrides,
  };
  return analyticsSummaryResponseSchema.parse({ success: true, data }).data;
}

export function aPost(overrides: Partial<AnalyticsPost> = {}): AnalyticsPost {
  const post: AnalyticsPost = {
    contentId: 'c1',
    targetId: 't1',
    title: 'Lancement de la collection',
    platform: 'instagram',
    publishedAt: '2026-11-20T09:00:00.000Z',
    imageUrl: null,
    mediaType: null,
    figures: { impressions: 5000, reach: 4200, likes: 600, comments: 80, shares: 40, saves: 30, clicks: null, engagement: 750 },
    engagementRate: 0.15,
    score: 85,
    reasons: [{ code: 'engagement_rate_above', ratio: 2.3 }],
    ...overrides,
  };
  return analyticsPostsResponseSchema.parse({ success: true, data: { posts: [post] } }).data.posts[0]!;
}

type PostAnalytics = ContentAnalyticsResponse['data'];

export function aPostAnalytics(overrides: Partial<PostAnalytics> = {}): PostAnalytics {
  const data: PostAnalytics = {
    contentId: 'c1',
    period: '30d',
    title: 'Lancement de la collection',
    text: 'Découvrez nos créations de saison.',
    imageUrl: '/media/w1/photo.jpg',
    mediaType: 'image',
    publishedAt: '2026-11-20T09:00:00.000Z',
    totals: { impressions: 5070, reach: 4200, likes: 610, comments: 82, shares: 41, saves: 30, clicks: null, engagement: 763 },
    engagementRate: 0.1505,
    score: 72,
    reasons: [{ code: 'impressions_above', ratio: 1.8 }],
    targets: [
      {
        targetId: 't1',
        platform: 'instagram',
        status: 'published',
        url: 'https://sandbox.example/p/1',
        account: 'atelier_lumiere',
        figures: { impressions: 5000, reach: 4200, likes: 600, comments: 80, shares: 40, saves: 30, clicks: null, engagement: 750 },
        figuresState: 'measured',
        notProvided: ['clicks'],
        measuredAt: '2026-11-21T08:00:00.000Z',
        stopped: null,
        curve: [
          { at: '2026-11-20T10:00:00.000Z', impressions: 1000, engagement: 100 },
          { at: '2026-11-21T08:00:00.000Z', impressions: 5000, engagement: 750 },
        ],
      },
      {
        targetId: 't2',
        platform: 'linkedin',
        status: 'published',
        url: null,
        account: 'Atelier Lumière',
        figures: { ...noFigures, impressions: 70, likes: 10, comments: 2, shares: 1, engagement: 13 },
        figuresState: 'measured',
        notProvided: ['reach', 'saves', 'clicks'],
        measuredAt: '2026-11-21T08:00:00.000Z',
        stopped: 'disconnected',
        curve: [],
      },
    ],
    ...overrides,
  };
  return contentAnalyticsResponseSchema.parse({ success: true, data }).data;
}

export const insight = { comment: 'Vos visuels de coulisses portent l’engagement ce mois-ci.', source: 'ai' as const, averageScore: 74 };

/** The requests of /analytics, each answer checked against its schema. */
export function analyticsServer(options: { summary?: AnalyticsSummary; posts?: AnalyticsPost[]; extra?: Record<string, Handler> } = {}): Record<string, Handler> {
  return publicationsServer({
    'GET /api/analytics/summary': () => json(200, analyticsSummaryResponseSchema.parse({ success: true, data: options.summary ?? aSummary() })),
    'GET /api/analytics/posts': () => json(200, analyticsPostsResponseSchema.parse({ success: true, data: { posts: options.posts ?? [aPost()] } })),
    'GET /api/analytics/insight': () => json(200, analyticsInsightResponseSchema.parse({ success: true, data: insight })),
    ...options.extra,
  });
}
