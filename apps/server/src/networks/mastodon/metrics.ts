import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { figure, readEachPost } from '../post-metrics.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, AccountMetrics, PostMetrics, PostMetricsReading } from '../types.ts';
import { instanceOf, mastodonApi } from './api.ts';
import { fetchFollowers } from './auth.ts';

const count = z.number().nullish();
const statusSchema = z.object({ id: z.string(), favourites_count: count, reblogs_count: count, replies_count: count, quotes_count: count });

/**
 * A status's figures (`GET /api/v1/statuses/:id`, one a call): favourites are its likes, boosts
 * (and quotes, where the instance counts them) its shares, replies its comments. Mastodon counts
 * no views, no reach, no clicks and no saves: those stay unknown. A status gone (404, 410) is `gone`.
 */
async function statusFigures(context: NetworkContext, account: AccountCredentials, statusId: string): Promise<PostMetrics> {
  const answer = await mastodonApi(context, instanceOf(account.settings), { path: `/api/v1/statuses/${encodeURIComponent(statusId)}`, bearer: account.accessToken });
  const status = readAnswer('mastodon', statusSchema, answer);
  const boosts = figure(status.reblogs_count);
  return {
    impressions: null,
    reach: null,
    likes: figure(status.favourites_count),
    comments: figure(status.replies_count),
    shares: boosts === null ? null : boosts + (figure(status.quotes_count) ?? 0),
    saves: null,
    clicks: null,
  };
}

const isGone = (error: { details: { status?: number } }) => error.details.status === 404 || error.details.status === 410;

export const postMetrics = (context: NetworkContext, account: AccountCredentials, statusIds: string[]): Promise<PostMetricsReading[]> =>
  readEachPost(statusIds, (statusId) => statusFigures(context, account, statusId), isGone);

/** `followers_count` of `GET /api/v1/accounts/verify_credentials`. */
export const accountMetrics = async (context: NetworkContext, account: AccountCredentials): Promise<AccountMetrics> => ({ followers: await fetchFollowers(context, account) });
