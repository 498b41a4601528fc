import { decodeEntities, withoutBlocks } from './plain-text.ts';
import { absoluteHttpUrl } from './parse-feed.ts';

const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml', 'application/feed+json']);

/** The attributes of one tag: `name="value"`, `name='value'` or `name=value`, names in lower case. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    const key = name!.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

const tagsOf = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^<>]*>`, 'gi')) ?? [];

/**
 * The feeds an HTML page announces — `<link rel="alternate" type="application/rss+xml|atom+xml|feed+json" href>`
 * — as absolute URLs (against the page's `<base href>` if any), in page order, without repeats.
 */
export function discoverFeedLinks(html: string, pageUrl: string): string[] {
  const page = withoutBlocks(html);
  const baseHref = tagsOf(page, 'base')
    .map((tag) => attributesOf(tag).get('href'))
    .find(Boolean);
  const base = absoluteHttpUrl(baseHref, pageUrl) ?? pageUrl;
  const links = tagsOf(page, 'link').flatMap((tag) => {
    const attributes = attributesOf(tag);
    const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const type = (attributes.get('type') ?? '').toLowerCase().split(';')[0]!.trim();
    if (!rels.includes('alternate') || !FEED_TYPES.has(type)) return [];
    const url = absoluteHttpUrl(attributes.get('href'), base);
    return url ? [url] : [];
  });
  return [...new Set(links)];
}

/** Whether a document that is not a feed is a web page (where feed links may be found). */
export function looksLikeHtml(text: string, contentType: string | null | undefined): boolean {
  if (/html/i.test(contentType ?? '')) return true;
  const start = withoutBlocks(text.slice(0, 4096)).replace(/^\s*<\?xml[^<>]*>/, '');
  return /^\s*<(!doctype\s+html|html[\s>])/i.test(start);
}
