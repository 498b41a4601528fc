import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import { collectRecentPosts, isoTime } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';
import { serviceOf } from './auth.ts';
import { postViewSchema } from './metrics.ts';
import { postUrl } from './publish.ts';
import { xrpcClient } from './xrpc.ts';

/** `app.bsky.feed.getAuthorFeed`'s largest page. */
const MAX_PAGE_SIZE = 100;

const feedSchema = z.object({ feed: z.array(z.object({ post: postViewSchema, reason: z.unknown().optional() })), cursor: z.string().nullish() });

/**
 * The account's own posts (`app.bsky.feed.getAuthorFeed`, replies included: a thread's next posts
 * and first comments are posts too), newest first, its reposts of others left out. Read by cursor
 * until a post is older than `since`.
 */
export function recentPosts(context: NetworkContext, account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]> {
  const xrpc = xrpcClient(context, serviceOf(context, account));
  return collectRecentPosts(input, async (cursor, wanted) => {
    const answer = await xrpc.query('app.bsky.feed.getAuthorFeed', {
      actor: account.externalId,
      limit: Math.min(MAX_PAGE_SIZE, wanted),
      cursor: cursor ?? undefined,
      filter: 'posts_with_replies',
    });
    const body = readAnswer('bluesky', feedSchema, answer);
    return {
      posts: body.feed
        .filter((item) => item.reason === undefined && item.post.author.did === account.externalId)
        .map(({ post }) => ({
          externalId: post.uri,
          url: postUrl(context, post.author.handle, post.uri),
          text: typeof post.record.text === 'string' ? post.record.text : '',
          createdAt: isoTime('bluesky', typeof post.record.createdAt === 'string' ? post.record.createdAt : post.indexedAt),
        })),
      next: body.cursor ?? null,
    };
  });
}
