import { find } from 'linkifyjs';

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
