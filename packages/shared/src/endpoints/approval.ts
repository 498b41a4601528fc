import {
  approvalQueueResponseSchema,
  approvalRequestBodySchema,
  contentNoteBodySchema,
  contentNoteResponseSchema,
  contentNotesResponseSchema,
  rejectionBodySchema,
} from '../schemas/approval.ts';
import { contentResponseSchema } from '../schemas/content.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'approval';

/**
 * The approval of posts before they go out, and the team's notes on a draft. Editors ask, admins
 * approve (then the post is published or scheduled as asked) or refuse with a comment.
 */
export const approvalEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/api/content/approvals',
    access: 'view_statistics',
    tag,
    summary: "Items waiting for an admin's approval, oldest request first",
    response: approvalQueueResponseSchema,
  }),
  request: endpoint({
    method: 'POST',
    path: '/api/content/:id/approval/request',
    access: 'create_content',
    tag,
    summary: 'Ask the admins to approve an item, saying what to do once approved (publish, schedule)',
    params: idParams,
    body: approvalRequestBodySchema,
    response: contentResponseSchema,
    errors: [409],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/content/:id/approval/approve',
    access: 'approve_content',
    tag,
    summary: 'Approve an item, then publish or schedule it as its author asked',
    params: idParams,
    response: contentResponseSchema,
    errors: [402, 409],
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/content/:id/approval/reject',
    access: 'approve_content',
    tag,
    summary: 'Refuse an item with a comment for its author',
    params: idParams,
    body: rejectionBodySchema,
    response: contentResponseSchema,
    errors: [409],
  }),
  notes: endpoint({
    method: 'GET',
    path: '/api/content/:id/notes',
    access: 'view_statistics',
    tag,
    summary: "The team's notes on an item, oldest first",
    params: idParams,
    response: contentNotesResponseSchema,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/content/:id/notes',
    access: 'create_content',
    tag,
    summary: 'Add a note for the team on an item',
    params: idParams,
    body: contentNoteBodySchema,
    response: contentNoteResponseSchema,
    status: 201,
  }),
} as const;
