import { z } from 'zod';
import { AUDIT_ACTIONS, TEAM_LIMITS } from '../constants/team.ts';
import { line } from './text.ts';

const instant = z.iso.datetime({ offset: true });

/** One line of the audit log: who did what, when, on what. */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The member who acted (null: Publia itself, or a member since deleted — `actorName` keeps their name). */
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** What the action was about, ready to show (a post's title, an address, a network account). */
  target: z.string().nullable(),
  /** The action's particulars (old and new role, network, setting changed…). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Filters of the log; `before` is the cursor (the last entry's `createdAt|id`). */
export const auditQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS).optional(),
    actorId: line().max(64).optional(),
    from: instant.optional(),
    to: instant.optional(),
    search: line().trim().max(200).optional(),
    before: line().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(TEAM_LIMITS.auditPageSize),
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  /** The cursor of the next page (null: no more). */
  next: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
