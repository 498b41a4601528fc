import { generateOpml, parseOpml as parseOpmlDocument, type Opml } from 'feedsmith';
import { FeedError } from './feed-error.ts';
import { absoluteHttpUrl, MAX_FEED_ITEMS } from './parse-feed.ts';
import { clip, collapse } from './plain-text.ts';
import { refuseEntities } from './refuse-entities.ts';

/** A feed of an OPML file (a reader's export): its name, its address and its site's. */
export interface OpmlSource {
  title: string;
  url: string;
  siteUrl: string | null;
}

/** As many sources as a feed has items: an import is one user's reading list, not a directory. */
const MAX_OPML_SOURCES = MAX_FEED_ITEMS;

type Outline = Opml.Outline<string>;

function sourceOf(outline: Outline): OpmlSource | null {
  // OPML has no base address: a relative xmlUrl leads nowhere and is skipped.
  const url = absoluteHttpUrl(outline.xmlUrl, 'invalid:');
  if (!url) return null;
  const siteUrl = absoluteHttpUrl(outline.htmlUrl, 'invalid:');
  const title = clip(collapse(outline.title ?? outline.text ?? ''), 300) || new URL(siteUrl ?? url).hostname;
  return { title, url, siteUrl };
}

/**
 * The feeds of an OPML file: every outline with an `xmlUrl`, folders flattened in reading order,
 * the first of each address kept, at most 500. Throws FeedError `not_a_feed` when the text is not
 * OPML, `entities` when it declares XML entities.
 */
export function parseOpml(text: string): OpmlSource[] {
  refuseEntities(text);
  let document: Opml.Document<string>;
  try {
    document = parseOpmlDocument(text);
  } catch (error) {
    throw new FeedError('not_a_feed', error instanceof Error ? error.message : String(error));
  }
  const sources = new Map<string, OpmlSource>();
  // Depth first without recursion: a file nested thousands of folders deep must not blow the stack.
  const pending: Outline[] = (document.body?.outlines ?? []).toReversed();
  while (pending.length > 0 && sources.size < MAX_OPML_SOURCES) {
    const outline = pending.pop()!;
    const source = sourceOf(outline);
    if (source && !sources.has(source.url)) sources.set(source.url, source);
    pending.push(...(outline.outlines ?? []).toReversed());
  }
  return [...sources.values()];
}

/**
 * An OPML 2.0 file of the sources, for another reader to import. OPML wants at least one outline:
 * with no source, one that says so (without a feed address, readers skip it).
 */
export function buildOpml(title: string, sources: OpmlSource[], emptyText: string): string {
  const outlines = sources.map((source) => ({
    text: source.title,
    title: source.title,
    type: 'rss',
    xmlUrl: source.url,
    ...(source.siteUrl ? { htmlUrl: source.siteUrl } : {}),
  }));
  return generateOpml({ head: { title }, body: { outlines: outlines.length > 0 ? outlines : [{ text: emptyText }] } });
}
