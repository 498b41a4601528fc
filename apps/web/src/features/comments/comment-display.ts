import { COMMENT_LIMITS, COMMENT_SUPPORT, NETWORK_NAMES, isCountCapped, type Comment, type CommentSentiment, type CommentStatus } from '@publia/shared';
import { CircleCheck, CircleDot, Flag, MessageSquareReply, Ban, type LucideIcon } from 'lucide-react';
import { hasMessage, type MessageKey, type Translate } from '../../lib/i18n/index.ts';
import type { BadgeTone } from '../../ui/Badge.tsx';

export const STATUS_BADGES: Record<CommentStatus, { label: MessageKey; tone: BadgeTone; icon: LucideIcon }> = {
  pending: { label: 'comments.status.pending', tone: 'warning', icon: CircleDot },
  flagged: { label: 'comments.status.flagged', tone: 'danger', icon: Flag },
  responded: { label: 'comments.status.responded', tone: 'success', icon: MessageSquareReply },
  approved: { label: 'comments.status.approved', tone: 'primary', icon: CircleCheck },
  rejected: { label: 'comments.status.rejected', tone: 'neutral', icon: Ban },
};

export const SENTIMENT_TONES: Record<CommentSentiment, BadgeTone> = { positive: 'success', neutral: 'neutral', negative: 'danger' };

/** Pending and flagged comments wait for someone: they are answered, approved or rejected. */
export const isWaiting = (comment: Pick<Comment, 'status'>): boolean => comment.status === 'pending' || comment.status === 'flagged';

/** An author's name, or « Membre LinkedIn » where the network names its members by an id only (the API then gives an empty name). */
export const authorNameOf = (t: Translate, name: string, platform: Comment['platform']): string =>
  name.trim() || t('comments.card.unknownAuthor', { network: NETWORK_NAMES[platform] });

/** The handle with exactly one leading "@". */
export const handleOf = (handle: string): string => `@${handle.replace(/^@+/, '')}`;

/** The post a comment was left on, as a line names it: its title, else the beginning of its text. */
export function postNameOf(post: Comment['post']): string {
  const title = post.title?.trim();
  if (title) return title;
  const excerpt = post.excerpt.trim().replace(/\s+/g, ' ');
  return excerpt.length > 80 ? `${excerpt.slice(0, 79)}…` : excerpt;
}

/** Why the filter set the comment aside, worded from the API's catalogue (the rule's name when it has no such message). */
export function flagExplanation(t: Translate, flag: NonNullable<Comment['flag']>): string {
  const key = `api.${flag.explanation.key}`;
  return hasMessage(key) ? t(key, flag.explanation.params) : t(`comments.flag.reason.${flag.reason}`);
}

/** Why the composer cannot send on this comment's network, or null when it can. */
export function replyBlocker(t: Translate, comment: Pick<Comment, 'platform' | 'removed'>): string | null {
  const network = NETWORK_NAMES[comment.platform];
  if (!COMMENT_SUPPORT[comment.platform].reply) return t('comments.composer.cannotReply', { network });
  if (comment.removed) return t('comments.composer.removed', { network });
  return null;
}

/**
 * An average response time: « 35 min », « 4 h 12 min », « 2 j 3 h » past a day, « — » with no
 * answer. Minutes are rounded.
 */
export function formatDuration(t: Translate, minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return t('comments.duration.none');
  const total = Math.round(minutes);
  if (total < 1) return t('comments.duration.underMinute');
  if (total < 60) return t('comments.duration.minutes', { minutes: total });
  const hours = Math.floor(total / 60);
  if (hours < 24) return total % 60 === 0 ? t('comments.duration.hoursOnly', { hours }) : t('comments.duration.hours', { hours, minutes: total % 60 });
  return t('comments.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** A count of the inbox as written: « 1 000+ » where the server stopped counting. */
export function countLabel(count: number, languageTag: string): string {
  const format = new Intl.NumberFormat(languageTag);
  return isCountCapped(count) ? `${format.format(COMMENT_LIMITS.countUpTo)}+` : format.format(count);
}
