import { NETWORKS, POST_METRICS, type Network, type PostMetricName } from '@publia/shared';

/**
 * What each network's API does not give for a post, as of 2026: used until the workspace has
 * measures of its own, which then say it (a figure no measured post carries is not given).
 */
export const NETWORK_UNAVAILABLE: Record<Network, PostMetricName[]> = {
  instagram: ['clicks'],
  facebook: ['saves', 'clicks'],
  twitter: ['reach', 'clicks'],
  linkedin: ['saves', 'clicks'],
  tiktok: ['reach', 'saves', 'clicks'],
  pinterest: ['reach', 'shares'],
};

export type Coverage = { platform: string; posts: number } & Record<PostMetricName, number>;

/** The figures a network does not give in this workspace: none of its measured posts carries them. */
export function unavailableFigures(network: Network, coverage: Coverage | undefined): PostMetricName[] {
  if (!coverage || coverage.posts === 0) return NETWORK_UNAVAILABLE[network];
  return POST_METRICS.filter((name) => coverage[name] === 0);
}

export const isNetwork = (value: string): value is Network => (NETWORKS as readonly string[]).includes(value);
export const networkOrder = (a: string, b: string) => NETWORKS.indexOf(a as Network) - NETWORKS.indexOf(b as Network);
