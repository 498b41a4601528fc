import type { SandboxWorld } from '../kit/world-shape.ts';

/** LinkedIn in the simulated world: the colour of its pages and what its posts reach. */
export const linkedinWorld: SandboxWorld = {
  brand: '#0a66c2',
  audience: { impressions: [300, 3_500], reach: 0.65, rates: { likes: 0.025, comments: 0.004, shares: 0.002, saves: 0.001, clicks: 0.01 } },
};
