import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import { collectRecentPosts, isoTime } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';
import { linkedinApi, linkedinPostUrl } from './api.ts';
import { authorOf } from './identity.ts';
import { unescapeLittleText } from './little-text.ts';

/** LinkedIn's largest page of the posts finder. */
const MAX_COUNT = 100;

const postsSchema = z.object({
  elements: z.array(z.object({ id: z.string(), commentary: z.string().nullish(), createdAt: z.number() })),
});

/**
 * The author's posts (the member's, or the Page's) through the Posts API finder by author
 * (`q=author`, newest created first).
 * It takes no date: pages are read by `start` until one reaches a post older than `since`.
 */
export function recentPosts(context: NetworkContext, account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]> {
  return collectRecentPosts(input, async (cursor, wanted) => {
    const start = cursor ? Number(cursor) : 0;
    const count = Math.min(MAX_COUNT, wanted);
    const answer = await linkedinApi(context, {
      method: 'GET',
      path: '/rest/posts',
      query: { author: authorOf(account), q: 'author', count, start, sortBy: 'CREATED' },
      headers: { 'X-RestLi-Method': 'FINDER' },
      bearer: account.accessToken,
    });
    const { elements } = readAnswer('linkedin', postsSchema, answer);
    return {
      posts: elements.map((post) => ({
        externalId: post.id,
        url: linkedinPostUrl(context, post.id),
        text: unescapeLittleText(post.commentary ?? ''),
        createdAt: isoTime('linkedin', post.createdAt),
      })),
      next: elements.length >= count ? String(start + elements.length) : null,
    };
  });
}
