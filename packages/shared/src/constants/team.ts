/**
 * The team area: invitations, the approval of posts before they go out, and the audit log.
 */
export const TEAM_LIMITS = {
  /** An invitation link works this long, once. */
  invitationValidDays: 7,
  /** A note on a draft between team members. */
  noteMaxLength: 2000,
  /** The comment an admin gives when refusing a post. */
  rejectionMaxLength: 1000,
  /** The audit log keeps each entry this long. */
  auditRetentionDays: 365,
  auditPageSize: 50,
} as const;

/**
 * The workspace's approval rule (admins choose):
 * - none: today's behaviour, anyone allowed to publish publishes;
 * - optional: an editor may ask an admin to approve a post first;
 * - required: an editor's post cannot be published or scheduled until an admin approves it.
 */
export const APPROVAL_MODES = ['none', 'optional', 'required'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** Where a post stands in the approval: asked, approved, or refused with a comment. */
export const APPROVAL_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What the editor asked to happen once the post is approved: nothing more, publish now, or schedule. */
export const APPROVAL_INTENTS = ['none', 'publish', 'schedule'] as const;
export type ApprovalIntent = (typeof APPROVAL_INTENTS)[number];

/** A team member's state on the team page (« Actif » / « En attente »). */
export const MEMBER_STATUSES = ['active', 'pending'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** What the audit log records, each with its French label in the catalogues (`audit.action.*`). */
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.password_changed',
  'member.invited',
  'invitation.resent',
  'invitation.revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'account.connected',
  'account.disconnected',
  'content.published',
  'content.scheduled',
  'content.unscheduled',
  'content.deleted',
  'content.approval_requested',
  'content.approved',
  'content.rejected',
  'settings.changed',
  'billing.changed',
  'agent.tool_called',
  'agent.client_authorised',
  'agent.client_revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
