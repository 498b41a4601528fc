import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { node } from '../meta/graph.ts';
import { graphId } from '../meta/graph-shapes.ts';
import { graphRecentPosts } from '../meta/recent-posts.ts';
import { isoTime } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';

const mediaItem = z.object({ id: graphId, caption: z.string().optional(), timestamp: z.string(), permalink: z.string() });

/** The professional account's media (`/{ig-user-id}/media`), the caption as the text. */
export function recentPosts(context: NetworkContext, account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]> {
  return graphRecentPosts(context, account, input, {
    path: node(account.externalId, 'media'),
    fields: 'id,caption,timestamp,permalink',
    item: mediaItem,
    toPost: (media) => ({ externalId: media.id, url: media.permalink, text: media.caption ?? '', createdAt: isoTime('instagram', media.timestamp) }),
  });
}
