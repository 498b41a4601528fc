import { describe, expect, it } from 'vitest';
import { NETWORKS } from '../constants/networks.ts';
import { NETWORK_DESCRIPTORS, NETWORK_NAMES } from './registry.ts';

describe('the network registry', () => {
  it('holds one descriptor per network of NETWORKS, in its order, each under its own key', () => {
    expect(Object.keys(NETWORK_DESCRIPTORS)).toEqual([...NETWORKS]);
    for (const network of NETWORKS) {
      expect(NETWORK_DESCRIPTORS[network].network).toBe(network);
      expect(NETWORK_DESCRIPTORS[network].limits.network).toBe(network);
    }
  });

  it('gives each network its own server variables and chart colour', () => {
    const prefixes = NETWORKS.map((network) => NETWORK_DESCRIPTORS[network].envPrefix);
    const colours = NETWORKS.map((network) => NETWORK_DESCRIPTORS[network].chartColor);
    expect(new Set(prefixes).size).toBe(NETWORKS.length);
    expect(new Set(colours).size).toBe(NETWORKS.length);
    expect(NETWORK_NAMES.twitter).toBe('X');
  });
});
