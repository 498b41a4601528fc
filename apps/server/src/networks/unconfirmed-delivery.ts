import { frenchMessage, NETWORK_NAMES, type Network } from '@publia/shared';
import { isNetworkError, NetworkError } from './network-error.ts';

/**
 * Runs what follows a network's acceptance of a post (status checks, permalink lookup). Once the
 * network has the post it may go online whatever happens to these calls, so their failure is an
 * `unknown` outcome that may be delivered: the engine then checks instead of publishing twice.
 * A refusal of the content itself (`invalid_content`, e.g. a video that failed processing) means
 * nothing went online and is kept as it is.
 */
export async function afterAcceptance<T>(network: Network, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!isNetworkError(error) || error.kind === 'invalid_content') throw error;
    const reason = error.message.slice(`${NETWORK_NAMES[network]} : `.length);
    throw new NetworkError(network, 'unknown', frenchMessage('network.deliveredUnconfirmed', { reason }), {
      ...error.details,
      maybeDelivered: true,
    });
  }
}
