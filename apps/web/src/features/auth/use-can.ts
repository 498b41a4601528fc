import { roleAllows, type PermissionAction } from '@publia/shared';
import { useSession } from './session.ts';

/**
 * Whether the signed-in member's role may do `action` (the shared role matrix the server enforces):
 * the interface hides what would only be refused. Before the session is known, it is allowed — the
 * server still decides.
 */
export function useCan(action: PermissionAction): boolean {
  const role = useSession()?.workspace.role;
  return !role || roleAllows(role, action);
}
