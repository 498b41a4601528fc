import { find } from 'linkifyjs';
import { UTM_MEDIUM } from '../schemas/links.ts';

export interface FoundLink {
  /** The address as written in the text. */
  url: string;
  start: number;
  end: number;
}

/**
 * The links of a text written with their scheme (http:// or https://). A bare name (« exemple.fr »)
 * is left as written: rewriting it would change words the author did not write as a link.
 */
export function linksIn(text: string): FoundLink[] {
  return find(text, 'url')
    .filter((link) => /^https?:\/\//i.test(link.value))
    .map((link) => ({ url: link.value, start: link.start, end: link.end }));
}

/** The text with each link replaced by what `replace` gives for it (the same address for the same link). */
export function replaceLinks(text: string, links: readonly FoundLink[], replace: (url: string) => string): string {
  let out = '';
  let at = 0;
  for (const link of links) {
    out += text.slice(at, link.start) + replace(link.url);
    at = link.end;
  }
  return out + text.slice(at);
}

/**
 * The WHATWG URL that both the browser and Node give, as far as the tags need it: this package is
 * typed without either's library.
 */
declare const URL: new (url: string) => { searchParams: { has(name: string): boolean; append(name: string, value: string): void }; toString(): string };

export interface UtmTags {
  /** The network's key (twitter, linkedin…). */
  source: string;
  campaign: string | null;
}

/**
 * The address with Publia's UTM tags: utm_source the network, utm_medium « social », utm_campaign
 * the post's campaign when there is one. A tag the author wrote in the link is kept as written.
 * An address that cannot be read is answered as it is.
 */
export function withUtm(url: string, tags: UtmTags): string {
  let parsed: InstanceType<typeof URL>;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const wanted: [string, string | null][] = [
    ['utm_source', tags.source],
    ['utm_medium', UTM_MEDIUM],
    ['utm_campaign', tags.campaign],
  ];
  for (const [name, value] of wanted) if (value && !parsed.searchParams.has(name)) parsed.searchParams.append(name, value);
  return parsed.toString();
}

/** The text as it goes out on a network when its links are tagged (not shortened): what the create screen shows. */
export function withTaggedLinks(text: string, tags: UtmTags): string {
  return replaceLinks(text, linksIn(text), (url) => withUtm(url, tags));
}
