import { COMMENT_SUPPORT, COMMENT_WAITING_STATUSES, NETWORK_LIMITS, NETWORK_NAMES, countPostText, type Comment, type Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AccountCredentials, CommentsApi } from '../../networks/types.ts';
import { withFreshToken } from '../social-accounts/service.ts';
import { commentView, forgetCommentStats, requireComment } from './inbox.ts';
import { commentActionFailure } from './network-failure.ts';
import { findMembers, insertReply, updateComment, updateComments, type CommentRow } from './repository.ts';

const platformOf = (row: CommentRow) => row.platform as Network;

/** Runs an action on the comment's network with the account's fresh token; a refusal becomes a French 4xx. */
async function onNetwork<T>(ctx: AppContext, row: CommentRow, action: (api: CommentsApi, credentials: AccountCredentials) => Promise<T>): Promise<T> {
  const api = ctx.networks.client(platformOf(row)).comments;
  if (!api) throw new AppError(422, 'comments.replyUnsupported', { network: NETWORK_NAMES[platformOf(row)] });
  try {
    return await withFreshToken(ctx, { workspaceId: row.workspaceId, id: row.accountId }, (credentials) => action(api, credentials));
  } catch (error) {
    const failure = commentActionFailure(error, platformOf(row), ctx.clock.now());
    if (failure instanceof AppError && failure.code === 'comments.commentRemoved') await updateComment(ctx.db, row.workspaceId, row.id, { removed: true });
    throw failure;
  }
}

/**
 * Answers a comment on its network as the account. Checked first: the network lets replies be
 * written, the text fits its limit (X counts its weighted characters), the comment is still there.
 * Only once the network accepted it is the answer kept and the comment « Répondu »: a refused
 * answer is never shown as sent.
 */
export async function replyToComment(ctx: AppContext, auth: SessionInfo, id: string, text: string): Promise<Comment> {
  const row = await requireComment(ctx, auth.workspace.id, id);
  const platform = platformOf(row);
  const network = NETWORK_NAMES[platform];
  if (!COMMENT_SUPPORT[platform].reply) throw new AppError(422, 'comments.replyUnsupported', { network });
  const max = COMMENT_SUPPORT[platform].replyMaxChars;
  const length = countPostText(NETWORK_LIMITS[platform], text);
  if (length > max) throw new AppError(400, 'comments.replyTooLong', { network, max, count: length }, 'text');
  if (row.removed) throw new AppError(409, 'comments.commentRemoved', { network });
  const answer = await onNetwork(ctx, row, (api, credentials) => api.reply(credentials, { postExternalId: row.postExternalId, commentId: row.externalId, text }));
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await insertReply(tx, { workspaceId: row.workspaceId, commentId: row.id, externalId: answer.id, text, url: answer.url, userId: auth.user.id, writtenAt: now });
    await updateComment(tx, row.workspaceId, row.id, { status: 'responded', respondedAt: now, read: true, moderatedAt: now });
  });
  forgetCommentStats(ctx, row.workspaceId);
  return commentView(ctx, await requireComment(ctx, auth.workspace.id, id));
}

/** Keeps a comment without an answer; a comment Publia had hidden is shown again on the network. */
export async function approveComment(ctx: AppContext, workspaceId: string, id: string): Promise<Comment> {
  const row = await requireComment(ctx, workspaceId, id);
  const platform = platformOf(row);
  if (row.hidden && row.status === 'rejected' && COMMENT_SUPPORT[platform].hide && !row.removed) {
    await onNetwork(ctx, row, (api, credentials) => api.hide!(credentials, { postExternalId: row.postExternalId, commentId: row.externalId, hidden: false }));
  }
  const now = new Date(ctx.clock.now());
  await updateComment(ctx.db, workspaceId, row.id, {
    status: row.status === 'responded' ? 'responded' : 'approved',
    hidden: row.status === 'rejected' && COMMENT_SUPPORT[platform].hide ? false : undefined,
    read: true,
    moderatedAt: now,
  });
  forgetCommentStats(ctx, workspaceId);
  return commentView(ctx, await requireComment(ctx, workspaceId, id));
}

/**
 * Refuses a comment: hidden from the public on its network where the API allows it (Instagram,
 * Facebook, X), otherwise only marked rejected in Publia. A hide the network refused changes nothing.
 */
export async function rejectComment(ctx: AppContext, workspaceId: string, id: string): Promise<Comment> {
  const row = await requireComment(ctx, workspaceId, id);
  const canHide = COMMENT_SUPPORT[platformOf(row)].hide && !row.removed;
  if (canHide && !row.hidden) {
    await onNetwork(ctx, row, (api, credentials) => api.hide!(credentials, { postExternalId: row.postExternalId, commentId: row.externalId, hidden: true }));
  }
  await updateComment(ctx.db, workspaceId, row.id, { status: 'rejected', hidden: canHide ? true : undefined, read: true, moderatedAt: new Date(ctx.clock.now()) });
  forgetCommentStats(ctx, workspaceId);
  return commentView(ctx, await requireComment(ctx, workspaceId, id));
}

export async function assignComment(ctx: AppContext, workspaceId: string, id: string, userId: string | null): Promise<Comment> {
  const row = await requireComment(ctx, workspaceId, id);
  if (userId !== null) {
    const members = await findMembers(ctx.db, workspaceId);
    if (!isUuid(userId) || !members.some((member) => member.id === userId)) throw new AppError(422, 'comments.assigneeNotMember', {}, 'userId');
  }
  await updateComment(ctx.db, workspaceId, row.id, { assigneeId: userId });
  return commentView(ctx, await requireComment(ctx, workspaceId, id));
}

/**
 * Approves (those still waiting) or marks read several comments of the workspace at once; ids of
 * another workspace or malformed are ignored. Answers how many changed.
 */
export async function bulkUpdate(ctx: AppContext, workspaceId: string, ids: string[], action: 'approve' | 'read'): Promise<number> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (action === 'read') return updateComments(ctx.db, workspaceId, valid, { read: true });
  const approved = await updateComments(ctx.db, workspaceId, valid, { status: 'approved', read: true, moderatedAt: new Date(ctx.clock.now()) }, COMMENT_WAITING_STATUSES);
  forgetCommentStats(ctx, workspaceId);
  return approved;
}

export async function assignees(ctx: AppContext, workspaceId: string) {
  return findMembers(ctx.db, workspaceId);
}
