import { NETWORK_DESCRIPTORS, type Network } from '@publia/shared';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { NetworkContext, NetworkDefinition, ServerAppStore } from './context.ts';

/** The client id and secret a sandbox accepts; anything goes there, but the client sends them like for real. */
export const SANDBOX_CLIENT = { id: 'publia-sandbox', secret: 'publia-sandbox-secret' } as const;

/**
 * A network is in sandbox mode ("mode démo") while its client id is not configured; a network anyone
 * may connect to without a developer app (`openAccess`), until `<PREFIX>_LIVE=true`.
 */
export const isSandboxed = (config: Config, network: Network) => (NETWORK_DESCRIPTORS[network].openAccess ? !config.networks[network].live : !config.networks[network].clientId);

/**
 * Where a client sends its calls. In sandbox mode the browser-facing host is this server's public
 * address and the API is reached in process (`sandboxFetch`); otherwise the network's real hosts.
 */
export function buildNetworkContext(config: Config, definition: NetworkDefinition, logger: Logger, sandboxFetch: typeof fetch, serverApps: ServerAppStore): NetworkContext {
  const settings = config.networks[definition.network];
  const sandbox = isSandboxed(config, definition.network);
  const sandboxBase = `${config.publicUrl}/sandbox/${definition.network}`;
  return {
    network: definition.network,
    clientId: settings.clientId ?? SANDBOX_CLIENT.id,
    clientSecret: settings.clientSecret ?? SANDBOX_CLIENT.secret,
    sandbox,
    baseUrls: sandbox
      ? { auth: sandboxBase, api: sandboxBase }
      : {
          auth: settings.authBaseUrl ?? definition.defaultBaseUrls.auth,
          api: settings.apiBaseUrl ?? definition.defaultBaseUrls.api,
        },
    fetch: sandbox ? sandboxFetch : globalThis.fetch.bind(globalThis),
    timeoutMs: config.networkTimeoutMs,
    pollIntervalMs: sandbox ? 20 : 2_000,
    pollMaxAttempts: sandbox ? 50 : 90,
    logger,
    publicUrl: config.publicUrl,
    serverApps,
  };
}
