import { z } from 'zod';
import { AUTH_LIMITS } from '../constants/limits.ts';
import { TEAM_ROLES } from '../constants/plans.ts';
import { APPROVAL_MODES, MEMBER_STATUSES } from '../constants/team.ts';
import { sessionResponseSchema, workspaceSummarySchema } from './auth.ts';
import { line } from './text.ts';

/** The address is checked by the service, so that an empty or malformed one gets its own French message. */
export const invitationBodySchema = z
  .object({
    email: line().trim().max(AUTH_LIMITS.emailMaxLength),
    /** Any line: an unknown role gets the service's French message naming it. Default editor: the role most invitations are for. */
    role: line().max(40).optional(),
  })
  .strict();
export type InvitationBody = z.input<typeof invitationBodySchema>;

/** One row of the team table: a member, or an invitation still pending. */
export const teamMemberSchema = z.object({
  /** The user's id for a member, the invitation's id for a pending one. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(MEMBER_STATUSES),
  /** Two capitals from the name, else from the address. */
  initials: z.string(),
  /** Since when the member is in the team (active), or when the invitation was last sent (pending). */
  since: z.string(),
  /** Pending only: when the link stops working. */
  expiresAt: z.string().nullable(),
  isSelf: z.boolean(),
  /**
   * The member's profile picture, shown to the team while they keep « Profil public » on
   * (Paramètres → Confidentialité); null: their initials. Always shown to the member themselves.
   */
  avatarUrl: z.string().nullable(),
  /**
   * How many posts the member published in this workspace in the last 30 days; null when they
   * turned « Afficher les statistiques » off (shown to themselves all the same), and for an invitation.
   */
  publishedLast30Days: z.number().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/team: the members, the pending invitations (for admins), and the plan's limit. */
export const teamResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    members: z.array(teamMemberSchema),
    /** Active members counted against the plan (« {n} membres actifs sur {limit} »). */
    activeCount: z.number(),
    /** Pending invitations also hold a seat: active + pending may not pass the limit. */
    pendingCount: z.number(),
    /** The plan's seats; null when the plan sets no limit. */
    limit: z.number().nullable(),
    /** The plan's name; null when the instance runs without plans (DEFAULT_PLAN=unlimited). */
    plan: z.string().nullable(),
  }),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const teamMemberResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: teamMemberSchema });
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

export const roleBodySchema = z.object({ role: line().max(40) }).strict();
export type RoleBody = z.infer<typeof roleBodySchema>;

/** The link's token (from the e-mail's address `/invitation?token=…`). */
export const invitationTokenSchema = z.object({ token: line().min(1).max(200) }).strict();
export type InvitationToken = z.infer<typeof invitationTokenSchema>;

/** What the invitation page shows before the invitee accepts (no one needs to be signed in to read it). */
export const invitationPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    workspaceName: z.string(),
    invitedBy: z.string().nullable(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    expiresAt: z.string(),
    /** Whether an account already exists for the address (sign in) or not (sign up). */
    accountExists: z.boolean(),
  }),
});
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponseSchema>;

/** A workspace the user belongs to (the avatar menu's switcher). */
export const workspaceChoiceSchema = workspaceSummarySchema.extend({ current: z.boolean() });
export type WorkspaceChoice = z.infer<typeof workspaceChoiceSchema>;

export const workspacesResponseSchema = z.object({ success: z.literal(true), data: z.array(workspaceChoiceSchema) });
export type WorkspacesResponse = z.infer<typeof workspacesResponseSchema>;

/** Accepting an invitation or switching workspace answers the session as it now is (in the new workspace). */
export const switchedSessionResponseSchema = sessionResponseSchema.extend({ message: z.string().optional() });
export type SwitchedSessionResponse = z.infer<typeof switchedSessionResponseSchema>;

export const approvalModeBodySchema = z.object({ mode: z.enum(APPROVAL_MODES) }).strict();
export type ApprovalModeBody = z.infer<typeof approvalModeBodySchema>;

export const approvalModeResponseSchema = z.object({ success: z.literal(true), data: z.object({ mode: z.enum(APPROVAL_MODES) }) });
export type ApprovalModeResponse = z.infer<typeof approvalModeResponseSchema>;
