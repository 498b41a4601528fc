import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { isNetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import { failWithReadings, readEachPost, readInBatches, sumOf } from '../post-metrics.ts';
import type { AccountCredentials, AccountMetrics, PostMetrics, PostMetricsReading } from '../types.ts';
import { pinterestApi } from './api.ts';
import { fetchProfile } from './auth.ts';

const METRIC_TYPES = ['IMPRESSION', 'OUTBOUND_CLICK', 'PIN_CLICK', 'SAVE', 'TOTAL_COMMENTS', 'TOTAL_REACTIONS'];

const numbers = z.record(z.string(), z.number()).nullish();
const analyticsSchema = z.object({ all: z.object({ summary_metrics: numbers, lifetime_metrics: numbers }) });
const bulkSchema = z.record(z.string(), analyticsSchema);

/** Pinterest keeps 90 days of analytics; the window stops a day short so that a time zone never crosses it. */
const WINDOW_DAYS = 89;
/** The multi-Pin analytics endpoint takes at most 100 Pins a call. */
const PINS_PER_CALL = 100;
const day = (date: Date) => date.toISOString().slice(0, 10);

const windowQuery = () => {
  const today = new Date();
  return { start_date: day(new Date(today.getTime() - WINDOW_DAYS * 86_400_000)), end_date: day(today), metric_types: METRIC_TYPES.join(',') };
};

/**
 * A Pin's analytics over the last 90 days (`all` apps). Likes are Pinterest's reactions; clicks add
 * the clicks to the Pin and the clicks through to its link; Pinterest has no shares and no reach
 * per Pin (IMPRESSION counts views, not people).
 */
function figuresOf({ all }: z.infer<typeof analyticsSchema>): PostMetrics {
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

/** The failures that say nothing of the multi-Pin endpoint itself: they stop the round as they would one Pin's read. */
const isAccountWide = (error: unknown) => isNetworkError(error) && ['rate_limited', 'token_expired', 'transient'].includes(error.kind);

/**
 * The figures of an account's Pins and its followers. Pins are read 100 a call by the multi-Pin
 * analytics (`GET /v5/pins/analytics`), which Pinterest opens to some apps only (beta): once it
 * refuses this app, every Pin is read on its own (`/v5/pins/{id}/analytics`) from then on. A call
 * for 100 Pins fails whole when one is gone (404): that batch is read Pin by Pin, which tells which.
 */
export function pinterestMetrics(context: NetworkContext) {
  let bulkRefused = false;

  const onePin = async (account: AccountCredentials, pinId: string): Promise<PostMetrics> =>
    figuresOf(
      readAnswer(
        'pinterest',
        analyticsSchema,
        await pinterestApi(context, { path: `/pins/${encodeURIComponent(pinId)}/analytics`, query: windowQuery(), bearer: account.accessToken }),
      ),
    );

  const eachPin = (account: AccountCredentials, pinIds: string[]) => readEachPost(pinIds, (pinId) => onePin(account, pinId));

  async function severalPins(account: AccountCredentials, pinIds: string[]): Promise<PostMetricsReading[]> {
    if (bulkRefused) return eachPin(account, pinIds);
    let answer: z.infer<typeof bulkSchema>;
    try {
      answer = readAnswer(
        'pinterest',
        bulkSchema,
        await pinterestApi(context, { path: '/pins/analytics', query: { pin_ids: pinIds.join(','), ...windowQuery() }, bearer: account.accessToken }),
      );
    } catch (error) {
      if (isAccountWide(error)) throw error;
      if (!(isNetworkError(error) && error.details.status === 404)) {
        bulkRefused = true;
        context.logger.info({ err: error }, 'Pinterest : statistiques de plusieurs épingles refusées, lecture épingle par épingle');
      }
      return eachPin(account, pinIds);
    }
    const read: PostMetricsReading[] = pinIds.flatMap((pinId) => (answer[pinId] ? [{ externalId: pinId, metrics: figuresOf(answer[pinId]) }] : []));
    // A Pin the answer leaves out is asked on its own: its own call says whether it is gone.
    const left = pinIds.filter((pinId) => !answer[pinId]);
    if (left.length === 0) return read;
    try {
      return [...read, ...(await eachPin(account, left))];
    } catch (error) {
      failWithReadings(error, read);
    }
  }

  return {
    postMetrics: (account: AccountCredentials, pinIds: string[]): Promise<PostMetricsReading[]> =>
      bulkRefused ? eachPin(account, pinIds) : readInBatches(pinIds, PINS_PER_CALL, (batch) => severalPins(account, batch)),
    /** `follower_count` of `GET /v5/user_account`. */
    accountMetrics: async (account: AccountCredentials): Promise<AccountMetrics> => ({
      followers: (await fetchProfile(context, account.accessToken)).followers ?? null,
    }),
  };
}
