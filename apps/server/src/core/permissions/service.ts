import { apiMessagesFr, frenchMessage, roleAllows, type PermissionAction, type PermissionCheck, type WorkspaceSummary } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';

export type { PermissionAction, PermissionCheck } from '@publia/shared';

/** What the check needs of a session: the member's role in the session's workspace. */
export interface Member {
  workspace: Pick<WorkspaceSummary, 'role'>;
}

/** The role's name as the interface shows it (Administrateur, Éditeur, Lecteur). */
const roleLabel = (role: string): string => (role === 'admin' || role === 'editor' || role === 'viewer' ? apiMessagesFr[`permissions.role.${role}`] : role);

/**
 * Whether the member may do `action` in the session's workspace, after the shared matrix
 * (`PERMISSION_MATRIX`); when not, a French reason naming the role and the action.
 */
export function can(session: Member, action: PermissionAction): PermissionCheck {
  const { role } = session.workspace;
  if (roleAllows(role, action)) return { allowed: true, reason: null };
  const reason = frenchMessage('permissions.denied', {
    role: roleLabel(role),
    action: apiMessagesFr[`permissions.action.${action}`],
  });
  return { allowed: false, reason };
}

/** Throws the 403 (`http.forbidden`, as every refusal so far) when the member may not do `action`. */
export function requirePermission(session: Member, action: PermissionAction): void {
  if (!can(session, action).allowed) throw new AppError(403, 'http.forbidden');
}

/**
 * Whether the user is one of the instance's operators (OPERATOR_EMAILS): a rule about the person
 * running the instance, not a role in a workspace (they read the feedback of every workspace).
 */
export function isOperator(ctx: Pick<AppContext, 'config'>, user: { email: string }): boolean {
  return ctx.config.operatorEmails.includes(user.email.toLowerCase());
}
