import { NETWORK_NAMES, type Network } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import { isNetworkError, reasonOf, type NetworkError, type NetworkErrorKind } from '../../networks/network-error.ts';

/** Failures after which only the user can help (reconnect): the account is marked "Problème". */
const ACCOUNT_PROBLEMS: ReadonlySet<NetworkErrorKind> = new Set(['token_expired', 'permission_missing']);
/** Failures of the network, not of the request: a 502, and the account is left as it is. */
const NETWORK_SIDE: ReadonlySet<NetworkErrorKind> = new Set(['transient', 'rate_limited', 'unknown']);

export const isAccountProblem = (error: unknown): error is NetworkError => isNetworkError(error) && ACCOUNT_PROBLEMS.has(error.kind);

export const isTokenExpired = (error: unknown): error is NetworkError => isNetworkError(error) && error.kind === 'token_expired';

/** A failed code exchange, as the OAuth callback answers it. */
export function exchangeFailure(error: NetworkError): AppError {
  return new AppError(NETWORK_SIDE.has(error.kind) ? 502 : 400, 'accounts.exchangeFailedReason', { reason: error.message });
}

/**
 * A connection refused while a connect form is checked (an unknown handle, a wrong app password, a
 * server that is not of this network): 400 for what was typed, 429 while the network limits
 * connections, 502 when the network did not answer. The network's reason is said in French.
 */
export function connectFailure(error: NetworkError, now: number): AppError {
  const status = error.kind === 'rate_limited' ? 429 : NETWORK_SIDE.has(error.kind) ? 502 : 400;
  const retryAfterSeconds = error.details.resetAt ? Math.max(1, Math.ceil((error.details.resetAt.getTime() - now) / 1000)) : undefined;
  return new AppError(status, 'accounts.connectFailed', { platform: NETWORK_NAMES[error.network], reason: reasonOf(error) }, undefined, retryAfterSeconds);
}

/** A failed call on a connected account (sync, options), as the API answers it; other errors pass. */
export function accountCallFailure(error: unknown, platform: Network): unknown {
  if (!isNetworkError(error)) return error;
  const params = { platform: NETWORK_NAMES[platform], reason: reasonOf(error) };
  if (ACCOUNT_PROBLEMS.has(error.kind)) return new AppError(409, 'accounts.refreshFailedNotice', params);
  return new AppError(502, 'accounts.networkError', params);
}
