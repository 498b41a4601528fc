import type { CommentFlagReason, CommentSentiment, CommentStatus } from '@publia/shared';
import { flagOf } from './flag-rules.ts';
import { sentimentOf } from './sentiment.ts';

/** A new comment's first status (flagged when a rule caught it), the rule's finding and its sentiment. */
export function classify(
  text: string,
  filterWords: readonly string[],
): { status: CommentStatus; flagReason: CommentFlagReason | null; flagDetail: string | null; sentiment: CommentSentiment } {
  const flag = flagOf(text, filterWords);
  return { status: flag ? 'flagged' : 'pending', flagReason: flag?.reason ?? null, flagDetail: flag?.detail ?? null, sentiment: sentimentOf(text) };
}
