import { NetworkError } from './network-error.ts';
import type { Network } from '@publia/shared';
import { frenchMessage } from '@publia/shared';
import type { RecentPost } from './types.ts';

/** One page of an account's posts, newest first, and the cursor of the next one if any. */
export interface RecentPage {
  posts: RecentPost[];
  next: string | null;
}

/** Pages read at most: a lookup is a check after an unknown outcome, not an export of the account. */
const MAX_PAGES = 20;

/** Networks give times to the second at best: `since` is compared at that precision. */
export const sinceSecond = (since: Date) => new Date(Math.floor(since.getTime() / 1000) * 1000);

/** A network's time (ISO with an offset, epoch seconds or milliseconds) as an ISO instant. */
export function isoTime(network: Network, value: string | number, unit: 'ms' | 's' = 'ms'): string {
  const date = typeof value === 'number' ? new Date(unit === 's' ? value * 1000 : value) : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new NetworkError(network, 'unknown', frenchMessage('network.missingField', { status: 200, field: 'created_at' }));
  }
  return date.toISOString();
}

/**
 * The account's posts since `since`, newest first, at most `limit`: reads the network's pages
 * until one holds a post older than `since`, the limit is reached, or the network has no more.
 */
export async function collectRecentPosts(input: { since: Date; limit: number }, readPage: (cursor: string | null, wanted: number) => Promise<RecentPage>): Promise<RecentPost[]> {
  const since = sinceSecond(input.since).getTime();
  const found: RecentPost[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES && found.length < input.limit; page++) {
    const { posts, next } = await readPage(cursor, input.limit - found.length);
    for (const post of posts) {
      if (Date.parse(post.createdAt) < since) return found;
      found.push(post);
      if (found.length >= input.limit) return found;
    }
    if (!next || next === cursor || posts.length === 0) break;
    cursor = next;
  }
  return found;
}
