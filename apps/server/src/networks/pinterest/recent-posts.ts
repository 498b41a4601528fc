import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import { collectRecentPosts, isoTime } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';
import { pinterestApi, pinUrl } from './api.ts';

/** Pinterest's largest page. */
const MAX_PAGE_SIZE = 250;

const pinsSchema = z.object({
  items: z.array(z.object({ id: z.string(), description: z.string().nullish(), created_at: z.string() })),
  bookmark: z.string().nullish(),
});

/**
 * The Pins of the account (`GET /v5/pins`), newest first, the description as the text (what
 * `publish` sends). Pinterest takes no date: pages are read by `bookmark` until a Pin is older
 * than `since`.
 */
export function recentPosts(context: NetworkContext, account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]> {
  return collectRecentPosts(input, async (cursor, wanted) => {
    const answer = await pinterestApi(context, {
      method: 'GET',
      path: '/pins',
      query: { page_size: Math.min(MAX_PAGE_SIZE, wanted), bookmark: cursor ?? undefined },
      bearer: account.accessToken,
    });
    const body = readAnswer('pinterest', pinsSchema, answer);
    return {
      posts: body.items.map((pin) => ({
        externalId: pin.id,
        url: pinUrl(context, pin.id),
        text: pin.description ?? '',
        createdAt: isoTime('pinterest', pin.created_at),
      })),
      next: body.bookmark ?? null,
    };
  });
}
