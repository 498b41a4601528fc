import { frenchMessage } from '@publia/shared';
import type { NetworkContext } from './context.ts';
import { NetworkError } from './network-error.ts';

export type PollState<T> = { state: 'pending' } | { state: 'done'; value: T } | { state: 'failed'; reason: string };

/**
 * Checks an asynchronous media job (Instagram container, X video, TikTok post, Pinterest media…)
 * until it ends, waiting `pollIntervalMs` (or what the network asks) between checks.
 */
export async function pollUntilDone<T>(context: NetworkContext, check: () => Promise<PollState<T> & { waitMs?: number }>): Promise<T> {
  for (let attempt = 0; attempt < context.pollMaxAttempts; attempt++) {
    const result = await check();
    if (result.state === 'done') return result.value;
    if (result.state === 'failed') {
      throw new NetworkError(context.network, 'invalid_content', frenchMessage('network.processingFailed', { state: result.reason }));
    }
    const wait = context.sandbox ? context.pollIntervalMs : Math.max(context.pollIntervalMs, result.waitMs ?? 0);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new NetworkError(context.network, 'transient', frenchMessage('network.processingTooLong'));
}
