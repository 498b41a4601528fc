import type { SandboxWorld } from '../kit/world-shape.ts';

/** Mastodon in the simulated world: the colour of its pages and what its statuses reach. */
export const mastodonWorld: SandboxWorld = {
  brand: '#563acc',
  // No algorithm: a status reaches the followers' home timelines; favourites and boosts are its engagement.
  audience: { impressions: [80, 1_200], reach: 0.85, rates: { likes: 0.05, comments: 0.008, shares: 0.015, saves: 0, clicks: 0 } },
};
