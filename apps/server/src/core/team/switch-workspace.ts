import { frenchMessage, type SwitchedSessionResponse, type WorkspaceChoice } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { forgetCachedSessions, moveSession, type SessionInfo } from '../auth/service.ts';
import { findUserWorkspace, listUserWorkspaces } from '../workspaces/service.ts';

/** The avatar menu's switcher: the user's workspaces, their role in each, and which one this session acts in. */
export async function workspacesOf(ctx: AppContext, auth: SessionInfo): Promise<WorkspaceChoice[]> {
  const workspaces = await listUserWorkspaces(ctx.db, auth.user.id);
  return workspaces.map((workspace) => ({ ...workspace, current: workspace.id === auth.workspace.id }));
}

/**
 * This session acts in another of the user's workspaces from its next request on. A workspace the
 * user is not in is a 404 (whether it exists is not told).
 */
export async function switchWorkspace(ctx: AppContext, auth: SessionInfo, id: string): Promise<SwitchedSessionResponse> {
  const target = isUuid(id) ? await findUserWorkspace(ctx.db, auth.user.id, id) : null;
  if (!target) throw new AppError(404, 'team.workspaceNotFound');
  const session = await moveSession(ctx.db, auth, target);
  forgetCachedSessions(ctx, auth.user.id);
  return { ...session, message: frenchMessage('team.switched', { workspace: target.name }) };
}
