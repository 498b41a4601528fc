import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { count } from '../meta/graph-shapes.ts';
import { countOf, insightsAnswer, insightValues } from '../meta/insights.ts';
import type { AccountCredentials, PostMetrics } from '../types.ts';

/** The post metrics postiz reads since `post_impressions*` were retired (2026-06-15). */
const POST_INSIGHTS = 'post_total_media_view_unique,post_reactions_by_type_total,post_clicks';
const COUNTS = 'reactions.summary(total_count),comments.summary(total_count)';

const summary = z.object({ summary: z.object({ total_count: count }) }).optional();
const countsAnswer = z.object({ reactions: summary, comments: summary, shares: z.object({ count }).optional() });

/**
 * A feed post (`{page}_{post}`) has insights and counts; a video (a bare id) has no `insights`
 * edge, only its reaction and comment counts.
 */
export async function postMetrics(context: NetworkContext, account: AccountCredentials, externalId: string): Promise<PostMetrics> {
  const isFeedPost = externalId.includes('_');
  const [insights, counts] = await Promise.all([
    isFeedPost
      ? graph(context, { path: node(externalId, 'insights'), query: { metric: POST_INSIGHTS }, bearer: account.accessToken }, insightsAnswer).then(insightValues)
      : Promise.resolve(new Map<string, unknown>()),
    graph(context, { path: node(externalId), query: { fields: isFeedPost ? `${COUNTS},shares` : COUNTS }, bearer: account.accessToken }, countsAnswer),
  ]);
  return {
    impressions: countOf(insights.get('post_total_media_view_unique')),
    likes: counts.reactions?.summary.total_count ?? countOf(insights.get('post_reactions_by_type_total')),
    comments: counts.comments?.summary.total_count ?? null,
    // Graph leaves `shares` out while a post has none.
    shares: isFeedPost ? (counts.shares?.count ?? 0) : null,
    saves: null,
    clicks: countOf(insights.get('post_clicks')),
  };
}
