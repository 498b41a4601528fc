import { z } from 'zod';
import { APPROVAL_INTENTS, APPROVAL_STATUSES } from '../constants/team.ts';

/** A member named on an item (null: since deleted). */
export const person = z.object({ id: z.string(), name: z.string() }).nullable();

/** Where an item stands in the approval (null on an item no one asked to approve). */
export const contentApprovalSchema = z.object({
  status: z.enum(APPROVAL_STATUSES),
  intent: z.enum(APPROVAL_INTENTS),
  scheduledFor: z.string().nullable(),
  requestedBy: person,
  requestedAt: z.string().nullable(),
  decidedBy: person,
  decidedAt: z.string().nullable(),
  /** The refusal's comment. */
  comment: z.string().nullable(),
});
export type ContentApproval = z.infer<typeof contentApprovalSchema>;
