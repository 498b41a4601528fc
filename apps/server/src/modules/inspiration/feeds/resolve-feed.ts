import { discoverFeedLinks } from './discover-feed-links.ts';
import { FeedError } from './feed-error.ts';
import { fetchDocument, type FeedDocument, type FetchFeedOptions } from './fetch-document.ts';
import type { ParsedFeed } from './parse-feed.ts';
import { feedOf, readDocument } from './read-document.ts';

export interface ResolvedFeed {
  feedUrl: string;
  feed: ParsedFeed;
  etag: string | null;
  lastModified: string | null;
  digest: string;
}

/** A whole answer, never a 304: a source being added has nothing cached to compare with. */
async function fetchWhole(url: string, options: FetchFeedOptions): Promise<FeedDocument> {
  const answer = await fetchDocument(url, { ...options, etag: null, lastModified: null });
  if (answer.kind === 'not_modified') throw new FeedError('http_status', '304');
  return answer;
}

const resolved = (document: FeedDocument, feed: ParsedFeed): ResolvedFeed => ({
  feedUrl: document.finalUrl,
  feed,
  etag: document.etag,
  lastModified: document.lastModified,
  digest: document.digest,
});

/**
 * What a user typed when adding a source: a feed's address, or a site's page whose first announced
 * feed is then fetched (once: a page leading to another page is not followed). Throws FeedError,
 * `html_page` for a page that announces no feed.
 */
export async function resolveFeed(url: string, options: FetchFeedOptions): Promise<ResolvedFeed> {
  const answer = await fetchWhole(url, options);
  const read = await readDocument(answer);
  if ('feed' in read) return resolved(answer, read.feed);
  const [feedUrl] = discoverFeedLinks(read.page, answer.finalUrl);
  if (!feedUrl) throw new FeedError('html_page', answer.finalUrl);
  const feedAnswer = await fetchWhole(feedUrl, options);
  return resolved(feedAnswer, await feedOf(feedAnswer));
}
