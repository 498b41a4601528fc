import type { Network } from '../constants/networks.ts';
import { facebookLimits } from './facebook.ts';
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
