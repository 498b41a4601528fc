import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { countOf, insightsAnswer, insightValues } from '../meta/insights.ts';
import type { AccountCredentials, PostMetrics } from '../types.ts';

/** `impressions` and `plays` are gone (v22, then every version from 2025-04-21): `views` replaces them. */
const MEDIA_INSIGHTS = 'views,reach,likes,comments,shares,saved,total_interactions';

export async function mediaMetrics(context: NetworkContext, account: AccountCredentials, mediaId: string): Promise<PostMetrics> {
  const body = await graph(context, { path: node(mediaId, 'insights'), query: { metric: MEDIA_INSIGHTS }, bearer: account.accessToken }, insightsAnswer);
  const values = insightValues(body);
  return {
    impressions: countOf(values.get('views')),
    likes: countOf(values.get('likes')),
    comments: countOf(values.get('comments')),
    shares: countOf(values.get('shares')),
    saves: countOf(values.get('saved')),
    clicks: null,
  };
}
