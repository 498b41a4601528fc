import { NETWORK_DESCRIPTORS, POST_METRICS, type AnalyticsPeriod, type ContentAnalyticsResponse, type FiguresState, type Network, type PostFigures } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { getContent } from '../content/service.ts';
import { ownClicksOf, withOwnClicks } from './own-clicks.ts';
import { PERIOD_DAYS } from './period.ts';
import { accountBaselines, figuresOf, rateOf, scoreOf } from './period-posts.ts';
import { listContentMetrics, listCurves, type CurveRow } from './repository.ts';
import type { PostScore } from './score.ts';

type ContentAnalytics = ContentAnalyticsResponse['data'];
const DAY_MS = 86_400_000;
/** A curve keeps at most this many points: the chart is a few hundred pixels wide. */
export const CURVE_MAX_POINTS = 200;

const EMPTY: PostFigures = { impressions: null, reach: null, likes: null, comments: null, shares: null, saves: null, clicks: null, engagement: null };

/** At most `max` points, evenly spread, the first and the last always kept. */
export function downsample<T>(points: T[], max = CURVE_MAX_POINTS): T[] {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

type Target = ContentAnalytics['targets'][number];

/** A target measured is past its first reading; one without a reading waits for it only once published. */
const figuresStateOf = (status: Target['status'], measured: boolean): FiguresState => (measured ? 'measured' : status === 'published' ? 'awaiting' : 'not_published');

/**
 * What the network does not give: once read, the figures its answer lacked (that is the network's
 * own word); before any reading, those its API is known not to give, so that a figure still to come
 * is never called « not provided ».
 */
function notProvidedOf(platform: Network, figures: PostFigures | null): Target['notProvided'] {
  if (!figures) return NETWORK_DESCRIPTORS[platform].unavailableFigures;
  return ([...POST_METRICS, 'engagement'] as const).filter((name) => figures[name] === null);
}

/** The sum over the targets, null where none gives the figure. */
function totalOf(all: PostFigures[]): PostFigures {
  const total: PostFigures = { ...EMPTY };
  for (const figures of all) {
    for (const name of [...POST_METRICS, 'engagement'] as const) {
      const value = figures[name];
      if (value !== null) total[name] = (total[name] ?? 0) + value;
    }
  }
  return total;
}

/** Interactions ÷ impressions over the targets that give impressions. */
function totalRate(all: PostFigures[]): number | null {
  const measured = all.filter((figures) => figures.impressions !== null && figures.engagement !== null);
  return rateOf({
    impressions: measured.length ? measured.reduce((sum, f) => sum + f.impressions!, 0) : null,
    engagement: measured.length ? measured.reduce((sum, f) => sum + f.engagement!, 0) : null,
  });
}

/**
 * The item's score is its best target's (each target is scored against its own account's median,
 * so scores of different accounts are not added up); without any, `too_recent` if a target is.
 */
function bestScore(scores: PostScore[]): PostScore {
  const scored = scores.filter((s) => s.score !== null).sort((a, b) => b.score! - a.score!);
  if (scored[0]) return scored[0];
  return scores.find((s) => s.reasons.some((reason) => reason.code === 'too_recent')) ?? { score: null, reasons: [] };
}

/**
 * GET /api/content/:id/analytics: an item's figures per target and in total, its score, and each
 * target's curve since publication within the period. Another workspace's item is content's 404.
 */
export async function contentAnalytics(ctx: AppContext, workspaceId: string, id: string, period: AnalyticsPeriod): Promise<ContentAnalytics> {
  const item = await getContent(ctx, workspaceId, id);
  const now = ctx.clock.now();
  const metrics = await listContentMetrics(ctx.db, workspaceId, item.id);
  const byTarget = new Map(metrics.map((row) => [row.target_id, row]));
  const accountIds = [...new Set(metrics.map((row) => row.account_id).filter((value): value is string => value !== null))];
  const [accounts, curveRows, ownClicks] = await Promise.all([
    accountBaselines(ctx, workspaceId, accountIds, now),
    listCurves(ctx.db, [...byTarget.keys()], now - PERIOD_DAYS[period] * DAY_MS),
    ownClicksOf(
      ctx,
      item.targets.map((target) => target.id),
    ),
  ]);
  const curves = new Map<string, CurveRow[]>();
  for (const row of curveRows) {
    const list = curves.get(row.target_id);
    if (list) list.push(row);
    else curves.set(row.target_id, [row]);
  }

  const scores: PostScore[] = [];
  const targets = item.targets.map((target) => {
    const row = byTarget.get(target.id);
    if (row) scores.push(scoreOf(row, accounts, now));
    const own = ownClicks.get(target.id);
    const measured = row ? figuresOf(row) : null;
    // Clicks on Publia's short links count from the first visit, before the network's first reading.
    const figures = measured ? withOwnClicks(measured, own) : own === undefined ? null : withOwnClicks({ ...EMPTY }, own);
    return {
      targetId: target.id,
      platform: target.platform,
      status: target.status,
      url: target.url,
      account: target.username,
      figures: figures ?? { ...EMPTY },
      figuresState: figuresStateOf(target.status, measured !== null),
      notProvided: notProvidedOf(target.platform, measured).filter((name) => name !== 'clicks' || own === undefined),
      measuredAt: row?.measured_at ?? null,
      stopped: row?.stopped ?? null,
      curve: downsample(curves.get(target.id) ?? []).map((point) => ({ at: point.at, impressions: point.impressions, engagement: point.engagement })),
    };
  });
  // A target not measured yet adds nothing but its short links' clicks (its other figures are null).
  const measured = targets.map((target) => target.figures);
  return {
    contentId: item.id,
    period,
    title: item.title ?? '',
    text: item.content,
    imageUrl: item.imageUrl,
    mediaType: item.mediaType,
    publishedAt: item.publishedAt,
    totals: totalOf(measured),
    engagementRate: totalRate(measured),
    ...bestScore(scores),
    targets,
  };
}
