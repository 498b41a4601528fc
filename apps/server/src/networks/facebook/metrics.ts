import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { count } from '../meta/graph-shapes.ts';
import { countOf, createInsightsReader, insightsAnswer, insightValues, isGoneFromGraph, isRefusedMetric } from '../meta/insights.ts';
import { isNetworkError } from '../network-error.ts';
import { failWithReadings, figure, readEachPost, readingsBefore, readInBatches, readTogether } from '../post-metrics.ts';
import type { AccountCredentials, AccountMetrics, PostMetrics, PostMetricsReading } from '../types.ts';
import { pageIdOf, pageProfile } from './auth.ts';

/**
 * Views (`post_media_view`) and people reached (`post_total_media_view_unique`): what replaced
 * `post_impressions*`, retired on 2026-06-15. Clicks and saves are not asked: Publia shows no
 * figure for them on Facebook.
 */
const POST_INSIGHTS = ['post_media_view', 'post_total_media_view_unique'];
const COUNTS = 'reactions.summary(total_count),comments.summary(total_count)';
/** Graph reads at most 50 ids in one call. */
const IDS_PER_CALL = 50;

const summary = z.object({ summary: z.object({ total_count: count }) }).optional();
const countsAnswer = z.object({ reactions: summary, comments: summary, shares: z.object({ count }).optional() });
const postAnswer = countsAnswer.extend({ insights: insightsAnswer.optional() });

function figuresOf(isFeedPost: boolean, values: Map<string, unknown>, counts: z.infer<typeof countsAnswer>): PostMetrics {
  return {
    impressions: countOf(values.get('post_media_view')),
    reach: countOf(values.get('post_total_media_view_unique')),
    likes: figure(counts.reactions?.summary.total_count),
    comments: figure(counts.comments?.summary.total_count),
    // Graph leaves `shares` out while a post has none.
    shares: isFeedPost ? (counts.shares?.count ?? 0) : null,
    saves: null,
    clicks: null,
  };
}

/** The figures of a Page's posts and the Page's followers. */
export function facebookMetrics(context: NetworkContext) {
  const insights = createInsightsReader(context);

  const read = (externalId: string, fields: string, bearer: string) => graph(context, { path: node(externalId), query: { fields }, bearer }, postAnswer);

  /**
   * A feed post (`{page}_{post}`): its insights and counts in one call, the insights expanded
   * among the node's fields. When Graph refuses the call for a metric, the insights edge finds
   * which (drop and retry, remembered for the next posts) and the counts are asked apart.
   */
  async function feedPost(externalId: string, bearer: string): Promise<{ values: Map<string, unknown>; counts: z.infer<typeof countsAnswer> }> {
    const metrics = insights.usable(POST_INSIGHTS);
    const expanded = metrics.length > 0 ? `insights.metric(${metrics.join(',')}),` : '';
    try {
      const answer = await read(externalId, `${expanded}${COUNTS},shares`, bearer);
      return { values: answer.insights ? insightValues(answer.insights) : new Map(), counts: answer };
    } catch (error) {
      if (!isRefusedMetric(error) || metrics.length === 0) throw error;
    }
    const [values, counts] = await readTogether<[Map<string, unknown>, z.infer<typeof countsAnswer>]>(
      [insights(externalId, metrics, bearer), read(externalId, `${COUNTS},shares`, bearer)],
      isGoneFromGraph,
    );
    return { values, counts };
  }

  /** A feed post has insights and counts; a video (a bare id) has no `insights` edge, only its reaction and comment counts. */
  async function onePost(account: AccountCredentials, externalId: string): Promise<PostMetrics> {
    const isFeedPost = externalId.includes('_');
    const { values, counts } = isFeedPost
      ? await feedPost(externalId, account.accessToken)
      : { values: new Map<string, unknown>(), counts: await read(externalId, COUNTS, account.accessToken) };
    return figuresOf(isFeedPost, values, counts);
  }

  /**
   * Up to 50 feed posts in one call (`?ids=a,b,c`, insights expanded with the counts). When Graph
   * refuses the call for anything else than the token or its limits — an id it no longer has
   * (#803), a refused metric (#100) — each post is read on its own, which tells which.
   */
  async function feedPosts(account: AccountCredentials, externalIds: string[]): Promise<PostMetricsReading[]> {
    const metrics = insights.usable(POST_INSIGHTS);
    const expanded = metrics.length > 0 ? `insights.metric(${metrics.join(',')}),` : '';
    try {
      const answer = await graph(
        context,
        { path: '', query: { ids: externalIds.join(','), fields: `${expanded}${COUNTS},shares` }, bearer: account.accessToken },
        z.record(z.string(), postAnswer),
      );
      return externalIds.map((externalId): PostMetricsReading => {
        const post = answer[externalId];
        if (!post) return { externalId, gone: true };
        return { externalId, metrics: figuresOf(true, post.insights ? insightValues(post.insights) : new Map(), post) };
      });
    } catch (error) {
      if (!isNetworkError(error) || ['rate_limited', 'token_expired', 'transient', 'permission_missing'].includes(error.kind)) throw error;
    }
    return readEachPost(externalIds, (externalId) => onePost(account, externalId), isGoneFromGraph);
  }

  return {
    /** Feed posts by 50 per call; videos (bare ids) each on its own. */
    postMetrics: (account: AccountCredentials, externalIds: string[]): Promise<PostMetricsReading[]> =>
      readInBatches(externalIds, IDS_PER_CALL, async (batch) => {
        const videos = await readEachPost(
          batch.filter((id) => !id.includes('_')),
          (externalId) => onePost(account, externalId),
          isGoneFromGraph,
        );
        const feed = batch.filter((id) => id.includes('_'));
        if (feed.length === 0) return videos;
        try {
          return [...videos, ...(await feedPosts(account, feed))];
        } catch (error) {
          failWithReadings(error, [...videos, ...readingsBefore(error)]);
        }
      }),
    /** The Page's `followers_count`. */
    accountMetrics: async (account: AccountCredentials): Promise<AccountMetrics> => ({
      followers: (await pageProfile(context, pageIdOf(account), account.accessToken)).followers ?? null,
    }),
  };
}
