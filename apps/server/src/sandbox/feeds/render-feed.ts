import { escapeHtml as escape } from '../kit/pages.ts';
import type { SandboxNewsItem } from './news-items.ts';
import { sandboxSiteUrl, type SandboxFeedSector, type SandboxFeedSource } from './sectors.ts';

export interface SandboxFeedDocument {
  sector: SandboxFeedSector;
  source: SandboxFeedSource;
  items: SandboxNewsItem[];
  updated: Date;
}

const description = (sector: SandboxFeedSector) => `Actualités du secteur ${sector.label.toLowerCase()} — flux de démonstration de Publia, hors ligne.`;

function rss({ sector, source, items, updated }: SandboxFeedDocument): string {
  const entries = items.map(
    (item) => `<item>
<title>${escape(item.title)}</title>
<link>${escape(item.link)}</link>
<guid isPermaLink="false">${escape(item.guid)}</guid>
<pubDate>${item.publishedAt.toUTCString()}</pubDate>
<category>${escape(item.category)}</category>
<description>${escape(item.summary)}</description>
</item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
<channel>
<title>${escape(source.title)}</title>
<link>${escape(sandboxSiteUrl(source))}</link>
<description>${escape(description(sector))}</description>
<language>fr-FR</language>
<lastBuildDate>${updated.toUTCString()}</lastBuildDate>
${entries.join('\n')}
</channel>
</rss>
`;
}

function atom({ sector, source, items, updated }: SandboxFeedDocument): string {
  const entries = items.map(
    (item) => `<entry>
<id>${escape(item.guid)}</id>
<title>${escape(item.title)}</title>
<link rel="alternate" type="text/html" href="${escape(item.link)}"/>
<published>${item.publishedAt.toISOString()}</published>
<updated>${item.publishedAt.toISOString()}</updated>
<category term="${escape(item.category)}"/>
<summary>${escape(item.summary)}</summary>
</entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">
<id>tag:exemple.fr,2024:${escape(sector.id)}:${escape(source.slug)}</id>
<title>${escape(source.title)}</title>
<subtitle>${escape(description(sector))}</subtitle>
<link rel="alternate" type="text/html" href="${escape(sandboxSiteUrl(source))}"/>
<updated>${updated.toISOString()}</updated>
<author><name>${escape(source.title)}</name></author>
${entries.join('\n')}
</feed>
`;
}

/** The feed in its source's format, and the media type it is served with. */
export function renderSandboxFeed(document: SandboxFeedDocument): { body: string; contentType: string } {
  return document.source.format === 'atom'
    ? { body: atom(document), contentType: 'application/atom+xml; charset=utf-8' }
    : { body: rss(document), contentType: 'application/rss+xml; charset=utf-8' };
}
