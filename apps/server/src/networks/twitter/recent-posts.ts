import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import { collectRecentPosts, isoTime, sinceSecond } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';
import { xApi, xPostUrl } from './api.ts';

const timelineSchema = z.object({
  data: z.array(z.object({ id: z.string(), text: z.string(), created_at: z.string() })).nullish(),
  meta: z.object({ next_token: z.string().nullish() }).nullish(),
});

/** X takes 5 to 100 posts a page. */
const pageSize = (wanted: number) => Math.min(100, Math.max(5, wanted));

/**
 * The user's own posts (`GET /2/users/{id}/tweets`, reverse chronological), from `start_time`
 * (to the second, as X writes it), following `next_token`.
 */
export function recentPosts(context: NetworkContext, account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]> {
  const startTime = sinceSecond(input.since).toISOString().replace('.000Z', 'Z');
  return collectRecentPosts(input, async (cursor, wanted) => {
    const answer = await xApi(context, {
      method: 'GET',
      path: `/2/users/${encodeURIComponent(account.externalId)}/tweets`,
      query: { start_time: startTime, max_results: pageSize(wanted), 'tweet.fields': 'created_at', pagination_token: cursor ?? undefined },
      bearer: account.accessToken,
    });
    const body = readAnswer('twitter', timelineSchema, answer);
    return {
      posts: (body.data ?? []).map((tweet) => ({
        externalId: tweet.id,
        url: xPostUrl(context, account.username, tweet.id),
        text: tweet.text,
        createdAt: isoTime('twitter', tweet.created_at),
      })),
      next: body.meta?.next_token ?? null,
    };
  });
}
