import { z } from 'zod';
import { SUPPORT_LIMITS } from '../constants/support.ts';
import { line, text } from './text.ts';

/** « Contacter le support »: a subject and a message, both required. */
export const supportRequestBodySchema = z
  .object({
    subject: line().trim().min(1).max(SUPPORT_LIMITS.subjectMax),
    message: text().trim().min(SUPPORT_LIMITS.messageMin).max(SUPPORT_LIMITS.messageMax),
  })
  .strict();
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;

export const supportRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.string(),
    /** Whether an e-mail was queued for the support address (false: kept in the app only). */
    mailed: z.boolean(),
  }),
});

/** « Votre avis »: a few words, and the page the user was on if the app gives it. */
export const feedbackBodySchema = z
  .object({
    message: text().trim().min(SUPPORT_LIMITS.feedbackMin).max(SUPPORT_LIMITS.feedbackMax),
    page: line().trim().max(SUPPORT_LIMITS.pageMax).regex(/^\//).optional(),
  })
  .strict();
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string() }),
});

/** One piece of feedback as the operators read it. */
export const feedbackEntrySchema = z.object({
  id: z.string(),
  message: z.string(),
  page: z.string().nullable(),
  createdAt: z.string(),
  /** Null once the user or the workspace is deleted. */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  workspaceName: z.string().nullable(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackListResponseSchema = z.object({ success: z.literal(true), data: z.array(feedbackEntrySchema) });

/** Whether the signed-in user is one of the instance's operators, who read the feedback. */
export const feedbackAccessResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ canReadFeedback: z.boolean() }),
});
