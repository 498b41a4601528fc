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

/** A failed call on a connected account (sync, options), as the API answers it; other errors pass. */
export function accountCallFailure(error: unknown, platform: Network): unknown {
  if (!isNetworkError(error)) return error;
  const params = { platform: NETWORK_NAMES[platform], reason: reasonOf(error) };
  if (ACCOUNT_PROBLEMS.has(error.kind)) return new AppError(409, 'accounts.refreshFailedNotice', params);
  return new AppError(502, 'accounts.networkError', params);
}
