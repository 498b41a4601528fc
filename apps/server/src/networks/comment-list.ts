import { COMMENT_SUPPORT, frenchMessage, type Network } from '@publia/shared';
import { NetworkError } from './network-error.ts';
import type { NetworkComment } from './types.ts';

/**
 * The most comments read of one post: a post that went viral costs the inbox a bounded number of
 * calls, and the first thousand the network gives are kept.
 */
export const MAX_COMMENTS_PER_POST = 1_000;

/**
 * Every page of a list the network pages with a cursor, from `start` on, until there is no next
 * page or `max` items are read. A cursor the network gives twice ends the reading, never loops.
 */
export async function readAllPages<T>(
  readPage: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>,
  options: { start?: string | null; max?: number } = {},
): Promise<T[]> {
  const max = options.max ?? MAX_COMMENTS_PER_POST;
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor = options.start ?? null;
  do {
    if (cursor !== null) seen.add(cursor);
    const page = await readPage(cursor);
    items.push(...page.items);
    cursor = page.next !== null && !seen.has(page.next) ? page.next : null;
  } while (cursor !== null && items.length < max);
  return items.slice(0, max);
}

/** Oldest first, as the inbox reads a post's comments; at most `MAX_COMMENTS_PER_POST`. */
export const oldestFirst = (comments: NetworkComment[]) =>
  comments.slice(0, MAX_COMMENTS_PER_POST).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));

/** Refuses, before any call, an answer longer than the network takes (X counts its own way: it checks its own). */
export function checkReplyLength(network: Network, text: string) {
  const max = COMMENT_SUPPORT[network].replyMaxChars;
  const count = [...text].length;
  if (count > max) throw new NetworkError(network, 'invalid_content', frenchMessage('network.textTooLong', { count, max }));
}
