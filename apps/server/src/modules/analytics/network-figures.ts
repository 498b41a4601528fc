import { NETWORK_DESCRIPTORS, NETWORKS, POST_METRICS, type Network, type PostMetricName } from '@publia/shared';

export type Coverage = { platform: string; posts: number } & Record<PostMetricName, number>;

/**
 * The figures a network does not give in this workspace: none of its measured posts carries them;
 * until it has measures, those its descriptor says its API does not give.
 */
export function unavailableFigures(network: Network, coverage: Coverage | undefined): PostMetricName[] {
  if (!coverage || coverage.posts === 0) return NETWORK_DESCRIPTORS[network].unavailableFigures;
  return POST_METRICS.filter((name) => coverage[name] === 0);
}

export const isNetwork = (value: string): value is Network => (NETWORKS as readonly string[]).includes(value);
export const networkOrder = (a: string, b: string) => NETWORKS.indexOf(a as Network) - NETWORKS.indexOf(b as Network);
