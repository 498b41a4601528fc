/** The feed machinery of Inspiration: fetching, parsing and discovering RSS/Atom/RDF/JSON feeds, and OPML. */
export { discoverFeedLinks } from './discover-feed-links.ts';
export { FeedError, type FeedErrorReason } from './feed-error.ts';
export { checkFeedAddress, FEED_USER_AGENT, type FetchFeedOptions } from './fetch-document.ts';
export { fetchFeed, type FetchFeedResult } from './fetch-feed.ts';
export { buildOpml, parseOpml, type OpmlSource } from './opml.ts';
export { MAX_FEED_ITEMS, parseFeed, type ParsedFeed, type ParsedFeedItem } from './parse-feed.ts';
export { resolveFeed, type ResolvedFeed } from './resolve-feed.ts';
