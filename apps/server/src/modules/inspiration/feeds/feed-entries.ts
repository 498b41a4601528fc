import type { AnyFeed, AtomFeed, JsonFeed, MediaNs, RdfFeed, RssFeed } from 'feedsmith';

/** An item as a format gives it, before it is cleaned: the same few fields, whatever the format. */
export interface RawEntry {
  id?: string;
  link?: string;
  title?: string;
  summary?: string;
  /** Whether `title` and `summary` are HTML (RSS, RDF, Atom's `type="html"`) or already plain text. */
  html: { title: boolean; summary: boolean };
  date?: string;
  image?: string;
}

export interface RawFeed {
  title?: string;
  titleHtml: boolean;
  siteUrl?: string;
  entries: RawEntry[];
}

const isImage = (type: string | undefined, url: string | undefined) => Boolean(type?.toLowerCase().startsWith('image/')) || /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i.test(url ?? '');

/** The first picture of an item's Media RSS elements: an image content, else a thumbnail. */
function mediaImage(media: MediaNs.ItemOrFeed | undefined): string | undefined {
  if (!media) return undefined;
  const contents = [...(media.contents ?? []), ...(media.groups ?? []).flatMap((group) => group.contents ?? [])];
  const picture = contents.find((content) => content.url && (content.medium === 'image' || isImage(content.type, content.url)));
  const thumbnails = [...(media.thumbnails ?? []), ...contents.flatMap((content) => content.thumbnails ?? []), ...(media.groups ?? []).flatMap((group) => group.thumbnails ?? [])];
  return picture?.url ?? thumbnails.find((thumbnail) => thumbnail.url)?.url;
}

/** The first `<img src>` of an item's HTML, for feeds that put their picture there only. */
const inlineImage = (html: string | undefined) => (html ? /<img\b[^<>]*?\bsrc\s*=\s*["']([^"']+)["']/i.exec(html)?.[1] : undefined);

/** Atom's `html` and `xhtml` text constructs (and the MIME types some feeds put there instead). */
const isHtmlType = (type: string | undefined) => Boolean(type?.toLowerCase().includes('html'));

function rssEntry(item: RssFeed.Item<string>): RawEntry {
  const summary = item.description ?? item.content?.encoded ?? item.media?.description?.value ?? item.itunes?.summary;
  const guid = item.guid?.value;
  // A guid is its item's address unless it says otherwise (isPermaLink defaults to true).
  const permalink = guid && item.guid?.isPermaLink !== false && /^https?:\/\//i.test(guid) ? guid : undefined;
  const enclosure = item.enclosures?.find((candidate) => candidate.url && isImage(candidate.type, candidate.url));
  return {
    id: guid,
    link: item.link ?? item.atom?.links?.find((link) => !link.rel || link.rel === 'alternate')?.href ?? permalink,
    title: item.title ?? item.dc?.titles?.[0],
    summary,
    html: { title: true, summary: true },
    date: item.pubDate ?? item.dc?.dates?.[0] ?? item.dcterms?.issued?.[0] ?? item.dcterms?.modified?.[0] ?? item.atom?.published ?? item.atom?.updated,
    image: enclosure?.url ?? mediaImage(item.media) ?? item.itunes?.image ?? inlineImage(item.content?.encoded ?? item.description),
  };
}

function rdfEntry(item: RdfFeed.Item<string>): RawEntry {
  const summary = item.description ?? item.content?.encoded ?? item.dc?.descriptions?.[0];
  return {
    id: item.rdf?.about ?? item.link,
    link: item.link ?? item.rdf?.about,
    title: item.title ?? item.dc?.titles?.[0],
    summary,
    html: { title: true, summary: true },
    date: item.dc?.dates?.[0] ?? item.dcterms?.issued?.[0] ?? item.dcterms?.modified?.[0],
    image: mediaImage(item.media) ?? inlineImage(item.content?.encoded ?? item.description),
  };
}

/** An Atom entry's page: its `alternate` link, else its first link that is not an enclosure or itself. */
function atomLink(links: AtomFeed.Link<string>[] | undefined): string | undefined {
  const candidates = (links ?? []).filter((link) => link.href);
  return (
    candidates.find((link) => !link.rel || link.rel === 'alternate')?.href ?? candidates.find((link) => !['self', 'enclosure', 'edit', 'replies'].includes(link.rel ?? ''))?.href
  );
}

function atomEntry(entry: AtomFeed.Entry<string>): RawEntry {
  const text = entry.summary ?? entry.content;
  const enclosure = entry.links?.find((link) => link.rel === 'enclosure' && link.href && isImage(link.type, link.href));
  return {
    id: entry.id,
    link: atomLink(entry.links),
    title: entry.title?.value,
    summary: text?.value,
    html: { title: isHtmlType(entry.title?.type), summary: isHtmlType(text?.type) },
    date: entry.published ?? entry.updated ?? entry.dc?.dates?.[0],
    image: enclosure?.href ?? mediaImage(entry.media) ?? inlineImage(entry.content?.value ?? entry.summary?.value),
  };
}

function jsonEntry(item: JsonFeed.Item<string>): RawEntry {
  const text = item.summary ?? item.content_text;
  const attachment = item.attachments?.find((candidate) => candidate.url && isImage(candidate.mime_type, candidate.url));
  return {
    id: item.id === undefined ? undefined : String(item.id),
    link: item.url ?? item.external_url,
    title: item.title,
    summary: text ?? item.content_html,
    html: { title: false, summary: text === undefined },
    date: item.date_published ?? item.date_modified,
    image: item.image ?? item.banner_image ?? attachment?.url ?? inlineImage(item.content_html),
  };
}

/** The few fields Publia reads, from whichever format feedsmith recognised. */
export function rawFeedOf(parsed: AnyFeed): RawFeed {
  switch (parsed.format) {
    case 'rss':
      return { title: parsed.feed.title, titleHtml: true, siteUrl: parsed.feed.link, entries: (parsed.feed.items ?? []).map(rssEntry) };
    case 'rdf':
      return { title: parsed.feed.title, titleHtml: true, siteUrl: parsed.feed.link, entries: (parsed.feed.items ?? []).map(rdfEntry) };
    case 'atom':
      return {
        title: parsed.feed.title?.value,
        titleHtml: isHtmlType(parsed.feed.title?.type),
        siteUrl: atomLink(parsed.feed.links),
        entries: (parsed.feed.entries ?? []).map(atomEntry),
      };
    case 'json':
      return { title: parsed.feed.title, titleHtml: false, siteUrl: parsed.feed.home_page_url, entries: (parsed.feed.items ?? []).map(jsonEntry) };
  }
}
