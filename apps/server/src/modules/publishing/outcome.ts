import { apiMessagesFr } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import { isNetworkError } from '../../networks/network-error.ts';
import { reasonOf } from '../../networks/network-error.ts';

/** What the engine does after a failed publish. */
export type Decision = { action: 'retry'; at: Date; reason: string } | { action: 'to_check'; reason: string } | { action: 'fail'; reason: string };

export interface RetryPolicy {
  maxAttempts: number;
  /** First back-off step, doubled at each attempt. */
  retryDelaySeconds: number;
}

/**
 * Retry only where the network surely did not receive the post (a rate limit until its reset, a
 * refused connection or an explicit transient code); an outcome that may have been delivered is
 * never retried blindly; everything else (expired token after a refresh, refused content,
 * missing permission, account not connected) fails with the network's reason.
 */
export function decide(error: unknown, attempts: number, policy: RetryPolicy, now: Date): Decision {
  if (error instanceof AppError) return { action: 'fail', reason: error.message };
  // Not an answer of the network (a file missing from storage, a bug): the details go to the log, not to the user.
  if (!isNetworkError(error)) return { action: 'fail', reason: apiMessagesFr['http.internal'] };
  const reason = reasonOf(error);
  if (error.details.maybeDelivered || error.kind === 'unknown') return { action: 'to_check', reason };
  if (attempts >= policy.maxAttempts) return { action: 'fail', reason };
  if (error.kind === 'rate_limited') {
    const reset = error.details.resetAt?.getTime() ?? now.getTime() + policy.retryDelaySeconds * 1000;
    return { action: 'retry', at: new Date(Math.max(reset, now.getTime()) + 1000), reason };
  }
  if (error.kind === 'transient') {
    const delay = policy.retryDelaySeconds * 2 ** Math.max(0, attempts - 1);
    return { action: 'retry', at: new Date(now.getTime() + delay * 1000), reason };
  }
  return { action: 'fail', reason };
}
