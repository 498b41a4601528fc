import type { FeedErrorReason } from './feed-error.ts';
import type { ParsedFeed } from './parse-feed.ts';

/** What the parse thread (parse-feed-thread.ts) is given, as its workerData. */
export interface ParseJob {
  /** The document as fetched (decoded in the thread too) or as text. */
  body: Uint8Array | string;
  contentType: string | null;
  baseUrl: string;
}

/**
 * What it answers: first that it is ready (the budget's clock starts then), then the feed, the
 * reason it is none, or the message of an unexpected error (a fault of the parser, not of the feed).
 */
export type ParseMessage = { started: true } | { ok: true; feed: ParsedFeed } | { ok: false; reason: FeedErrorReason; detail?: string } | { ok: false; unexpected: string };
