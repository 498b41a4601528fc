import { NETWORKS, type Network } from '@publia/shared';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { NetworkDefinition, ServerAppStore } from './context.ts';
import { buildNetworkContext, isSandboxed } from './network-context.ts';
import type { NetworkClient } from './types.ts';
import { definition as bluesky } from './bluesky/index.ts';
import { definition as facebook } from './facebook/index.ts';
import { definition as instagram } from './instagram/index.ts';
import { definition as linkedin } from './linkedin/index.ts';
import { definition as mastodon } from './mastodon/index.ts';
import { definition as pinterest } from './pinterest/index.ts';
import { definition as tiktok } from './tiktok/index.ts';
import { definition as twitter } from './twitter/index.ts';

/** One line per network: its client's definition (typed over Network: none may be missing). */
export const NETWORK_DEFINITIONS: { readonly [N in Network]: NetworkDefinition<N> } = { instagram, facebook, twitter, linkedin, tiktok, pinterest, bluesky, mastodon };

export interface NetworkRegistry {
  client(network: Network): NetworkClient;
  isSandboxed(network: Network): boolean;
  sandboxedNetworks(): Network[];
  /**
   * Where sandboxed clients send their calls. Until an HTTP app serving the sandboxes attaches its
   * in-process fetch, they go over HTTP to `PUBLIC_URL/sandbox/…` (a worker-only instance reaches
   * the sandboxes of the web instance, as it would reach a real network).
   */
  attachSandboxFetch(fetch: typeof globalThis.fetch): void;
  /** Reaches the sandboxes as the clients do (the demo connection plays the consent page with it). */
  sandboxFetch: typeof globalThis.fetch;
}

/**
 * One client per network, aimed at its real API or at its sandbox; needs no HTTP app.
 * `serverApps`: where each network keeps the apps Publia registers on people's servers.
 */
export function createNetworkRegistry(config: Config, logger: Logger, serverApps: (network: Network) => ServerAppStore): NetworkRegistry {
  let sandboxFetch: typeof globalThis.fetch = globalThis.fetch.bind(globalThis);
  const viaSandbox: typeof globalThis.fetch = (input, init) => sandboxFetch(input, init);
  const clients = new Map<Network, NetworkClient>(
    NETWORKS.map((network) => [
      network,
      NETWORK_DEFINITIONS[network].createClient(buildNetworkContext(config, NETWORK_DEFINITIONS[network], logger, viaSandbox, serverApps(network))),
    ]),
  );
  const sandboxed = NETWORKS.filter((network) => isSandboxed(config, network));
  return {
    client(network) {
      const client = clients.get(network);
      if (!client) throw new Error(`no client for ${network}`);
      return client;
    },
    isSandboxed: (network) => isSandboxed(config, network),
    sandboxedNetworks: () => sandboxed,
    attachSandboxFetch(fetch) {
      sandboxFetch = fetch;
    },
    sandboxFetch: viaSandbox,
  };
}
