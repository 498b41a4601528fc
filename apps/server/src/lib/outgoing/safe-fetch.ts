import { isIP } from 'node:net';
import type { Dispatcher } from 'undici';
import { isPrivateLiteral, publicOnlyDispatcher, refusal, systemResolver, type Resolver } from './pinned-dispatcher.ts';
import { bareHost, isPublicAddress, PrivateAddressError } from './public-address.ts';

export { PrivateAddressError } from './public-address.ts';
export type { Resolver } from './pinned-dispatcher.ts';

export interface OutgoingOptions {
  /** Whether private and loopback addresses may be reached (ALLOW_PRIVATE_URLS: a local Ollama, the tests' fake servers). */
  allowPrivate: boolean;
  /** Connections through another dispatcher than the instance's public-only one (a test's resolver). */
  dispatcher?: Dispatcher;
}

/** One for the process, so that its connections are pooled and reused like the global fetch's. */
let sharedDispatcher: Dispatcher | undefined;
const publicDispatcher = (): Dispatcher => (sharedDispatcher ??= publicOnlyDispatcher());

function httpUrl(url: string): URL {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new PrivateAddressError(`protocol ${parsed.protocol} refused`);
  return parsed;
}

/**
 * Every call Publia makes to an address a user or an administrator gave: http(s) only and, unless
 * `allowPrivate`, connected to public addresses only — checked at the connection itself, for every
 * hop, so that no second lookup can lead elsewhere. Throws PrivateAddressError for a refused
 * address, else what fetch throws.
 */
export async function outgoingFetch(url: string, init: RequestInit, options: OutgoingOptions): Promise<Response> {
  const { hostname } = httpUrl(url);
  if (options.allowPrivate) return fetch(url, init);
  // Judged at once, before fetch's own refusals (a blocked port) could hide the reason.
  if (isPrivateLiteral(hostname)) throw refusal(hostname);
  try {
    return await fetch(url, { ...init, dispatcher: options.dispatcher ?? publicDispatcher() } as RequestInit);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof PrivateAddressError) throw cause;
    throw error;
  }
}

/**
 * Checks an address without calling it (a receiver's URL when it is saved, a feed's when it is
 * imported): http(s), and a host that is, or resolves only to, public addresses unless
 * `allowPrivate`. A call made later is checked again at its connection.
 */
export async function assertOutgoingUrl(url: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<void> {
  const parsed = httpUrl(url);
  if (allowPrivate) return;
  const host = bareHost(parsed.hostname);
  const addresses = isIP(host) ? [host] : (await resolve(host)).map((entry) => entry.address);
  if (!addresses.every(isPublicAddress)) throw refusal(parsed.hostname);
}
