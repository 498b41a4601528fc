import type { SandboxWorld } from '../kit/world-shape.ts';

/** X in the simulated world: the colour of its pages and what its posts reach. */
export const twitterWorld: SandboxWorld = {
  brand: '#0f1419',
  audience: { impressions: [400, 6_000], reach: 0.85, rates: { likes: 0.012, comments: 0.002, shares: 0.003, saves: 0.002, clicks: 0.006 } },
};
