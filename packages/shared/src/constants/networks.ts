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
