import type { Network } from '../constants/networks.ts';
import type { LimitedPost } from './descriptor.ts';
import type { NetworkLimits } from './limits-type.ts';
import { byNetwork, NETWORK_DESCRIPTORS } from './registry.ts';

export * from './limits-type.ts';
export * from './descriptor.ts';
export * from './connect-form.ts';
export * from './registry.ts';
export * from './check-post.ts';
export * from './duration-text.ts';
export * from './facebook.ts';
export * from './instagram.ts';
export * from './linkedin.ts';
export * from './mastodon.ts';
export * from './pinterest.ts';
export * from './tiktok.ts';
export * from './twitter.ts';
export * from './bluesky.ts';
export * from './graphemes.ts';

/** What each network accepts in one post, for the server's refusals and the web app's warnings. */
export const NETWORK_LIMITS: Record<Network, NetworkLimits> = byNetwork((d) => d.limits);

/**
 * The rules one post is held to on a network: the network's own, or those its descriptor gives for
 * such a post (Facebook's Reels' when the post goes out as a Reel).
 */
export function postLimits(network: Network, post: LimitedPost): NetworkLimits {
  return NETWORK_DESCRIPTORS[network].postLimits?.(post) ?? NETWORK_LIMITS[network];
}
