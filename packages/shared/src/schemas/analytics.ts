import { z } from 'zod';
import { ANALYTICS_PERIODS, MEDIA_TYPES } from '../constants/content.ts';
import { NETWORKS } from '../constants/networks.ts';
import { TARGET_STATUSES } from './content.ts';

const network = z.enum(NETWORKS);
const period = z.enum(ANALYTICS_PERIODS);

/**
 * A figure as the network gave it, or null when this network does not give it (LinkedIn gives no
 * saves, TikTok no clicks…) or it was never measured: never a 0 by default.
 */
const figure = z.number().nullable();

/** The figures Publia keeps of a post, as each network's API names them in 2026, in one vocabulary. */
export const POST_METRICS = ['impressions', 'reach', 'likes', 'comments', 'shares', 'saves', 'clicks'] as const;
export type PostMetricName = (typeof POST_METRICS)[number];

/** One post's figures; `engagement` is likes + comments + shares + saves (those the network gives). */
export const postFiguresSchema = z.object({
  impressions: figure,
  reach: figure,
  likes: figure,
  comments: figure,
  shares: figure,
  saves: figure,
  clicks: figure,
  engagement: figure,
});
export type PostFigures = z.infer<typeof postFiguresSchema>;

/** `GET /api/analytics/*`: the period (default 30d) and an optional network. */
export const analyticsFilterQuerySchema = z.object({ period: period.default('30d'), network: network.optional() }).strict();
export type AnalyticsFilterQuery = z.infer<typeof analyticsFilterQuerySchema>;

/**
 * A card's figure over the period and over the previous period of the same length. `change` is
 * the ratio (0.12 = +12 %), null when the previous period has nothing to compare with.
 */
export const periodFigureSchema = z.object({ value: figure, previous: figure, change: figure });

const range = z.object({ from: z.string(), to: z.string() });

/** Why a post's score is what it is: a driver and how far from the account's median it stands. */
export const SCORE_REASONS = [
  'engagement_rate_above',
  'engagement_rate_below',
  'impressions_above',
  'impressions_below',
  'saves_above',
  'comments_above',
  'shares_above',
  'too_recent',
] as const;
export type ScoreReasonCode = (typeof SCORE_REASONS)[number];
/** `ratio`: the post's value ÷ the account's median (2.3 = 2,3 fois la médiane). */
export const scoreReasonSchema = z.object({ code: z.enum(SCORE_REASONS), ratio: z.number().nullable() });
export type ScoreReason = z.infer<typeof scoreReasonSchema>;

/** A post's score out of 100 against its account's own median, with the one or two reasons that drive it. */
export const postScoreSchema = z.object({ score: z.number().int().min(0).max(100).nullable(), reasons: z.array(scoreReasonSchema).max(2) });

/** `GET /api/analytics/summary`: the three cards, the charts' series, what each network gives. */
export const analyticsSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    period,
    network: network.nullable(),
    range,
    previousRange: range,
    cards: z.object({
      impressions: periodFigureSchema,
      /** Interactions; `rate` is interactions ÷ impressions over the period. */
      engagement: periodFigureSchema.extend({ rate: figure }),
      followers: periodFigureSchema,
      /** « Clics »: visits through Publia's own short links (robots left out), by the day of the click. */
      clicks: periodFigureSchema,
    }),
    /** The charts' buckets: one per day (7d, 30d, 90d) or per week (1y), `YYYY-MM-DD` of their first day (UTC). */
    bucket: z.enum(['day', 'week']),
    buckets: z.array(z.string()),
    /** Per network: what each bucket gained (impressions, interactions) and the followers at its end. */
    series: z.array(z.object({ network, impressions: z.array(figure), engagement: z.array(figure), followers: z.array(figure) })),
    /** The connected networks, with the figures each does not give (shown as « non fourni »). */
    networks: z.array(z.object({ network, accounts: z.number().int(), unavailable: z.array(z.enum(POST_METRICS)) })),
    /** Posts (one per network) that went out within the period. */
    publishedPosts: z.number().int(),
    /** Whether anything was ever published (on the filtered network): a new workspace is told so, not to pick a longer period. */
    everPublished: z.boolean(),
    sync: z.object({ lastSyncedAt: z.string().nullable(), running: z.boolean() }),
  }),
});
export type AnalyticsSummaryResponse = z.infer<typeof analyticsSummaryResponseSchema>;
export type AnalyticsSummary = AnalyticsSummaryResponse['data'];

