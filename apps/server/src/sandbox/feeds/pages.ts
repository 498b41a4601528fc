import { generateOpml } from 'feedsmith';
import { escapeHtml } from '../kit/pages.ts';
import { SANDBOX_FEED_SECTORS, sandboxFeedPath, sandboxSiteUrl, type SandboxFeedSector } from './sectors.ts';

const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const;

/**
 * A sector's page, as a news site's home is: it announces its feeds with `<link rel="alternate">`,
 * so that adding the page's address finds them.
 */
export function renderSectorPage(sector: SandboxFeedSector): string {
  const links = sector.sources
    .map((source) => `<link rel="alternate" type="${FEED_TYPES[source.format]}" title="${escapeHtml(source.title)}" href="${escapeHtml(sandboxFeedPath(sector.id, source.slug))}">`)
    .join('\n');
  const list = sector.sources
    .map((source) => `<li><a href="${escapeHtml(sandboxFeedPath(sector.id, source.slug))}">${escapeHtml(source.title)}</a> (${source.format === 'atom' ? 'Atom' : 'RSS'})</li>`)
    .join('');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(sector.label)} — actualités de démonstration</title>
${links}
</head><body><main>
<h1>${escapeHtml(sector.label)}</h1>
<p>Des actualités du secteur inventées pour la démonstration de Publia : elles se renouvellent toutes les quelques heures, sans connexion à Internet.</p>
<ul>${list}</ul>
</main></body></html>
`;
}

/** Every sample feed in one OPML file, a folder per sector, addressed from `origin` (the server as the client reached it). */
export function renderSandboxOpml(origin: string): string {
  return generateOpml({
    head: { title: 'Publia — flux de démonstration' },
    body: {
      outlines: SANDBOX_FEED_SECTORS.map((sector) => ({
        text: sector.label,
        outlines: sector.sources.map((source) => ({
          text: source.title,
          title: source.title,
          type: 'rss',
          xmlUrl: `${origin}${sandboxFeedPath(sector.id, source.slug)}`,
          htmlUrl: sandboxSiteUrl(source),
        })),
      })),
    },
  });
}
