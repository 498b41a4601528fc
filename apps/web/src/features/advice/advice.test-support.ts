import { adviceResponseSchema, NETWORKS, type AdviceResponse, type Network, type NetworkAdvice } from '@publia/shared';
import { json, type Handler } from '../../test/fetch-mock.ts';
import { publicationsServer } from '../content/test-fixtures.ts';

/** A network with nothing of its own: no account, no measured post, the studies' figures. */
export function aNetworkAdvice(network: Network, overrides: Partial<NetworkAdvice> = {}): NetworkAdvice {
  return {
    network,
    accounts: 0,
    measuredPosts: 0,
    heatmap: [],
    bestSlots: [],
    source: 'general',
    lastWeeks: { posts: 0, perWeek: 0 },
    pace: network === 'pinterest' ? null : 'below',
    ...overrides,
  };
}

/**
 * Instagram measured enough for its own slots (and publishing below the advice), LinkedIn within
 * the advice but with too few posts per slot, X above it with nothing measured yet, Pinterest
 * connected without figures; Facebook and TikTok not connected.
 */
export const sampleNetworks: Partial<Record<Network, Partial<NetworkAdvice>>> = {
  instagram: {
    accounts: 1,
    measuredPosts: 40,
    heatmap: [
      { weekday: 1, hour: 7, posts: 1, rate: null },
      { weekday: 2, hour: 10, posts: 12, rate: 0.062 },
      { weekday: 4, hour: 18, posts: 5, rate: 0.041 },
      { weekday: 6, hour: 9, posts: 3, rate: 0.02 },
    ],
    bestSlots: [
      { weekday: 2, hour: 10, posts: 12, rate: 0.062, confidence: 'high' },
      { weekday: 4, hour: 18, posts: 5, rate: 0.041, confidence: 'medium' },
      { weekday: 6, hour: 9, posts: 3, rate: 0.02, confidence: 'low' },
    ],
    source: 'own',
    lastWeeks: { posts: 6, perWeek: 1.5 },
    pace: 'below',
  },
  linkedin: {
    accounts: 1,
    measuredPosts: 4,
    heatmap: [
      { weekday: 2, hour: 9, posts: 2, rate: 0.03 },
      { weekday: 3, hour: 11, posts: 2, rate: 0.05 },
    ],
    lastWeeks: { posts: 12, perWeek: 3 },
    pace: 'within',
  },
  twitter: { accounts: 2, lastWeeks: { posts: 100, perWeek: 25 }, pace: 'above' },
  pinterest: { accounts: 1 },
};

/** The answer of GET /api/planning/advice, checked against the shared schema. */
export function anAdvice(networks: Partial<Record<Network, Partial<NetworkAdvice>>> = sampleNetworks, timeZone = 'Europe/Paris'): AdviceResponse {
  return adviceResponseSchema.parse({
    success: true,
    data: { timeZone, networks: NETWORKS.map((network) => aNetworkAdvice(network, networks[network])) },
  });
}

export function adviceServer(advice: Handler = () => json(200, anAdvice())): Record<string, Handler> {
  return publicationsServer({ 'GET /api/planning/advice': advice });
}
