import { z } from 'zod';
import { APPROVAL_INTENTS, TEAM_LIMITS } from '../constants/team.ts';
import { contentApprovalSchema, person } from './approval-state.ts';
import { contentItemSchema } from './content.ts';

export { contentApprovalSchema, type ContentApproval } from './approval-state.ts';
import { line, text } from './text.ts';

/**
 * "Demander une validation": what should happen once approved. `scheduledFor` (an instant with its
 * offset, in the future) is required with `schedule`.
 */
export const approvalRequestBodySchema = z
  .object({
    intent: z.enum(APPROVAL_INTENTS).optional(),
    scheduledFor: line().max(64).optional().describe('The instant to schedule at, with its offset: required when `intent` is `schedule`'),
    note: text().max(TEAM_LIMITS.noteMaxLength).optional(),
  })
  .strict();
export type ApprovalRequestBody = z.infer<typeof approvalRequestBodySchema>;

/** "Refuser" needs a comment saying what to change. */
export const rejectionBodySchema = z.object({ comment: text().max(TEAM_LIMITS.rejectionMaxLength) }).strict();
export type RejectionBody = z.infer<typeof rejectionBodySchema>;

/** The admins' approval queue: items asked to be approved, oldest request first. */
export const approvalQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contentItemSchema.extend({ approval: contentApprovalSchema })),
});
export type ApprovalQueueResponse = z.infer<typeof approvalQueueResponseSchema>;

/** A note between team members on a draft. */
export const contentNoteSchema = z.object({
  id: z.string(),
  author: person,
  initials: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Written by the approval itself (a refusal's comment, an approval), not typed as a note. */
  kind: z.enum(['note', 'approved', 'rejected', 'requested']),
});
export type ContentNote = z.infer<typeof contentNoteSchema>;

export const contentNoteBodySchema = z.object({ text: text().max(TEAM_LIMITS.noteMaxLength) }).strict();
export type ContentNoteBody = z.infer<typeof contentNoteBodySchema>;

export const contentNotesResponseSchema = z.object({ success: z.literal(true), data: z.array(contentNoteSchema) });
export type ContentNotesResponse = z.infer<typeof contentNotesResponseSchema>;

export const contentNoteResponseSchema = z.object({ success: z.literal(true), data: contentNoteSchema });
export type ContentNoteResponse = z.infer<typeof contentNoteResponseSchema>;
