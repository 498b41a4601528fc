import { NETWORK_NAMES, type Network } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import { isNetworkError, reasonOf } from '../../networks/network-error.ts';

/**
 * A network's refusal of an action on a comment, as the French message the member reads: the
 * comment is gone (409), a rate limit (429, with its wait), a permission the account lacks or a
 * token refused for good (403 / 409), anything else with the network's own reason (422).
 * What is not a network's refusal (an AppError already, a bug) goes on as it is.
 */
export function commentActionFailure(error: unknown, platform: Network, now: number): unknown {
  if (!isNetworkError(error)) return error;
  const network = NETWORK_NAMES[platform];
  if (error.details.notFound) return new AppError(409, 'comments.commentRemoved', { network });
  switch (error.kind) {
    case 'rate_limited': {
      const reset = error.details.resetAt?.getTime();
      const seconds = reset ? Math.max(1, Math.ceil((reset - now) / 1000)) : undefined;
      return new AppError(429, 'comments.rateLimited', { network }, undefined, seconds);
    }
    case 'permission_missing':
      return new AppError(403, 'comments.permissionMissing', { network });
    case 'token_expired':
      return new AppError(409, 'comments.accountUnavailable', { network });
    default:
      return new AppError(422, 'comments.networkRefused', { network, reason: reasonOf(error) });
  }
}
