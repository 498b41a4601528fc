import { createHash } from 'node:crypto';
import { assertOutgoingUrl, outgoingFetch, PrivateAddressError } from '../../../lib/outgoing/safe-fetch.ts';
import { FeedError } from './feed-error.ts';
import { itemEnds } from './item-ends.ts';
import { MAX_FEED_ITEMS } from './parse-feed.ts';

export interface FetchFeedOptions {
  /** Whether private and loopback addresses may be reached (ALLOW_PRIVATE_URLS; the tests' fake servers). */
  allowPrivate: boolean;
  /**
   * A stand-in for the Internet (the tests' public server). Without it, every hop goes through
   * `outgoingFetch`, which checks the address it connects to.
   */
  fetch?: typeof globalThis.fetch;
  /** URLs starting with it (the server's own `${publicUrl}/sandbox/feeds/`) skip the private-address check. */
  trustedPrefix?: string;
  /** How the hops under `trustedPrefix` are requested (the service's in-process fetch); defaults to the global fetch. */
  trustedFetch?: typeof globalThis.fetch;
  /** Conditional GET: sent as If-None-Match. */
  etag?: string | null;
  /** Conditional GET: sent as If-Modified-Since. */
  lastModified?: string | null;
  /** The digest of the bytes last read (FeedDocument.digest): the same bytes again are « not modified ». */
  contentDigest?: string | null;
  /** For the whole request, redirects and body included. Defaults to 10 s. */
  timeoutMs?: number;
  /** Defaults to 5 MB. */
  maxBytes?: number;
  /** Defaults to 5. */
  maxRedirects?: number;
}

/** A document as fetched, before anyone decides whether it is a feed. */
export interface FeedDocument {
  kind: 'document';
  body: Buffer;
  contentType: string | null;
  /** Where the body came from, after redirects. */
  finalUrl: string;
  etag: string | null;
  lastModified: string | null;
  /** SHA-256 of the body, base64url. */
  digest: string;
}

export type FetchedDocument = { kind: 'not_modified' } | FeedDocument;

export const FEED_USER_AGENT = 'Publia/1.0 (+https://github.com/publia)';
const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, text/html;q=0.5';
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
/** Why a finished exchange's controller is aborted (only a connection left half-read notices). */
const FINISHED = new Error('feed exchange finished');
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** An http(s) URL, normalised (so that a trusted prefix cannot be dodged with `..`); bad_url otherwise. */
function httpUrl(value: string, base?: string): string {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new FeedError('bad_url', value.slice(0, 200));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedError('bad_url', `protocol ${url.protocol}`);
  return url.href;
}

const describe = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

/** Whether a normalised URL starts with the trusted prefix, itself normalised (`HTTP://Host:80/x` is `http://host/x`). */
function isTrusted(url: string, prefix: string | undefined): boolean {
  if (!prefix) return false;
  try {
    return url.startsWith(new URL(prefix).href);
  } catch {
    return false;
  }
}

/**
 * Whether a feed's address may be followed, without fetching it (an OPML import checks its entries
 * so): http(s), and a public address unless private ones are allowed or it is under the trusted
 * prefix. The DNS lookup cannot be aborted, so it races the deadline. Throws FeedError only.
 */
export async function checkFeedAddress(url: string, options: Pick<FetchFeedOptions, 'allowPrivate' | 'trustedPrefix'>, deadline: Promise<never>): Promise<void> {
  const normalised = httpUrl(url);
  if (isTrusted(normalised, options.trustedPrefix)) return;
  try {
    await Promise.race([assertOutgoingUrl(normalised, options.allowPrivate), deadline]);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (error instanceof PrivateAddressError) throw new FeedError('private_address', error.message);
    throw new FeedError('unreachable', describe(error));
  }
}

/**
 * One hop, redirects included: a public address must not lead the server to one inside its own
 * network. `outgoingFetch` checks the address at the connection itself, so that a second DNS
 * answer cannot differ from the one checked; a stand-in transport cannot, so the address is
 * checked before it is called.
 */
