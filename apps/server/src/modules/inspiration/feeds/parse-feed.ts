import { createHash } from 'node:crypto';
import { parseFeed as parseAnyFeed, type AnyFeed } from 'feedsmith';
import { decodeBody } from './decode-body.ts';
import { cutAfterItems } from './cut-after-items.ts';
import { FeedError } from './feed-error.ts';
import { rawFeedOf, type RawEntry } from './feed-entries.ts';
import { clip, collapse, plainText } from './plain-text.ts';
import { refuseEntities } from './refuse-entities.ts';

export interface ParsedFeedItem {
  /** The item's guid or id, else its link, else a hash of its title and date: the key that tells a new item from one already seen. */
  guid: string;
  /** Plain text, at most 300 characters, never empty. */
  title: string;
  /** Absolute http(s) address, resolved against the feed's. */
  link: string | null;
  /** Plain text, at most 600 characters. */
  summary: string;
  publishedAt: Date | null;
  imageUrl: string | null;
}

export interface ParsedFeed {
  title: string;
  siteUrl: string | null;
  items: ParsedFeedItem[];
}

export const MAX_FEED_ITEMS = 500;
const TITLE_MAX = 300;
const SUMMARY_MAX = 600;
/** A title made from the summary when an item has none: its first words. */
const TITLE_FROM_SUMMARY_MAX = 120;
/** A longer identifier (some feeds put a whole URL with tracking in it) is kept as its hash. */
const GUID_MAX = 500;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** An absolute http(s) URL, resolved against the document's address; null for anything else. */
export function absoluteHttpUrl(value: string | undefined, base: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A feed's date, in any of the formats feeds use (RFC 822, ISO 8601…); null rather than a wrong date. */
function dateOf(value: string | undefined): Date | null {
  if (!value?.trim()) return null;
  const time = Date.parse(value.trim());
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 9999 ? date : null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

const textOf = (value: string | undefined, html: boolean) => (value ? (html ? plainText(value) : collapse(value)) : '');

function guidOf(entry: RawEntry, link: string | null): string {
  const id = collapse(entry.id ?? '') || link || `sha1:${sha1(`${entry.title ?? ''}\n${entry.date ?? ''}`)}`;
  return id.length > GUID_MAX ? `sha1:${sha1(id)}` : id;
}

function itemOf(entry: RawEntry, baseUrl: string): ParsedFeedItem {
  const link = absoluteHttpUrl(entry.link, baseUrl);
  const summary = clip(textOf(entry.summary, entry.html.summary), SUMMARY_MAX);
  const title = textOf(entry.title, entry.html.title) || clip(summary, TITLE_FROM_SUMMARY_MAX) || 'Sans titre';
  return {
    guid: guidOf(entry, link),
    title: clip(title, TITLE_MAX),
    link,
    summary,
    publishedAt: dateOf(entry.date),
    imageUrl: absoluteHttpUrl(entry.image, baseUrl),
  };
}

/** The first of each guid: a feed that repeats one would otherwise store it twice. */
function uniqueByGuid(items: ParsedFeedItem[]): ParsedFeedItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.guid)) return false;
    seen.add(item.guid);
    return true;
  });
}

function detect(text: string): AnyFeed {
  try {
    return parseAnyFeed(text, { maxItems: MAX_FEED_ITEMS });
  } catch (error) {
    throw new FeedError('not_a_feed', error instanceof Error ? error.message : String(error));
  }
}

/**
 * The XML parser builds the whole document before the item cap applies: it is given the document
 * cut after the cap's item. A cut it cannot read (markup broken before it) is retried whole.
 */
function detectXml(text: string): AnyFeed {
  const cut = cutAfterItems(text, MAX_FEED_ITEMS);
  if (cut === text) return detect(text);
  try {
    return detect(cut);
  } catch {
    return detect(text);
  }
}

/**
 * A feed document (RSS 0.9x/2.0, Atom, RDF or JSON Feed) as Publia keeps it: plain texts, absolute
 * links, dates or null, at most 500 items in the feed's order. Throws FeedError `entities` (refused
 * before parsing) or `not_a_feed`.
 */
export function parseFeed(body: Buffer | string, baseUrl: string, contentType?: string | null): ParsedFeed {
  const text = typeof body === 'string' ? body : decodeBody(body, contentType);
  // JSON Feed has no DOCTYPE: a post quoting one is no threat there.
  const json = text.trimStart().startsWith('{');
  if (!json) refuseEntities(text);
  const raw = rawFeedOf(json ? detect(text) : detectXml(text));
  const siteUrl = absoluteHttpUrl(raw.siteUrl, baseUrl);
  const title = clip(textOf(raw.title, raw.titleHtml), TITLE_MAX) || hostOf(siteUrl ?? baseUrl);
  return { title, siteUrl, items: uniqueByGuid(raw.entries.slice(0, MAX_FEED_ITEMS).map((entry) => itemOf(entry, baseUrl))) };
}
