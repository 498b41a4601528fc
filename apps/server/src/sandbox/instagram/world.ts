import type { SandboxWorld } from '../kit/world-shape.ts';

/** Instagram in the simulated world: the colour of its pages and what its posts reach. */
export const instagramWorld: SandboxWorld = {
  brand: '#d62976',
  audience: { impressions: [600, 4_000], reach: 0.72, rates: { likes: 0.045, comments: 0.004, shares: 0.006, saves: 0.008, clicks: 0.003 } },
};
