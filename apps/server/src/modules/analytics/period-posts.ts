import type { AnalyticsFilterQuery, AnalyticsPost, MediaType, Network, PostFigures } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { ownClicksOf, withOwnClicks } from './own-clicks.ts';
import { periodWindow } from './period.ts';
import { accountFollowers, averageScore, listBaselinePosts, listRankedPosts, type FigureColumns } from './repository.ts';
import { baselineOf, SCORE_BASELINE_DAYS, SCORE_MIN_AGE_MS, scorePost, type Baseline, type ScoredFigures } from './score.ts';

const DAY_MS = 86_400_000;

/** A post of the period with what the exports add to the table's row. */
export interface PeriodPost extends AnalyticsPost {
  account: string | null;
  url: string | null;
  measuredAt: string;
}

export const figuresOf = (row: FigureColumns): PostFigures => ({
  impressions: row.impressions,
  reach: row.reach,
  likes: row.likes,
  comments: row.comments,
  shares: row.shares,
  saves: row.saves,
  clicks: row.clicks,
  engagement: row.engagement,
});

/** engagement ÷ impressions, null when either is unknown or there were no impressions. */
export const rateOf = (figures: Pick<PostFigures, 'impressions' | 'engagement'>): number | null =>
  figures.engagement !== null && figures.impressions !== null && figures.impressions > 0 ? figures.engagement / figures.impressions : null;

export interface AccountBaselines {
  baselines: Map<string, Baseline>;
  followers: Map<string, number | null>;
}

/**
 * Each account's medians over its posts of the last 90 days, except those under 24 hours whose
 * figures are still climbing.
 */
export async function accountBaselines(ctx: AppContext, workspaceId: string, accountIds: string[], now: number): Promise<AccountBaselines> {
  const [rows, followerRows] = await Promise.all([
    listBaselinePosts(ctx.db, workspaceId, accountIds, now - SCORE_BASELINE_DAYS * DAY_MS, now - SCORE_MIN_AGE_MS),
    accountFollowers(ctx.db, workspaceId, accountIds),
  ]);
  const followers = new Map(followerRows.map((row) => [row.id, row.followers]));
  const byAccount = new Map<string, ScoredFigures[]>(accountIds.map((id) => [id, []]));
  for (const row of rows) byAccount.get(row.account_id)?.push(row);
  const baselines = new Map([...byAccount].map(([id, posts]) => [id, baselineOf(posts, followers.get(id) ?? null)]));
  return { baselines, followers };
}

const NO_BASELINE: Baseline = { measured: 0, rate: null, impressions: null, saves: null, comments: null, shares: null };

/** Scores a measured target against its account's baseline. */
export function scoreOf(row: ScoredFigures & { account_id: string | null; published_at: string }, accounts: AccountBaselines, now: number) {
  const account = row.account_id;
  const baseline = (account && accounts.baselines.get(account)) || NO_BASELINE;
  return scorePost({ ...row, publishedAt: Date.parse(row.published_at) }, baseline, account ? (accounts.followers.get(account) ?? null) : null, now);
}

/**
 * The measured targets published in the period (and on the network asked), best first: by score,
 * then engagement, then the most recent; at most `limit` (null: all). The database ranks them with
 * score.ts's rule; each row's score and reasons are score.ts's own, from the medians it read.
 */
export async function rankedPosts(ctx: AppContext, workspaceId: string, query: AnalyticsFilterQuery, limit: number | null): Promise<PeriodPost[]> {
  const now = ctx.clock.now();
  const rows = await listRankedPosts(ctx.db, workspaceId, query.network ?? null, scoringRange(query, now), limit);
  const ownClicks = await ownClicksOf(
    ctx,
    rows.map((row) => row.target_id),
  );
  return rows.map((row): PeriodPost => {
    const figures = withOwnClicks(figuresOf(row), ownClicks.get(row.target_id));
    const baseline: Baseline =
      row.measured === null
        ? NO_BASELINE
        : { measured: row.measured, rate: row.m_rate, impressions: row.m_impressions, saves: row.m_saves, comments: row.m_comments, shares: row.m_shares };
    return {
      contentId: row.content_id,
      targetId: row.target_id,
      // The title is data: an item without one answers '' and the page shows its own fallback.
      title: row.title ?? '',
      platform: row.platform as Network,
      publishedAt: row.published_at,
      imageUrl: row.media_type === 'image' ? row.media_url : null,
      mediaType: (row.media_type ?? null) as MediaType | null,
      figures,
      engagementRate: rateOf(figures),
      ...scorePost({ ...row, publishedAt: Date.parse(row.published_at) }, baseline, row.followers, now),
      account: row.account,
      url: row.url,
      measuredAt: row.measured_at,
    };
  });
}

/** The period and the baseline window of its scores: each account's posts of the last 90 days, but the last 24 hours. */
const scoringRange = (query: AnalyticsFilterQuery, now: number) => {
  const window = periodWindow(query.period, now);
  return { from: window.from, to: window.to, baselineFrom: now - SCORE_BASELINE_DAYS * DAY_MS, baselineTo: now - SCORE_MIN_AGE_MS };
};

/** The average score of the period's posts, rounded; null when none has a score. */
export async function periodAverageScore(ctx: AppContext, workspaceId: string, query: AnalyticsFilterQuery): Promise<number | null> {
  const average = await averageScore(ctx.db, workspaceId, query.network ?? null, scoringRange(query, ctx.clock.now()));
  return average === null ? null : Math.round(average);
}

/** GET /api/analytics/posts: the best posts of the period. */
export async function bestPosts(ctx: AppContext, workspaceId: string, query: AnalyticsFilterQuery & { limit: number }): Promise<AnalyticsPost[]> {
  const posts = await rankedPosts(ctx, workspaceId, query, query.limit);
  return posts.map(({ account: _account, url: _url, measuredAt: _measuredAt, ...post }) => post);
}

/** Each measured item's best score over its networks, for the posts of the last year (evergreen reposting reads it). */
export async function contentScores(ctx: AppContext, workspaceId: string): Promise<Map<string, number>> {
  const scores = new Map<string, number>();
  for (const post of await rankedPosts(ctx, workspaceId, { period: '1y' }, null)) {
    if (post.score !== null) scores.set(post.contentId, Math.max(post.score, scores.get(post.contentId) ?? 0));
  }
  return scores;
}
