/** The comments inbox: what routes, jobs and the app may use of this module. */
export { COMMENT_STATS_CACHE_MS, commentDetail, commentStats, commentView, listComments } from './inbox.ts';
export { approveComment, assignComment, assignees, bulkUpdate, rejectComment, replyToComment } from './moderate.ts';
export { suggestReply } from './suggest-reply.ts';
export { addSavedReply, changeSavedReply, listSavedReplies, removeSavedReply } from './saved-replies.ts';
export { getFilter, setFilter } from './filter.ts';
export { askCommentRound, scheduleCommentRound, syncWorkspaceComments } from './sync/rounds.ts';
export { syncAccountComments, type CommentSyncResult } from './sync/sync-account.ts';
export { COMMENT_CADENCE, COMMENT_SCHEDULE_QUEUE, COMMENT_SYNC_QUEUE, type CommentSyncJobData } from './sync/cadence.ts';
