import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import { collectRecentPosts, isoTime } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';
import { instanceOf, mastodonApi } from './api.ts';
import { accountIdOf } from './auth.ts';
import { plainText } from './status-text.ts';

/** The instance's largest page of an account's statuses. */
const MAX_PAGE_SIZE = 40;

const statusesSchema = z.array(z.object({ id: z.string(), url: z.string().nullish(), uri: z.string(), content: z.string(), created_at: z.string() }));

/**
 * The account's statuses (`GET /api/v1/accounts/:id/statuses`), newest first, their HTML read back
 * as the text `publish` sent; pages go back with `max_id`, the oldest id of the page before, until
 *a status is older than `since`.
 */
export function recentPosts(context: NetworkContext, account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]> {
  return collectRecentPosts(input, async (cursor, wanted) => {
    const limit = Math.min(MAX_PAGE_SIZE, wanted);
    const answer = await mastodonApi(context, instanceOf(account.settings), {
      path: `/api/v1/accounts/${encodeURIComponent(accountIdOf(account))}/statuses`,
      query: { limit, max_id: cursor ?? undefined },
      bearer: account.accessToken,
    });
    const statuses = readAnswer('mastodon', statusesSchema, answer);
    return {
      posts: statuses.map((status) => ({
        externalId: status.id,
        url: status.url ?? status.uri,
        text: plainText(status.content),
        createdAt: isoTime('mastodon', status.created_at),
      })),
      // A page shorter than asked is the last one.
      next: statuses.length < limit ? null : (statuses.at(-1)?.id ?? null),
    };
  });
}
