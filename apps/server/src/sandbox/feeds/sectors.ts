export interface SandboxFeedSource {
  slug: string;
  title: string;
  format: 'rss' | 'atom';
}

export interface SandboxFeedSector {
  id: string;
  label: string;
  sources: SandboxFeedSource[];
}

/** The sample feeds served offline, by sector: invented French trade news sites, none a real brand. */
export const SANDBOX_FEED_SECTORS: readonly SandboxFeedSector[] = [
  {
    id: 'restauration',
    label: 'Restauration',
    sources: [
      { slug: 'le-fil-resto', title: 'Le Fil Resto', format: 'rss' },
      { slug: 'toques-et-comptoirs', title: 'Toques & Comptoirs', format: 'atom' },
      { slug: 'ardoise-du-jour', title: 'L’Ardoise du jour', format: 'rss' },
    ],
  },
  {
    id: 'mode-beaute',
    label: 'Mode & beauté',
    sources: [
      { slug: 'penderie-matin', title: 'Penderie Matin', format: 'rss' },
      { slug: 'le-boudoir-hebdo', title: 'Le Boudoir Hebdo', format: 'atom' },
    ],
  },
  {
    id: 'tech-numerique',
    label: 'Tech & numérique',
    sources: [
      { slug: 'octet-express', title: 'Octet Express', format: 'rss' },
      { slug: 'le-journal-du-clic', title: 'Le Journal du Clic', format: 'atom' },
      { slug: 'puces-et-pixels', title: 'Puces & Pixels', format: 'rss' },
    ],
  },
  {
    id: 'immobilier',
    label: 'Immobilier',
    sources: [
      { slug: 'pierre-et-cles', title: 'Pierre & Clés', format: 'rss' },
      { slug: 'le-courrier-du-bail', title: 'Le Courrier du Bail', format: 'atom' },
    ],
  },
  {
    id: 'sante-bien-etre',
    label: 'Santé & bien-être',
    sources: [
      { slug: 'souffle-et-sante', title: 'Souffle & Santé', format: 'rss' },
      { slug: 'la-lettre-bien-etre', title: 'La Lettre Bien-Être', format: 'atom' },
      { slug: 'pouls-hebdo', title: 'Pouls Hebdo', format: 'rss' },
    ],
  },
  {
    id: 'commerce-local',
    label: 'Commerce local',
    sources: [
      { slug: 'rue-marchande', title: 'Rue Marchande', format: 'rss' },
      { slug: 'le-panier-du-quartier', title: 'Le Panier du Quartier', format: 'atom' },
    ],
  },
];

/** The path of a sandbox feed under the server. */
export const sandboxFeedPath = (sector: string, slug: string): string => `/sandbox/feeds/${sector}/${slug}.xml`;

/** The path of a sector's page, which announces its feeds. */
export const sandboxSectorPath = (sector: string): string => `/sandbox/feeds/${sector}/`;

export const findSector = (id: string): SandboxFeedSector | undefined => SANDBOX_FEED_SECTORS.find((sector) => sector.id === id);

/** The site a sandbox source pretends to be. */
export const sandboxSiteUrl = (source: SandboxFeedSource): string => `https://${source.slug}.exemple.fr/`;
