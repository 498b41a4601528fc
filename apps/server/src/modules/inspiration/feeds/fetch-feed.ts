import { fetchDocument, type FetchFeedOptions } from './fetch-document.ts';
import type { ParsedFeed } from './parse-feed.ts';
import { feedOf } from './read-document.ts';

export type FetchFeedResult = { kind: 'not_modified' } | { kind: 'feed'; feed: ParsedFeed; finalUrl: string; etag: string | null; lastModified: string | null; digest: string };

/**
 * A source's feed, fetched (conditionally when its ETag or date is known) and parsed. Throws
 * FeedError only; `not_modified` when the server says nothing changed, or sends the very bytes
 * read last time (`contentDigest`): those are not parsed again.
 */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<FetchFeedResult> {
  const answer = await fetchDocument(url, options);
  if (answer.kind === 'not_modified') return answer;
  if (options.contentDigest && answer.digest === options.contentDigest) return { kind: 'not_modified' };
  return { kind: 'feed', feed: await feedOf(answer), finalUrl: answer.finalUrl, etag: answer.etag, lastModified: answer.lastModified, digest: answer.digest };
}
