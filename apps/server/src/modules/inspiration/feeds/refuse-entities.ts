import { FeedError } from './feed-error.ts';

/**
 * A document that declares entities in a DOCTYPE is refused before any parser sees it: expanding
 * them is how an "XML bomb" (a few kilobytes growing to gigabytes) or an external entity (a file of
 * the server) gets in, and no real feed needs them. A DOCTYPE without entities (old RSS 0.91) is fine.
 */
export function refuseEntities(text: string): void {
  if (/<!DOCTYPE/i.test(text) && /<!ENTITY/i.test(text)) throw new FeedError('entities', 'the document declares XML entities');
}
