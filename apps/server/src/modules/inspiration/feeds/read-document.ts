import { decodeBody } from './decode-body.ts';
import { looksLikeHtml } from './discover-feed-links.ts';
import { FeedError } from './feed-error.ts';
import type { FeedDocument } from './fetch-document.ts';
import { parseFeedWithin } from './parse-feed-within.ts';
import type { ParsedFeed } from './parse-feed.ts';

/**
 * A fetched document read as a feed, or as the web page it is (where feeds may be announced).
 * Tried as a feed first: some servers send their feed as text/html. The bytes go to the parse as
 * they are (decoded there, off the server's thread when big); a page is decoded here only once it
 * is known not to be a feed. FeedError for anything else.
 */
export async function readDocument(document: FeedDocument): Promise<{ feed: ParsedFeed } | { page: string }> {
  try {
    return { feed: await parseFeedWithin(document.body, document.finalUrl, { contentType: document.contentType }) };
  } catch (error) {
    if (!(error instanceof FeedError) || error.reason !== 'not_a_feed') throw error;
    const text = decodeBody(document.body, document.contentType);
    if (looksLikeHtml(text, document.contentType)) return { page: text };
    throw error;
  }
}

/** A fetched document's feed; a web page is `not_a_feed` here. */
export async function feedOf(document: FeedDocument): Promise<ParsedFeed> {
  const read = await readDocument(document);
  if ('page' in read) throw new FeedError('not_a_feed', 'an HTML page');
  return read.feed;
}
