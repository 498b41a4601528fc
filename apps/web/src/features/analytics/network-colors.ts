import type { Network } from '@publia/shared';

/**
 * One colour per network, the same in every chart, legend and table of the page. Near the brands
 * where they can be told apart (Facebook and LinkedIn are both blue, X and TikTok both black), and
 * each at least 3:1 against white, as a chart's line must be.
 */
export const NETWORK_COLORS: Record<Network, string> = {
  instagram: '#c026d3',
  facebook: '#1877f2',
  twitter: '#374151',
  linkedin: '#0e7490',
  tiktok: '#b45309',
  pinterest: '#dc2626',
};
