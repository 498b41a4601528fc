import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { figure, readInBatches, sumOf } from '../post-metrics.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, AccountMetrics, PostMetrics, PostMetricsReading } from '../types.ts';
import { fetchProfile, serviceOf } from './auth.ts';
import { xrpcClient } from './xrpc.ts';

/** `app.bsky.feed.getPosts` takes at most 25 at-URIs a call. */
const POSTS_PER_CALL = 25;

export const postViewSchema = z.object({
  uri: z.string(),
  cid: z.string(),
  author: z.object({ did: z.string(), handle: z.string(), displayName: z.string().nullish() }),
  record: z.record(z.string(), z.unknown()),
  replyCount: z.number().nullish(),
  repostCount: z.number().nullish(),
  likeCount: z.number().nullish(),
  quoteCount: z.number().nullish(),
  bookmarkCount: z.number().nullish(),
  indexedAt: z.string(),
});
const postsSchema = z.object({ posts: z.array(postViewSchema) });

/**
 * A post view's counts in Publia's vocabulary: likes, replies as comments, reposts plus quotes as
 * shares, bookmarks as saves. Bluesky counts no views: impressions, reach and clicks stay unknown.
 */
function figuresOf(post: z.infer<typeof postViewSchema>): PostMetrics {
  return {
    impressions: null,
    reach: null,
    likes: figure(post.likeCount),
    comments: figure(post.replyCount),
    shares: sumOf(post.repostCount, post.quoteCount),
    saves: figure(post.bookmarkCount),
    clicks: null,
  };
}

/** The figures of the account's posts, 25 a call; a post the answer leaves out no longer exists (`gone`). */
export function postMetrics(context: NetworkContext, account: AccountCredentials, uris: string[]): Promise<PostMetricsReading[]> {
  const xrpc = xrpcClient(context, serviceOf(context, account));
  return readInBatches(uris, POSTS_PER_CALL, async (batch) => {
    const params = new URLSearchParams(batch.map((uri): [string, string] => ['uris', uri]));
    const { posts } = readAnswer('bluesky', postsSchema, await xrpc.query('app.bsky.feed.getPosts', params));
    const byUri = new Map(posts.map((post) => [post.uri, post]));
    return batch.map((uri) => {
      const post = byUri.get(uri);
      return post ? { externalId: uri, metrics: figuresOf(post) } : { externalId: uri, gone: true as const };
    });
  });
}

/** `followersCount` of `app.bsky.actor.getProfile`. */
export async function accountMetrics(context: NetworkContext, account: AccountCredentials): Promise<AccountMetrics> {
  return { followers: (await fetchProfile(context, account)).followers ?? null };
}
