import { NETWORKS, type Network } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { buildNetworkContext, isSandboxed } from './build-context.ts';
import type { NetworkDefinition } from './context.ts';
import { injectFetch } from './inject-fetch.ts';
import { registerSandboxes, type SandboxPlugin } from './sandbox/routes.ts';
import type { NetworkClient } from './types.ts';
import * as facebook from './facebook/index.ts';
import * as instagram from './instagram/index.ts';
import * as linkedin from './linkedin/index.ts';
import * as pinterest from './pinterest/index.ts';
import * as tiktok from './tiktok/index.ts';
import * as twitter from './twitter/index.ts';

interface NetworkModule {
  definition: NetworkDefinition | null;
  sandbox: SandboxPlugin | null;
}

const MODULES: Record<Network, NetworkModule> = { instagram, facebook, twitter, linkedin, tiktok, pinterest };

export interface NetworkRegistry {
  client(network: Network): NetworkClient;
  isSandboxed(network: Network): boolean;
  sandboxedNetworks(): Network[];
}

/**
 * Mounts the sandboxes of the networks without credentials and builds one client per network,
 * each aimed at its real API or at its sandbox.
 */
export async function registerNetworks(app: FastifyInstance, ctx: AppContext): Promise<NetworkRegistry> {
  const available = NETWORKS.filter((network) => MODULES[network].definition);
  const sandboxed = available.filter((network) => isSandboxed(ctx.config, network));
  await registerSandboxes(
    app,
    ctx,
    sandboxed.flatMap((network) => {
      const plugin = MODULES[network].sandbox;
      return plugin ? [{ network, plugin }] : [];
    }),
  );
  const fetchInProcess = injectFetch(app);
  const clients = new Map<Network, NetworkClient>();
  for (const network of available) {
    const definition = MODULES[network].definition!;
    clients.set(network, definition.createClient(buildNetworkContext(ctx.config, definition, ctx.logger, fetchInProcess)));
  }
  return {
    client(network) {
      const client = clients.get(network);
      if (!client) throw new Error(`no client for ${network}`);
      return client;
    },
    isSandboxed: (network) => isSandboxed(ctx.config, network),
    sandboxedNetworks: () => sandboxed,
  };
}
