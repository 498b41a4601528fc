import type { NetworkLimits } from '@publia/shared';
import { frenchMessage } from '@publia/shared';
import { NetworkError } from '../network-error.ts';

/**
 * Refuses, before the comment is sent, a first comment the network would refuse: none allowed, or
 * longer than it takes (counted as the shared check counts it, in code points). An empty one is
 * refused by the network itself (a missing `message`).
 */
export function checkFirstComment(limits: NetworkLimits, text: string) {
  const length = [...text.trim()].length;
  if (!limits.firstComment) throw new NetworkError(limits.network, 'invalid_content', frenchMessage('network.firstCommentRefused'));
  if (length > limits.firstComment.maxLength) {
    throw new NetworkError(limits.network, 'invalid_content', frenchMessage('network.firstCommentTooLong', { count: length, max: limits.firstComment.maxLength }));
  }
}
