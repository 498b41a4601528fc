import type { SandboxWorld } from '../kit/world-shape.ts';

/** Facebook in the simulated world: the colour of its pages and what its posts reach. */
export const facebookWorld: SandboxWorld = {
  brand: '#1877f2',
  audience: { impressions: [300, 2_500], reach: 0.8, rates: { likes: 0.03, comments: 0.004, shares: 0.004, saves: 0.002, clicks: 0.012 } },
};
