import { z } from 'zod';
import {
  assignBodySchema,
  assigneesResponseSchema,
  bulkBodySchema,
  bulkResponseSchema,
  commentDetailResponseSchema,
  commentFilterBodySchema,
  commentFilterResponseSchema,
  commentResponseSchema,
  commentStatsQuerySchema,
  commentStatsResponseSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  replyBodySchema,
  savedRepliesResponseSchema,
  savedReplyBodySchema,
  savedReplyResponseSchema,
  suggestedReplyResponseSchema,
  syncResponseSchema,
} from '../schemas/comments.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'comments';
const done = z.object({ success: z.literal(true), message: z.string().optional() });

/** The comments inbox. Every member reads it; editors and admins answer and moderate; admins set the filter. */
export const commentEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/comments', access: 'view_statistics', tag, summary: "Comments on the workspace's published posts, newest first, filtered", query: commentsQuerySchema, response: commentsResponseSchema }),
  stats: endpoint({ method: 'GET', path: '/api/comments/stats', access: 'view_statistics', tag, summary: 'Comments received, response rate and average response time over the period', query: commentStatsQuerySchema, response: commentStatsResponseSchema }),
  sync: endpoint({ method: 'POST', path: '/api/comments/sync', access: 'view_statistics', tag, summary: 'Read the comments of every connected account now', response: syncResponseSchema, status: 202 }),
  assignees: endpoint({ method: 'GET', path: '/api/comments/assignees', access: 'view_statistics', tag, summary: 'The members a comment can be assigned to', response: assigneesResponseSchema }),
  bulk: endpoint({ method: 'POST', path: '/api/comments/bulk', access: 'publish_content', tag, summary: 'Approve or mark as read several comments', body: bulkBodySchema, response: bulkResponseSchema }),
  savedReplies: endpoint({ method: 'GET', path: '/api/comments/saved-replies', access: 'view_statistics', tag, summary: "The workspace's saved replies", response: savedRepliesResponseSchema }),
  addSavedReply: endpoint({ method: 'POST', path: '/api/comments/saved-replies', access: 'publish_content', tag, summary: 'Save a reply', body: savedReplyBodySchema, response: savedReplyResponseSchema, status: 201 }),
  updateSavedReply: endpoint({ method: 'PUT', path: '/api/comments/saved-replies/:id', access: 'publish_content', tag, summary: 'Change a saved reply', params: idParams, body: savedReplyBodySchema, response: savedReplyResponseSchema }),
  removeSavedReply: endpoint({ method: 'DELETE', path: '/api/comments/saved-replies/:id', access: 'publish_content', tag, summary: 'Delete a saved reply', params: idParams, response: done }),
  filter: endpoint({ method: 'GET', path: '/api/comments/filter', access: 'view_statistics', tag, summary: 'The words and rules that flag comments', response: commentFilterResponseSchema }),
  saveFilter: endpoint({ method: 'PUT', path: '/api/comments/filter', access: 'edit_settings', tag, summary: 'Set the words that flag comments (an empty list keeps only the rules)', body: commentFilterBodySchema, response: commentFilterResponseSchema }),
  resetFilter: endpoint({ method: 'DELETE', path: '/api/comments/filter', access: 'edit_settings', tag, summary: 'Go back to the default words', response: commentFilterResponseSchema }),
  detail: endpoint({ method: 'GET', path: '/api/comments/:id', access: 'view_statistics', tag, summary: 'A comment with its post and its conversation (marks it read)', params: idParams, response: commentDetailResponseSchema }),
  reply: endpoint({ method: 'POST', path: '/api/comments/:id/reply', access: 'publish_content', tag, summary: "Answer a comment on its network as the account", params: idParams, body: replyBodySchema, response: commentResponseSchema }),
  suggestReply: endpoint({ method: 'POST', path: '/api/comments/:id/suggested-reply', access: 'publish_content', tag, summary: "A French answer drafted by the generation provider (local writer as fallback); nothing is sent", params: idParams, response: suggestedReplyResponseSchema }),
  approve: endpoint({ method: 'POST', path: '/api/comments/:id/approve', access: 'publish_content', tag, summary: 'Keep a comment without answering it (shown again if it was hidden)', params: idParams, response: commentResponseSchema }),
  reject: endpoint({ method: 'POST', path: '/api/comments/:id/reject', access: 'publish_content', tag, summary: 'Refuse a comment: hidden on the network where it can be, else marked rejected', params: idParams, response: commentResponseSchema }),
  assign: endpoint({ method: 'PUT', path: '/api/comments/:id/assignee', access: 'publish_content', tag, summary: 'Assign a comment to a member (null: to nobody)', params: idParams, body: assignBodySchema, response: commentResponseSchema }),
} as const;
