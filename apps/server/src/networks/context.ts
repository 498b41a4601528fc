import type { Network } from '@publia/shared';
import type { Logger } from 'pino';
import type { NetworkClient } from './types.ts';
/** Where and how a client reaches its network: the real API, or Publia's sandbox of it. */
export interface NetworkContext {
  network: Network;
  clientId: string;
  clientSecret: string;
  /** True when no client id is configured: the client talks to the sandbox ("mode démo"). */
  sandbox: boolean;
  /** `auth`: the browser-facing authorisation host; `api`: every server-to-server call. */
  baseUrls: { auth: string; api: string };
  fetch: typeof fetch;
  timeoutMs: number;
  /** Delay between two status checks of an asynchronous media job. */
  pollIntervalMs: number;
  /** Status checks before giving up on an asynchronous media job. */
  pollMaxAttempts: number;
  logger: Logger;
  /** Publia's own address (a client metadata document, a callback page). */
  publicUrl: string;
  /** The apps Publia registered on people's servers (a Mastodon instance), for this network. */
  serverApps: ServerAppStore;
}

/** An app Publia registered on a server that anyone may run (a Mastodon instance). */
export interface ServerApp {
  clientId: string;
  clientSecret: string;
}

/** Kept per network, server and callback address: registered once, used by every account of that server. */
export interface ServerAppStore {
  find(server: string, redirectUri: string): Promise<ServerApp | null>;
  save(server: string, redirectUri: string, app: ServerApp): Promise<void>;
}

/** What each network folder exports (`definition` in its index.ts), listed by ./registry.ts. */
export interface NetworkDefinition<N extends Network = Network> {
  network: N;
  /** Real API hosts, overridable by `<NETWORK>_AUTH_BASE_URL` / `<NETWORK>_API_BASE_URL`. */
  defaultBaseUrls: { auth: string; api: string };
  /** How a post is written for it, told to the generation model (French, as the prompt). */
  promptHabits: string;
  createClient(context: NetworkContext): NetworkClient;
}
