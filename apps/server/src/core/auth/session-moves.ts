import type { SessionResponse, WorkspaceSummary } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import { findDefaultMembership, findUserByEmail, moveSessionsOfUser, revokeSessionsInWorkspace, updateSessionWorkspace } from './repository.ts';
import { toSessionResponse, type SessionInfo } from './sessions.ts';

/**
 * A session acts in one workspace at a time (`sessions.workspace_id`). These are the moves the team
 * makes: joining, switching, leaving, being removed. `db` may be the caller's transaction; the
 * session cache is then cleared by `forgetCachedSessions` once it is committed.
 */

/** Points this session at a workspace the user belongs to, and answers the session as it now is. */
export async function moveSession(db: Db, session: SessionInfo, workspace: WorkspaceSummary): Promise<SessionResponse> {
  await updateSessionWorkspace(db, session.sessionId, workspace.id);
  return toSessionResponse(session.token, session.user, workspace);
}

/**
 * The user is no longer a member of `workspaceId` (membership already deleted in `db`): their
 * sessions open there move to the first workspace they still belong to, or end when they have none.
 * The workspace they land in, or null.
 */
export async function relocateSessions(db: Db, userId: string, workspaceId: string, now: Date): Promise<WorkspaceSummary | null> {
  const next = await findDefaultMembership(db, userId);
  if (!next) {
    await revokeSessionsInWorkspace(db, userId, workspaceId, now);
    return null;
  }
  await moveSessionsOfUser(db, userId, workspaceId, next.workspaceId);
  return { id: next.workspaceId, name: next.workspaceName, role: next.role };
}

/**
 * Forgets the sessions (and API keys) of the user this instance read lately, so that a role change, a removal or a
 * move applies to their next request (another instance sees it within SESSION_CACHE_SECONDS).
 */
export function forgetCachedSessions(ctx: AppContext, userId: string): void {
  ctx.caches.sessions.forgetUser(userId);
  // Their API keys act with their role too.
  ctx.caches.apiKeys.forgetUser(userId);
}

/** Whether an account exists for the address (an invitation page offers to sign in or to sign up). */
export async function accountExists(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email.trim().toLowerCase())) !== null;
}
