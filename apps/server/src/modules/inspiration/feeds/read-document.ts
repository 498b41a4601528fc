import { decodeBody } from './decode-body.ts';
import { looksLikeHtml } from './discover-feed-links.ts';
import { FeedError } from './feed-error.ts';
import type { FeedDocument } from './fetch-document.ts';
import { parseFeedWithin } from './parse-feed-within.ts';
import type { ParsedFeed } from './parse-feed.ts';

/**
 * A fetched document read as a feed, or as the web page it is (where feeds may be announced).
 * Tried as a feed first: some servers send their feed as text/html. FeedError for anything else.
 */
export async function readDocument(document: FeedDocument): Promise<{ feed: ParsedFeed } | { page: string }> {
  const text = decodeBody(document.body, document.contentType);
  try {
    return { feed: await parseFeedWithin(text, document.finalUrl) };
  } catch (error) {
    if (error instanceof FeedError && error.reason === 'not_a_feed' && looksLikeHtml(text, document.contentType)) return { page: text };
    throw error;
  }
}

/** A fetched document's feed; a web page is `not_a_feed` here. */
export async function feedOf(document: FeedDocument): Promise<ParsedFeed> {
  const read = await readDocument(document);
  if ('page' in read) throw new FeedError('not_a_feed', 'an HTML page');
  return read.feed;
}
