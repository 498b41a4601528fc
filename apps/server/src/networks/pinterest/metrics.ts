import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import { readEachPost, sumOf } from '../post-metrics.ts';
import type { AccountCredentials, AccountMetrics, PostMetrics, PostMetricsReading } from '../types.ts';
import { pinterestApi } from './api.ts';
import { fetchProfile } from './auth.ts';

const METRIC_TYPES = ['IMPRESSION', 'OUTBOUND_CLICK', 'PIN_CLICK', 'SAVE', 'TOTAL_COMMENTS', 'TOTAL_REACTIONS'];

const numbers = z.record(z.string(), z.number()).nullish();
const analyticsSchema = z.object({ all: z.object({ summary_metrics: numbers, lifetime_metrics: numbers }) });

/** Pinterest keeps 90 days of analytics; the window stops a day short so that a time zone never crosses it. */
const WINDOW_DAYS = 89;
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Pin analytics over the last 90 days (`all` apps). Likes are Pinterest's reactions; clicks add
 * the clicks to the Pin and the clicks through to its link; Pinterest has no shares and no reach
 * per Pin (IMPRESSION counts views, not people).
 */
async function pinMetrics(context: NetworkContext, account: AccountCredentials, pinId: string): Promise<PostMetrics> {
  const today = new Date();
  const answer = await pinterestApi(context, {
    path: `/pins/${encodeURIComponent(pinId)}/analytics`,
    query: {
      start_date: day(new Date(today.getTime() - WINDOW_DAYS * 86_400_000)),
      end_date: day(today),
      metric_types: METRIC_TYPES.join(','),
    },
    bearer: account.accessToken,
  });
  const { all } = readAnswer('pinterest', analyticsSchema, answer);
  const read = (name: string) => all.lifetime_metrics?.[name] ?? all.summary_metrics?.[name] ?? null;
  return {
    impressions: read('IMPRESSION'),
    reach: null,
    likes: read('TOTAL_REACTIONS'),
    comments: read('TOTAL_COMMENTS'),
    shares: null,
    saves: read('SAVE'),
    clicks: sumOf(read('PIN_CLICK'), read('OUTBOUND_CLICK')),
  };
}

/** One Pin per call (the analytics endpoint takes one id); a deleted Pin answers 404: `gone`. */
export const postMetrics = (context: NetworkContext, account: AccountCredentials, pinIds: string[]): Promise<PostMetricsReading[]> =>
  readEachPost(pinIds, (pinId) => pinMetrics(context, account, pinId));

/** `follower_count` of `GET /v5/user_account`. */
export const accountMetrics = async (context: NetworkContext, account: AccountCredentials): Promise<AccountMetrics> => ({
  followers: (await fetchProfile(context, account.accessToken)).followers ?? null,
});
