import { NETWORK_NAMES, type Network } from '@publia/shared';

/** The few kinds of failure the publishing engine acts on, whatever the network said. */
export const NETWORK_ERROR_KINDS = ['token_expired', 'rate_limited', 'transient', 'invalid_content', 'permission_missing', 'unknown'] as const;
export type NetworkErrorKind = (typeof NETWORK_ERROR_KINDS)[number];

export interface NetworkErrorDetails {
  status?: number;
  /** The network's own error code, as it wrote it. */
  code?: string | number;
  /** When a rate limit ends. */
  resetAt?: Date;
  /**
   * Whether the request may have reached the network (a time-out after sending): then the
   * outcome is unknown and the engine must not blindly retry.
   */
  maybeDelivered?: boolean;
  /** The object the request named does not exist (any more): a deleted comment or post. */
  notFound?: boolean;
}

export class NetworkError extends Error {
  constructor(
    readonly network: Network,
    readonly kind: NetworkErrorKind,
    message: string,
    readonly details: NetworkErrorDetails = {},
  ) {
    super(`${NETWORK_NAMES[network]} : ${message}`);
    this.name = 'NetworkError';
  }
}

export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;

/** The network's explanation without the "X : " prefix its message starts with. */
export function reasonOf(error: NetworkError): string {
  const prefix = `${NETWORK_NAMES[error.network]} : `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}
