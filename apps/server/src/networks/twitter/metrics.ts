import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { batches, figure, sumOf } from '../post-metrics.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, AccountMetrics, PostMetricsReading } from '../types.ts';
import { xApi } from './api.ts';
import { isNotFound, readXErrorUnlessNotFound } from './errors.ts';

/** `GET /2/tweets` takes at most 100 ids. */
const BATCH = 100;

const count = z.number().nullish();
const tweetsSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        public_metrics: z.object({ retweet_count: count, reply_count: count, like_count: count, quote_count: count, bookmark_count: count, impression_count: count }).nullish(),
      }),
    )
    .default([]),
  errors: z.array(z.object({ resource_id: z.string().nullish(), value: z.string().nullish(), title: z.string().nullish(), type: z.string().nullish() })).default([]),
});

/**
 * `public_metrics` of up to 100 posts per call. X gives no reach, and link clicks only in
 * `non_public_metrics` for posts under 30 days, so both stay unknown; reposts and quotes are shares.
 */
export async function postMetrics(context: NetworkContext, account: AccountCredentials, externalIds: string[]): Promise<PostMetricsReading[]> {
  const readings = new Map<string, PostMetricsReading>();
  for (const ids of batches(externalIds, BATCH)) {
    const answer = await xApi(context, {
      method: 'GET',
      path: '/2/tweets',
      query: { ids: ids.join(','), 'tweet.fields': 'public_metrics' },
      bearer: account.accessToken,
      readError: readXErrorUnlessNotFound,
    });
    const { data, errors } = readAnswer('twitter', tweetsSchema, answer);
    for (const tweet of data) {
      const numbers = tweet.public_metrics ?? {};
      readings.set(tweet.id, {
        externalId: tweet.id,
        metrics: {
          impressions: figure(numbers.impression_count),
          reach: null,
          likes: figure(numbers.like_count),
          comments: figure(numbers.reply_count),
          shares: sumOf(numbers.retweet_count, numbers.quote_count),
          saves: figure(numbers.bookmark_count),
          clicks: null,
        },
      });
    }
    for (const problem of errors.filter(isNotFound)) {
      const id = problem.resource_id ?? problem.value;
      if (id) readings.set(id, { externalId: id, gone: true });
    }
  }
  // An id X neither measured nor reported missing is not on the account's timeline any more.
  return externalIds.map((externalId) => readings.get(externalId) ?? { externalId, gone: true });
}

const meSchema = z.object({ data: z.object({ public_metrics: z.object({ followers_count: count }).nullish() }) });

/** `followers_count` of the signed-in user. */
export async function accountMetrics(context: NetworkContext, account: AccountCredentials): Promise<AccountMetrics> {
  const answer = await xApi(context, { method: 'GET', path: '/2/users/me', query: { 'user.fields': 'public_metrics' }, bearer: account.accessToken });
  return { followers: figure(readAnswer('twitter', meSchema, answer).data.public_metrics?.followers_count) };
}
