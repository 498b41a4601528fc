import { COMMENT_LIMITS, zonedTimeToUtc, type CommentDetail, type CommentsPage, type CommentStats } from '@publia/shared';
import type { z } from 'zod';
import type { commentsQuerySchema, commentStatsQuerySchema } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  countAuthorComments,
  countInbox,
  findComment,
  findCommentPage,
  findPostComments,
  findReplies,
  readStats,
  updateComment,
  type CommentFilters,
  type CommentRow,
} from './repository.ts';
import { READABLE_NETWORKS } from './sync/repository.ts';
import { shownAuthorName, toComment } from './to-comment.ts';

type ListQuery = z.output<typeof commentsQuerySchema>;

const DAY_MS = 86_400_000;

function encodeCursor(row: CommentRow): string {
  return Buffer.from(`${row.writtenAt.toISOString()}|${row.id}`).toString('base64url');
}

/** A cursor this server did not write is the first page again rather than an error: the list stays usable. */
function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  return id && isUuid(id) && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}

/** Filters that match nothing: a post id no comment can have. */
const NOTHING: CommentFilters = { contentId: '00000000-0000-0000-0000-000000000000' };

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The query's filters in the member's zone: `from` and `to` are whole calendar days there. */
function filtersOf(query: ListQuery, auth: SessionInfo, timeZone: string): CommentFilters | null {
  if (query.contentId && !isUuid(query.contentId)) return null;
  const assignee =
    query.assignee === 'me'
      ? ({ kind: 'user', userId: auth.user.id } as const)
      : query.assignee === 'none'
        ? ({ kind: 'none' } as const)
        : query.assignee
          ? isUuid(query.assignee)
            ? ({ kind: 'user', userId: query.assignee } as const)
            : null
          : undefined;
  if (assignee === null) return null;
  const from = query.from ? (zonedTimeToUtc(query.from, '00:00', timeZone) ?? undefined) : undefined;
  // Until the midnight after `to`: the last day is included whole.
  const until = query.to ? (zonedTimeToUtc(dayAfter(query.to), '00:00', timeZone) ?? undefined) : undefined;
  return {
    q: query.q || undefined,
    platform: query.platform,
    status: query.status,
    sentiment: query.sentiment,
    contentId: query.contentId,
    from,
    until,
    assignee,
    unread: query.unread === undefined ? undefined : query.unread === 'true',
  };
}

export async function listComments(ctx: AppContext, auth: SessionInfo, query: ListQuery, timeZone: string): Promise<CommentsPage> {
  const workspaceId = auth.workspace.id;
  // An id that names nothing (a malformed post or member id) matches no comment.
  const filters = filtersOf(query, auth, timeZone) ?? NOTHING;
  const limit = query.limit ?? COMMENT_LIMITS.pageSize;
  const [rows, counts] = await Promise.all([
    findCommentPage(ctx.db, workspaceId, filters, { after: decodeCursor(query.cursor), limit: limit + 1 }),
    countInbox(ctx.db, workspaceId, filters, { upTo: COMMENT_LIMITS.countUpTo, readable: READABLE_NETWORKS }),
  ]);
  const { waiting, total, readableAccounts } = counts;
  const page = rows.slice(0, limit);
  const replies = await findReplies(
    ctx.db,
    page.map((row) => row.id),
  );
  return {
    comments: page.map((row) => toComment(row, replies)),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
    waiting,
    total,
    readableAccounts,
  };
}

/** The comment of this workspace, or the catalogue's 404 (a malformed id names nothing either). */
export async function requireComment(ctx: AppContext, workspaceId: string, id: string): Promise<CommentRow> {
  const row = isUuid(id) ? await findComment(ctx.db, workspaceId, id) : null;
  if (!row) throw new AppError(404, 'comments.notFound');
  return row;
}

export async function commentView(ctx: AppContext, row: CommentRow) {
  return toComment(row, await findReplies(ctx.db, [row.id]));
}

/**
 * A comment with its post and its conversation: the comment it answers (if any), the comments
 * answering it, and the account's answers to any of them, oldest first. Opening it marks it read.
 */
export async function commentDetail(ctx: AppContext, workspaceId: string, id: string): Promise<CommentDetail> {
  let row = await requireComment(ctx, workspaceId, id);
  if (!row.readAt) {
    await updateComment(ctx.db, workspaceId, row.id, { read: true });
    row = await requireComment(ctx, workspaceId, id);
  }
  const postComments = await findPostComments(ctx.db, row.accountId, row.postExternalId);
  const rootExternalId = row.parentExternalId ?? row.externalId;
  const inThread = postComments.filter((other) => other.externalId === rootExternalId || other.parentExternalId === rootExternalId || other.id === row.id);
  const replies = await findReplies(
    ctx.db,
    inThread.map((other) => other.id),
  );
  const thread = [
    ...inThread.map((other) => ({
      id: other.id,
      author: shownAuthorName(other.authorName),
      text: other.text,
      createdAt: other.writtenAt.toISOString(),
      fromAccount: false,
      url: other.url,
    })),
    ...replies.map((reply) => ({ id: reply.id, author: row.accountName ?? '', text: reply.text, createdAt: reply.writtenAt.toISOString(), fromAccount: true, url: reply.url })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const authorComments = await countAuthorComments(ctx.db, workspaceId, row.platform, { name: row.authorName, handle: row.authorHandle });
  return {
    comment: toComment(row, replies),
    postText: row.postText ?? '',
    thread,
    authorComments: Math.max(0, authorComments - 1),
  };
}

/**
 * How long the statistics panel's answer is kept: the period's figures move slowly, and a change
 * made on this instance (a new comment, an answer, a moderation) forgets them at once.
 */
export const COMMENT_STATS_CACHE_MS = 30_000;

/** The statistics of the workspace's comments changed here: the next read counts them again. */
export const forgetCommentStats = (ctx: AppContext, workspaceId: string) => ctx.caches.commentStats.forget(workspaceId);

export async function commentStats(ctx: AppContext, workspaceId: string, query: z.output<typeof commentStatsQuerySchema>): Promise<CommentStats> {
  const now = ctx.clock.now();
  const cached = ctx.caches.commentStats.get(workspaceId, query.days, now);
  if ('body' in cached) return JSON.parse(cached.body) as CommentStats;
  const stats = await readCommentStats(ctx, workspaceId, Number(query.days));
  ctx.caches.commentStats.set(workspaceId, query.days, JSON.stringify(stats), cached.generation, now);
  return stats;
}

async function readCommentStats(ctx: AppContext, workspaceId: string, days: number): Promise<CommentStats> {
  const { totals, platforms } = await readStats(ctx.db, workspaceId, new Date(ctx.clock.now() - days * DAY_MS), READABLE_NETWORKS);
  const expecting = totals.total - totals.rejected;
  return {
    days,
    total: totals.total,
    responded: totals.responded,
    responseRate: expecting > 0 ? Math.round((totals.responded / expecting) * 1000) / 10 : null,
    averageResponseMinutes: totals.averageResponseSeconds === null ? null : Math.round(Number(totals.averageResponseSeconds) / 60),
    waiting: totals.waiting,
    flagged: totals.flagged,
    sentiments: { positive: totals.positive, neutral: totals.neutral, negative: totals.negative },
    platforms,
  };
}
