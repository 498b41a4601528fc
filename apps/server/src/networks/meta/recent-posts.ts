import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { collectRecentPosts, sinceSecond } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';
import { graph } from './graph.ts';

/** Graph gives at most 100 items a page. */
const MAX_LIMIT = 100;

/**
 * An edge of posts read newest first with Graph's paging: `since` as a Unix timestamp, `limit`,
 * then `after` with the cursor of the page as long as Graph gives a `next` link.
 */
export function graphRecentPosts<S extends z.ZodType>(
  context: NetworkContext,
  account: AccountCredentials,
  input: { since: Date; limit: number },
  edge: { path: string; fields: string; item: S; toPost: (item: z.infer<S>) => RecentPost },
): Promise<RecentPost[]> {
  const shape = z.object({
    data: z.array(edge.item),
    paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
  });
  const since = Math.floor(sinceSecond(input.since).getTime() / 1000);
  return collectRecentPosts(input, async (cursor, wanted) => {
    const body = await graph(
      context,
      {
        path: edge.path,
        query: { fields: edge.fields, since, limit: Math.min(MAX_LIMIT, wanted), after: cursor ?? undefined },
        bearer: account.accessToken,
      },
      shape,
    );
    const after = body.paging?.cursors?.after;
    return { posts: body.data.map((item) => edge.toPost(item)), next: body.paging?.next && after ? after : null };
  });
}
