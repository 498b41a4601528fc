import { type LoginBody, type TeamRole, type WorkspaceSummary } from '@publia/shared';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { enforceLimits } from '../rate-limit/service.ts';
import { createPersonalWorkspace } from '../workspaces/service.ts';
import { authLimits } from './auth-limits.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { toPublicUser } from './public-user.ts';
import type { SignedIn } from './register.ts';
import { findDefaultMembership, findUserByEmail } from './repository.ts';
import { createSession, toSessionResponse, type ClientMeta } from './sessions.ts';

/**
 * The workspace a sign-in opens: the user's first. Someone who joined a team by invitation and was
 * then removed from it belongs to none: they get a workspace of their own again, as at sign-up.
 */
async function workspaceToOpen(ctx: AppContext, user: { id: string; name: string | null; email: string }): Promise<WorkspaceSummary> {
  const membership = await findDefaultMembership(ctx.db, user.id);
  if (membership) return { id: membership.workspaceId, name: membership.workspaceName, role: membership.role as TeamRole };
  return createPersonalWorkspace(ctx.db, user);
}

export async function loginUser(ctx: AppContext, input: LoginBody, meta: ClientMeta): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  if (!email || !input.password) throw badRequest('auth.missingCredentials');
  await enforceLimits(ctx, authLimits(ctx, 'login', email, meta.ip));
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) throw new AppError(401, 'auth.invalidCredentials');
  const workspace = await workspaceToOpen(ctx, user);
  const persistent = input.rememberMe ?? false;
  const { token } = await createSession(ctx, ctx.db, user.id, workspace.id, persistent, meta);
  const publicUser = toPublicUser(user, ctx.storage);
  // Recorded in the workspace the session opens in: that workspace's admins see who came in, from where.
  await recordAudit(ctx, { workspaceId: workspace.id, actor: actorOf({ user: publicUser }), action: 'auth.signed_in', ip: meta.ip });
  return { response: toSessionResponse(token, publicUser, workspace), token, persistent };
}
