import { frenchMessage, type ApiMessageKey, type Network } from '@publia/shared';
import { NetworkError, type NetworkErrorDetails, type NetworkErrorKind } from '../../network-error.ts';

/**
 * What the OAuth connection needs of the network context: Publia's address (the client id, the
 * callback), the way out (`fetch`, in process to the sandbox in « mode démo ») and its time-out,
 * and where the sandbox is. A `NetworkContext` is one.
 */
export interface BlueskyOAuthContext {
  publicUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** True in « mode démo »: every host (handle resolver, DID directory, PDS, authorisation server) is the sandbox. */
  sandbox: boolean;
  /** `api`: the sandbox's address in « mode démo », else the handle resolver's. */
  baseUrls: { auth: string; api: string };
}

// Until `bluesky` is one of NETWORKS the name is cast; the registry's type then holds it.
export const BLUESKY = 'bluesky' as Network;

/** What a refusal carries for the person connecting: a catalogue key and its values, worded in their language. */
export interface BlueskyErrorDetails extends NetworkErrorDetails {
  messageKey?: ApiMessageKey;
  messageParams?: Record<string, string | number>;
}

/** A NetworkError whose reason is a catalogue message (French in the error's text, the key in its details). */
export function blueskyError(kind: NetworkErrorKind, key: ApiMessageKey, params: Record<string, string | number> = {}, details: NetworkErrorDetails = {}): NetworkError {
  const withKey: BlueskyErrorDetails = { ...details, messageKey: key, messageParams: params };
  return new NetworkError(BLUESKY, kind, frenchMessage(key, params), withKey);
}

/** The catalogue key a Bluesky refusal carries, if it carries one. */
export const messageKeyOf = (error: NetworkError): ApiMessageKey | undefined => (error.details as BlueskyErrorDetails).messageKey;
