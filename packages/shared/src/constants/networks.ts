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
