import { countGraphemes, utf8Length } from '@publia/shared';

/** One rich-text feature of a post (`app.bsky.richtext.facet`), its range in bytes of UTF-8, end excluded. */
export interface Facet {
  index: { byteStart: number; byteEnd: number };
  features: (
    | { $type: 'app.bsky.richtext.facet#link'; uri: string }
    | { $type: 'app.bsky.richtext.facet#mention'; did: string }
    | { $type: 'app.bsky.richtext.facet#tag'; tag: string }
  )[];
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/gu;
const MENTION_PATTERN = /(^|[\s(])@(([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?)/giu;
const TAG_PATTERN = /(^|\s)#([^\s#]+)/gu;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"»]+$/u;
/** A tag's longest (`app.bsky.richtext.facet#tag`, 64 graphemes). */
const TAG_MAX_GRAPHEMES = 64;

/** What Publia marks in a text before it is posted: the network detects nothing itself. */
export interface FoundRichText {
  links: { start: number; end: number; uri: string }[];
  mentions: { start: number; end: number; handle: string }[];
  tags: { start: number; end: number; tag: string }[];
}

/** The links, mentions and hashtags of a text, as indexes in the string (UTF-16). */
export function findRichText(text: string): FoundRichText {
  const links = [...text.matchAll(URL_PATTERN)].map((match) => {
    const uri = match[0].replace(TRAILING_PUNCTUATION, '');
    return { start: match.index, end: match.index + uri.length, uri };
  });
  const inLink = (index: number) => links.some((link) => index >= link.start && index < link.end);
  const mentions = [...text.matchAll(MENTION_PATTERN)].flatMap((match) => {
    const start = match.index + match[1]!.length;
    const handle = match[2]!.replace(TRAILING_PUNCTUATION, '');
    return inLink(start) ? [] : [{ start, end: start + 1 + handle.length, handle: handle.toLowerCase() }];
  });
  const tags = [...text.matchAll(TAG_PATTERN)].flatMap((match) => {
    const start = match.index + match[1]!.length;
    const tag = match[2]!.replace(TRAILING_PUNCTUATION, '');
    if (!tag || /^\d+$/.test(tag) || countGraphemes(tag) > TAG_MAX_GRAPHEMES || inLink(start)) return [];
    return [{ start, end: start + 1 + tag.length, tag }];
  });
  return { links, mentions, tags };
}

/** The facets of a text, once each mention's handle is known as a DID (`dids`, handle → DID). */
export function buildFacets(text: string, found: FoundRichText, dids: ReadonlyMap<string, string>): Facet[] {
  const range = (start: number, end: number) => ({ byteStart: utf8Length(text.slice(0, start)), byteEnd: utf8Length(text.slice(0, end)) });
  const facets: Facet[] = [
    ...found.links.map((link) => ({ index: range(link.start, link.end), features: [{ $type: 'app.bsky.richtext.facet#link' as const, uri: link.uri }] })),
    ...found.mentions.map((mention) => ({
      index: range(mention.start, mention.end),
      features: [{ $type: 'app.bsky.richtext.facet#mention' as const, did: dids.get(mention.handle)! }],
    })),
    ...found.tags.map((tag) => ({ index: range(tag.start, tag.end), features: [{ $type: 'app.bsky.richtext.facet#tag' as const, tag: tag.tag }] })),
  ];
  return facets.sort((a, b) => a.index.byteStart - b.index.byteStart);
}