async function requestHop(url: string, init: RequestInit, options: FetchFeedOptions, deadline: Promise<never>): Promise<Response> {
  if (isTrusted(url, options.trustedPrefix)) return (options.trustedFetch ?? globalThis.fetch)(url, init);
  if (!options.fetch) return outgoingFetch(url, init, { allowPrivate: options.allowPrivate });
  await checkFeedAddress(url, options, deadline);
  return options.fetch(url, init);
}

function requestHeaders(options: FetchFeedOptions): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': FEED_USER_AGENT, accept: FEED_ACCEPT };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  return headers;
}

/** Lets go of an answer whose body is not wanted, so that its connection is freed. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/**
 * The body, read as it streams and dropped as soon as it passes `maxBytes` (a declared length
 * over it is refused before reading): a huge or endless answer costs at most that much memory.
 * Reading stops, and the rest is never downloaded, once the body holds the end of the feed's last
 * item kept (MAX_FEED_ITEMS): a feed of 100,000 items costs what its first 500 cost.
 */
async function readBody(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await discard(response);
    throw new FeedError('too_large', `Content-Length ${declared}`);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  const ends = itemEnds(MAX_FEED_ITEMS);
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const lastItemEnd = ends.push(chunk.value);
    if (lastItemEnd !== null && lastItemEnd <= maxBytes) {
      await reader.cancel().catch(() => undefined);
      chunks.push(chunk.value);
      return Buffer.concat(chunks, size + chunk.value.byteLength).subarray(0, lastItemEnd);
    }
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedError('too_large', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks, size);
}

/** Follows redirects by hand, so that every hop is checked and counted. */
async function follow(url: string, options: FetchFeedOptions, signal: AbortSignal, deadline: Promise<never>): Promise<FetchedDocument> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = httpUrl(url);
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestHop(current, { method: 'GET', headers: requestHeaders(options), redirect: 'manual', signal }, options, deadline);
    if (REDIRECT_STATUSES.has(response.status)) {
      await discard(response);
      const location = response.headers.get('location');
      if (!location) throw new FeedError('http_status', `${response.status} without Location`);
      if (redirects >= maxRedirects) throw new FeedError('too_many_redirects', `more than ${maxRedirects}`);
      current = httpUrl(location, current);
      continue;
    }
    if (response.status === 304) {
      await discard(response);
      return { kind: 'not_modified' };
    }
    if (response.status < 200 || response.status > 299) {
      await discard(response);
      throw new FeedError('http_status', String(response.status));
    }
    const body = await readBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
    const header = (name: string) => response.headers.get(name) || null;
    const digest = createHash('sha256').update(body).digest('base64url');
    return { kind: 'document', body, contentType: header('content-type'), finalUrl: current, etag: header('etag'), lastModified: header('last-modified'), digest };
  }
}

/**
 * GETs a URL for the feed functions: http(s) only, no private address unless allowed (every hop),
 * redirects followed by hand up to `maxRedirects`, the whole exchange within `timeoutMs`, the body
 * within `maxBytes`, conditional when an ETag or a date is known. Throws FeedError only.
 */
export async function fetchDocument(url: string, options: FetchFeedOptions): Promise<FetchedDocument> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new FeedError('timeout', `no complete answer within ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  });
  // The deadline is raced only while an address is checked: most of the time nobody reads it.
  deadline.catch(() => undefined);
  try {
    return await follow(url, options, controller.signal, deadline);
  } catch (error) {
    if (timedOut) throw new FeedError('timeout', `no complete answer within ${timeoutMs} ms`);
    if (error instanceof FeedError) throw error;
    if (error instanceof PrivateAddressError) throw new FeedError('private_address', error.message);
    throw new FeedError('unreachable', describe(error));
  } finally {
    clearTimeout(timer);
    // Frees a connection whose body was left unread; the reason is made once, not a new error with its stack each time.
    controller.abort(FINISHED);
  }
}
