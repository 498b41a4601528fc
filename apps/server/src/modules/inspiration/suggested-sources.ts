import type { SuggestedSector } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';

/**
 * Real French sites offered beside the sample feeds, by sector; their feed is found in their page
 * when one is added.
 */
const REAL_SITES: Record<string, { title: string; url: string }[]> = {
  'tech-numerique': [
    { title: 'Blog du Modérateur', url: 'https://www.blogdumoderateur.com/feed/' },
    { title: 'Numerama', url: 'https://www.numerama.com/feed/' },
  ],
  'commerce-local': [{ title: 'Siècle Digital', url: 'https://siecledigital.fr/feed/' }],
};

/** The sectors' sources offered at first visit (and in « Gérer les sources »), each marked when followed. */
export function suggestedSectors(ctx: AppContext, followed: readonly { url: string; siteUrl: string | null }[]): SuggestedSector[] {
  const known = new Set(followed.flatMap((source) => [source.url, source.siteUrl].filter((url): url is string => Boolean(url))));
  return ctx.sampleFeeds
    .map((sector) => {
      const sources = [...sector.sources, ...(REAL_SITES[sector.id] ?? [])];
      return { id: sector.id, label: sector.label, sources: sources.map((source) => ({ ...source, added: known.has(source.url) })) };
    })
    .filter((sector) => sector.sources.length > 0);
}
