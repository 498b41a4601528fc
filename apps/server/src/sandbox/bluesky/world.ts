import type { SandboxWorld } from '../kit/world-shape.ts';

/** Bluesky in the simulated world: the colour of its pages and what its posts reach (no views are ever shown). */
export const blueskyWorld: SandboxWorld = {
  brand: '#0085ff',
  audience: { impressions: [150, 2_500], reach: 0.85, rates: { likes: 0.03, comments: 0.004, shares: 0.006, saves: 0.002, clicks: 0 } },
};
