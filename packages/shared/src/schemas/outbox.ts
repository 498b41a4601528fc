import { z } from 'zod';

/** One e-mail of the outbox, as the instance's operators read it (its text holds its links). */
export const outboxMailSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** The plain-text version: what the operator passes on when there is no SMTP. */
  body: z.string(),
  createdAt: z.string(),
  /** Null while it is kept (no SMTP) or not yet sent. */
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListResponseSchema = z.object({ success: z.literal(true), data: z.array(outboxMailSchema) });
