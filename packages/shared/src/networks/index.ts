import type { Network } from '../constants/networks.ts';
import type { MediaType } from '../constants/content.ts';
import { facebookLimits, facebookReelLimits } from './facebook.ts';
import { instagramLimits } from './instagram.ts';
import type { NetworkLimits } from './limits-type.ts';
import { linkedinLimits } from './linkedin.ts';
import { pinterestLimits } from './pinterest.ts';
import { tiktokLimits } from './tiktok.ts';
import { twitterLimits } from './twitter.ts';

export * from './limits-type.ts';
export * from './check-post.ts';
export * from './duration-text.ts';
export * from './facebook.ts';
export * from './instagram.ts';
export * from './linkedin.ts';
export * from './pinterest.ts';
export * from './tiktok.ts';
export * from './twitter.ts';

/** What each network accepts in one post, for the server's refusals and the web app's warnings. */
export const NETWORK_LIMITS: Record<Network, NetworkLimits> = {
  instagram: instagramLimits,
  facebook: facebookLimits,
  twitter: twitterLimits,
  linkedin: linkedinLimits,
  tiktok: tiktokLimits,
  pinterest: pinterestLimits,
};

/**
 * The rules one post is held to on a network: the network's own, or Facebook's Reels' when the post
 * goes out as a Reel (one video, `facebookReel` asked).
 */
export function postLimits(network: Network, post: { media: readonly { type: MediaType }[]; options?: { facebookReel?: boolean } | undefined }): NetworkLimits {
  const oneVideo = post.media.length === 1 && post.media[0]?.type === 'video';
  return network === 'facebook' && oneVideo && post.options?.facebookReel === true ? facebookReelLimits : NETWORK_LIMITS[network];
}
