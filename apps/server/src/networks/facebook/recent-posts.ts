import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { absoluteLink, node } from '../meta/graph.ts';
import { graphId } from '../meta/graph-shapes.ts';
import { graphRecentPosts } from '../meta/recent-posts.ts';
import { isoTime } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';
import { pageIdOf } from './auth.ts';

const postItem = z.object({ id: graphId, message: z.string().optional(), created_time: z.string(), permalink_url: z.string().optional() });

/** The Page's own posts (`/{page-id}/published_posts`, not `/feed`, which also holds visitors' posts). */
export function recentPosts(context: NetworkContext, account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]> {
  return graphRecentPosts(context, account, input, {
    path: node(pageIdOf(account), 'published_posts'),
    fields: 'id,message,created_time,permalink_url',
    item: postItem,
    toPost: (post) => ({
      externalId: post.id,
      url: absoluteLink(context, post.permalink_url ?? `/${post.id}`),
      text: post.message ?? '',
      createdAt: isoTime('facebook', post.created_time),
    }),
  });
}
