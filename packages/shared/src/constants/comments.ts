import { byNetwork } from '../networks/registry.ts';
import type { Network } from './networks.ts';

/**
 * Where a comment stands in the inbox: waiting (`pending`), set aside by the automatic filter
 * (`flagged`, « Signalé »), answered (`responded`, « Répondu »), kept without an answer
 * (`approved`) or refused (`rejected`, hidden on the network where it can be).
 */
export const COMMENT_STATUSES = ['pending', 'flagged', 'responded', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The statuses that still wait for someone: the pending counter. */
export const COMMENT_WAITING_STATUSES: readonly CommentStatus[] = ['pending', 'flagged'];

export const COMMENT_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type CommentSentiment = (typeof COMMENT_SENTIMENTS)[number];

/** Why the filter set a comment aside. */
export const COMMENT_FLAG_REASONS = ['word', 'link', 'shouting', 'repeated', 'contact'] as const;
export type CommentFlagReason = (typeof COMMENT_FLAG_REASONS)[number];

/**
 * What a network's API lets an application do with the comments of its account's posts.
 * `replyMaxChars` is the network's limit on a comment (X counts its weighted characters).
 * `listsHidden`: its listing tells which comments are hidden. `readableForDays`: how long after
 * publication the comments can be read at all; null: as long as the post lives.
 */
export interface CommentSupport {
  read: boolean;
  reply: boolean;
  hide: boolean;
  delete: boolean;
  listsHidden: boolean;
  readableForDays: number | null;
  replyMaxChars: number;
}

/** Each network's comment support, from its descriptor. */
export const COMMENT_SUPPORT: Record<Network, CommentSupport> = byNetwork((d) => d.comments);

export const COMMENT_LIMITS = {
  pageSize: 20,
  pageSizeMax: 100,
  searchMaxLength: 100,
  /** The longest reply any network takes (Facebook); each network's own limit applies on top. */
  replyMaxChars: 8000,
  bulkMax: 200,
  savedRepliesMax: 30,
  savedReplyTitleMax: 80,
  filterWordsMax: 200,
  filterWordMaxLength: 40,
  /**
   * The inbox counts what matches and what waits up to this many: a larger count answers one
   * more (« 1 000+ »), so that a big inbox is never read whole to count it.
   */
  countUpTo: 1000,
} as const;

/** A count of the inbox as the interface writes it: « 1 000+ » past the counted maximum. */
export const isCountCapped = (count: number): boolean => count > COMMENT_LIMITS.countUpTo;

/** The periods of the statistics panel, in days. */
export const COMMENT_STATS_PERIODS = ['7', '30', '90'] as const;
export type CommentStatsPeriod = (typeof COMMENT_STATS_PERIODS)[number];
