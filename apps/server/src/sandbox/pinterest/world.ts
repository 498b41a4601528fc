import type { SandboxWorld } from '../kit/world-shape.ts';

/** Pinterest in the simulated world: the colour of its pages and what its posts reach. */
export const pinterestWorld: SandboxWorld = {
  brand: '#e60023',
  // Its engagement is saves.
  audience: { impressions: [200, 3_000], reach: 0.8, rates: { likes: 0.006, comments: 0.0008, shares: 0.001, saves: 0.02, clicks: 0.015 } },
};
