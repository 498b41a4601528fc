import { TEAM_ROLES, type TeamRole } from './plans.ts';

/** What a member of a workspace may be allowed to do; the table below says which role may. */
export const PERMISSION_ACTIONS = [
  'view_statistics',
  'create_content',
  'publish_content',
  'connect_social_networks',
  'manage_billing',
  'manage_members',
  'edit_settings',
  'approve_content',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/**
 * The role matrix, the only one: the server enforces it (`core/permissions`) and the web app may
 * read it to hide what a role cannot do.
 *
 * | Action                        | admin | editor | viewer |
 * | view_statistics               | yes   | yes    | yes    |
 * | create_content                | yes   | yes    | no     |
 * | publish_content               | yes   | yes    | no     |
 * | connect_social_networks       | yes   | no     | no     |
 * | manage_billing                | yes   | no     | no     |
 * | manage_members                | yes   | no     | no     |
 * | edit_settings                 | yes   | no     | no     |
 * | approve_content               | yes   | no     | no     |
 *
 * `approve_content` is the approval workflow's (an admin approves or
 * refuses what an editor asks to publish).
 */
export const PERMISSION_MATRIX: Readonly<Record<PermissionAction, Readonly<Record<TeamRole, boolean>>>> = {
  view_statistics: { admin: true, editor: true, viewer: true },
  create_content: { admin: true, editor: true, viewer: false },
  publish_content: { admin: true, editor: true, viewer: false },
  connect_social_networks: { admin: true, editor: false, viewer: false },
  manage_billing: { admin: true, editor: false, viewer: false },
  manage_members: { admin: true, editor: false, viewer: false },
  edit_settings: { admin: true, editor: false, viewer: false },
  approve_content: { admin: true, editor: false, viewer: false },
};

export const isPermissionAction = (value: unknown): value is PermissionAction => typeof value === 'string' && (PERMISSION_ACTIONS as readonly string[]).includes(value);

/** True when the matrix lets `role` do `action`; an unknown role may do nothing. */
export function roleAllows(role: TeamRole | string, action: PermissionAction): boolean {
  if (!(TEAM_ROLES as readonly string[]).includes(role)) return false;
  return PERMISSION_MATRIX[action][role as TeamRole];
}
