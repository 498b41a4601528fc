import { commentEndpoints as endpoints, TIMEOUTS, type BulkBody, type CommentStatsPeriod, type CommentsQuery, type SavedReplyBody } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/** One page of comments, newest first; `cursor` is the previous page's `nextCursor`. */
export async function getComments(query: CommentsQuery, signal?: AbortSignal) {
  return (await api.call(endpoints.list, { query }, { signal })).data;
}

export async function getCommentStats(days: CommentStatsPeriod, signal?: AbortSignal) {
  return (await api.call(endpoints.stats, { query: { days } }, { signal })).data;
}

/** A comment with its post and its conversation; reading it marks it read. */
export async function getCommentDetail(id: string, signal?: AbortSignal) {
  return (await api.call(endpoints.detail, { params: { id } }, { signal })).data;
}

export async function getAssignees(signal?: AbortSignal) {
  return (await api.call(endpoints.assignees, {}, { signal })).data.members;
}

export async function getSavedReplies(signal?: AbortSignal) {
  return (await api.call(endpoints.savedReplies, {}, { signal })).data.replies;
}

export async function getCommentFilter(signal?: AbortSignal) {
  return (await api.call(endpoints.filter, {}, { signal })).data;
}

export const syncComments = () => api.call(endpoints.sync, {});
export const replyToComment = ({ id, text }: { id: string; text: string }) => api.call(endpoints.reply, { params: { id }, body: { text } });

/** A drafted answer, never sent: the member reads and edits it first. The model may take its time. */
export async function suggestReply(id: string) {
  return (await api.call(endpoints.suggestReply, { params: { id } }, { timeoutMs: TIMEOUTS.generationMs })).data;
}

export const approveComment = (id: string) => api.call(endpoints.approve, { params: { id } });
export const rejectComment = (id: string) => api.call(endpoints.reject, { params: { id } });
export const assignComment = ({ id, userId }: { id: string; userId: string | null }) => api.call(endpoints.assign, { params: { id }, body: { userId } });
export const bulkComments = (body: BulkBody) => api.call(endpoints.bulk, { body });

export const addSavedReply = (body: SavedReplyBody) => api.call(endpoints.addSavedReply, { body });
export const updateSavedReply = ({ id, body }: { id: string; body: SavedReplyBody }) => api.call(endpoints.updateSavedReply, { params: { id }, body });
export const removeSavedReply = (id: string) => api.call(endpoints.removeSavedReply, { params: { id } });

export const saveCommentFilter = (words: string[]) => api.call(endpoints.saveFilter, { body: { words } });
export const resetCommentFilter = () => api.call(endpoints.resetFilter, {});
