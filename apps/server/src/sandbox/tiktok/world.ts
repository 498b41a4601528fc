import type { SandboxWorld } from '../kit/world-shape.ts';

/** TikTok in the simulated world: the colour of its pages and what its posts reach. */
export const tiktokWorld: SandboxWorld = {
  brand: '#111111',
  // Views and likes run higher than elsewhere.
  audience: { impressions: [800, 12_000], reach: 0.85, rates: { likes: 0.07, comments: 0.004, shares: 0.006, saves: 0.008, clicks: 0.001 } },
};
