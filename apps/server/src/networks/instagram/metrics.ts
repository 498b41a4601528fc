import type { NetworkContext } from '../context.ts';
import { countOf, createInsightsReader, isGoneFromGraph } from '../meta/insights.ts';
import { readEachPost } from '../post-metrics.ts';
import type { AccountCredentials, AccountMetrics, PostMetrics, PostMetricsReading } from '../types.ts';
import { instagramProfile } from './auth.ts';

/**
 * `impressions` and `plays` are gone (v22, then every version from 2025-04-21): `views` replaces
 * them. `total_interactions` is asked with the rest though no figure of Publia's maps to it yet.
 */
const MEDIA_INSIGHTS = ['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions'];

/** Media insights (one call per media) and the account's followers. Instagram gives no clicks on a media. */
export function instagramMetrics(context: NetworkContext) {
  const insights = createInsightsReader(context);

  async function oneMedia(account: AccountCredentials, mediaId: string): Promise<PostMetrics> {
    const values = await insights(mediaId, MEDIA_INSIGHTS, account.accessToken);
    return {
      impressions: countOf(values.get('views')),
      reach: countOf(values.get('reach')),
      likes: countOf(values.get('likes')),
      comments: countOf(values.get('comments')),
      shares: countOf(values.get('shares')),
      saves: countOf(values.get('saved')),
      clicks: null,
    };
  }

  return {
    postMetrics: (account: AccountCredentials, mediaIds: string[]): Promise<PostMetricsReading[]> =>
      readEachPost(mediaIds, (mediaId) => oneMedia(account, mediaId), isGoneFromGraph),
    /** The `followers_count` field of the Instagram user. */
    accountMetrics: async (account: AccountCredentials): Promise<AccountMetrics> => ({
      followers: (await instagramProfile(context, account)).followers ?? null,
    }),
  };
}
