import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, PostMetrics } from '../types.ts';
import { xApi } from './api.ts';

const count = z.number().nullish();
const tweetSchema = z.object({
  data: z.object({
    public_metrics: z.object({
      retweet_count: count,
      reply_count: count,
      like_count: count,
      quote_count: count,
      bookmark_count: count,
      impression_count: count,
    }),
  }),
});

/**
 * `public_metrics` of a post. Link clicks are only in `non_public_metrics`, for posts under 30
 * days, so they stay unknown here.
 */
export async function metrics(context: NetworkContext, account: AccountCredentials, externalId: string): Promise<PostMetrics> {
  const answer = await xApi(context, {
    method: 'GET',
    path: `/2/tweets/${encodeURIComponent(externalId)}`,
    query: { 'tweet.fields': 'public_metrics' },
    bearer: account.accessToken,
  });
  const numbers = readAnswer('twitter', tweetSchema, answer).data.public_metrics;
  const reposts = (numbers.retweet_count ?? 0) + (numbers.quote_count ?? 0);
  return {
    impressions: numbers.impression_count ?? null,
    likes: numbers.like_count ?? null,
    comments: numbers.reply_count ?? null,
    shares: numbers.retweet_count === undefined && numbers.quote_count === undefined ? null : reposts,
    saves: numbers.bookmark_count ?? null,
    clicks: null,
  };
}
