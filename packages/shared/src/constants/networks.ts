/** The six networks Publia publishes to. `twitter` is shown as X. */
export const NETWORKS = ['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'pinterest'] as const;
export type Network = (typeof NETWORKS)[number];

/** Brand names are not translated, so they live here rather than in the catalogue. */
export const NETWORK_NAMES: Record<Network, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
};

/**
 * The demonstration account of "mode démo": the name the sandboxes' consent page proposes and the
 * one "connect a demo account" approves. The same name is the same account (one row per workspace).
 */
export const DEMO_ACCOUNT_USERNAME = 'publia_demo';

/**
 * One colour per network for its line in a chart, the same on the Statistiques page and in its PDF
 * report. Near the brands where they can be told apart (Facebook and LinkedIn are both blue, X and
 * TikTok both black), and each at least 3:1 against white, as a chart's line must be.
 */
export const NETWORK_CHART_COLORS: Record<Network, string> = {
  instagram: '#c026d3',
  facebook: '#1877f2',
  twitter: '#374151',
  linkedin: '#0e7490',
  tiktok: '#b45309',
  pinterest: '#dc2626',
};