/** A row of the best-posts table (one per post and network). */
export const analyticsPostSchema = z.object({
  contentId: z.string(),
  targetId: z.string(),
  title: z.string(),
  platform: network,
  publishedAt: z.string(),
  imageUrl: z.string().nullable(),
  mediaType: z.enum(MEDIA_TYPES).nullable(),
  figures: postFiguresSchema,
  /** engagement ÷ impressions (shown green above 0.15, blue above 0.10). */
  engagementRate: figure,
  ...postScoreSchema.shape,
});
export type AnalyticsPost = z.infer<typeof analyticsPostSchema>;

export const analyticsPostsQuerySchema = analyticsFilterQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(100).default(10) }).strict();

export const analyticsPostsResponseSchema = z.object({ success: z.literal(true), data: z.object({ posts: z.array(analyticsPostSchema) }) });
export type AnalyticsPostsResponse = z.infer<typeof analyticsPostsResponseSchema>;

/** The AI score block's comment: written by the generation provider, or by the local writer. */
export const analyticsInsightResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ comment: z.string(), source: z.enum(['ai', 'local']), averageScore: figure }),
});
export type AnalyticsInsightResponse = z.infer<typeof analyticsInsightResponseSchema>;

/** `POST /api/analytics/sync`: how many connected accounts were asked for. */
export const analyticsSyncResponseSchema = z.object({ success: z.literal(true), data: z.object({ accounts: z.number().int() }) });

/** Why a target's figures stopped: the post was removed from the network, or its account disconnected. */
export const FIGURES_STOPPED = ['removed', 'disconnected'] as const;

/**
 * Where a target's figures stand: the post is not on that network yet (queued, failed, to check,
 * cancelled), it is but its first reading has not come, or it has been measured.
 */
export const FIGURES_STATES = ['not_published', 'awaiting', 'measured'] as const;
export type FiguresState = (typeof FIGURES_STATES)[number];

/** `GET /api/content/{id}/analytics?period=`: the post detail: its figures over the period and their samples. */
export const contentAnalyticsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    contentId: z.string(),
    period,
    title: z.string(),
    text: z.string(),
    imageUrl: z.string().nullable(),
    mediaType: z.enum(MEDIA_TYPES).nullable(),
    publishedAt: z.string().nullable(),
    /** The stats cards: the sum over the networks it went to (null where none gives the figure). */
    totals: postFiguresSchema,
    engagementRate: figure,
    ...postScoreSchema.shape,
    targets: z.array(
      z.object({
        targetId: z.string(),
        platform: network,
        status: z.enum(TARGET_STATUSES),
        url: z.string().nullable(),
        account: z.string().nullable(),
        figures: postFiguresSchema,
        figuresState: z.enum(FIGURES_STATES),
        /**
         * The figures this network does not give: once measured, those its reading lacked; before,
         * those its API is known not to give. A null figure not listed is one still to come.
         */
        notProvided: z.array(z.enum([...POST_METRICS, 'engagement'])),
        measuredAt: z.string().nullable(),
        stopped: z.enum(FIGURES_STOPPED).nullable(),
        /** The curve since publication, within the period: cumulative figures at each measure. */
        curve: z.array(z.object({ at: z.string(), impressions: figure, engagement: figure })),
      }),
    ),
  }),
});
export type ContentAnalyticsResponse = z.infer<typeof contentAnalyticsResponseSchema>;
