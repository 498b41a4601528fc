import { NETWORKS, type Network } from '../constants/networks.ts';
import { blueskyDescriptor as bluesky } from './bluesky.ts';
import type { NetworkDescriptor } from './descriptor.ts';
import { facebookDescriptor as facebook } from './facebook.ts';
import { instagramDescriptor as instagram } from './instagram.ts';
import { linkedinDescriptor as linkedin } from './linkedin.ts';
import { mastodonDescriptor as mastodon } from './mastodon.ts';
import { pinterestDescriptor as pinterest } from './pinterest.ts';
import { tiktokDescriptor as tiktok } from './tiktok.ts';
import { twitterDescriptor as twitter } from './twitter.ts';

/**
 * One line per network. Typed over `Network`: a network of NETWORKS without its descriptor, a
 * descriptor of another network under its key, or one that misses a part, does not compile.
 */
export const NETWORK_DESCRIPTORS: { readonly [N in Network]: NetworkDescriptor<N> } = { instagram, facebook, twitter, linkedin, tiktok, pinterest, bluesky, mastodon };

/** A table of one part of each network's descriptor, in the order of NETWORKS. */
export function byNetwork<T>(part: (descriptor: NetworkDescriptor) => T): Record<Network, T> {
  return Object.fromEntries(NETWORKS.map((network) => [network, part(NETWORK_DESCRIPTORS[network])])) as Record<Network, T>;
}

/** Brand names are not translated, so they live in the descriptors rather than in the catalogue. */
export const NETWORK_NAMES = byNetwork((d) => d.name);

/** The networks whose accounts go by an « @handle ». */
export const NETWORK_AT_HANDLES = byNetwork((d) => d.atHandle);

/** One colour per network for its line in a chart, the same on the Statistiques page and in its PDF report. */
export const NETWORK_CHART_COLORS = byNetwork((d) => d.chartColor);
