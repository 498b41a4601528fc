import type { Comment, CommentReply, Network, Worded } from '@publia/shared';
import type { CommentRow, ReplyRow } from './repository.ts';

const EXCERPT_CHARS = 140;

/** The beginning of a text, cut at a word. */
export function excerptOf(text: string, max = EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The name shown for an author: empty where the network names people only by an opaque id
 * (LinkedIn gives a member's URN, its name needs a permission members do not grant), which the
 * interface words as « Membre LinkedIn ». The id stays stored, so an author's comments still group.
 */
export const shownAuthorName = (name: string): string => (name.startsWith('urn:li:') ? '' : name);

const toReply = (reply: ReplyRow): CommentReply => ({
  id: reply.id,
  text: reply.text,
  memberName: reply.memberName,
  url: reply.url,
  createdAt: reply.writtenAt.toISOString(),
});

/** A comment as the API answers it, with its answers. */
export function toComment(row: CommentRow, replies: readonly ReplyRow[]): Comment {
  return {
    id: row.id,
    platform: row.platform as Network,
    accountId: row.accountId,
    accountName: row.accountName ?? '',
    post: {
      contentId: row.contentId,
      title: row.postTitle,
      excerpt: excerptOf(row.postText ?? ''),
      url: row.postUrl,
      mediaUrl: row.postMediaUrl,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    },
    author: { name: shownAuthorName(row.authorName), handle: row.authorHandle },
    text: row.text,
    createdAt: row.writtenAt.toISOString(),
    status: row.status,
    flag: row.flagReason ? { reason: row.flagReason, explanation: flagExplanation(row.flagReason, row.flagDetail) } : null,
    sentiment: row.sentiment,
    hidden: row.hidden,
    removed: row.removed,
    read: row.readAt !== null,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    replies: replies.filter((reply) => reply.commentId === row.id).map(toReply),
    url: row.url,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

function flagExplanation(reason: NonNullable<CommentRow['flagReason']>, detail: string | null): Worded {
  const key = `comments.flag.${reason}`;
  const found = detail ?? '';
  switch (reason) {
    case 'word':
      return { key, params: { word: found } };
    case 'link':
      return { key, params: { link: found } };
    case 'contact':
      return { key, params: { found } };
    default:
      return { key, params: {} };
  }
}
