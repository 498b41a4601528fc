import type { LoginBody, TeamRole } from '@publia/shared';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../../app/context.ts';
import { enforceLimits } from '../rate-limit/service.ts';
import { authLimits } from './auth-limits.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { toPublicUser } from './public-user.ts';
import type { SignedIn } from './register.ts';
import { findDefaultMembership, findUserByEmail } from './repository.ts';
import { createSession, toSessionResponse, type ClientMeta } from './sessions.ts';

export async function loginUser(ctx: AppContext, input: LoginBody, meta: ClientMeta): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  if (!email || !input.password) throw badRequest('auth.missingCredentials');
  await enforceLimits(ctx, authLimits(ctx, 'login', email, meta.ip));
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  const membership = user && valid ? await findDefaultMembership(ctx.db, user.id) : null;
  if (!user || !membership) throw new AppError(401, 'auth.invalidCredentials');
  const persistent = input.rememberMe ?? false;
  const { token } = await createSession(ctx, ctx.db, user.id, membership.workspaceId, persistent, meta);
  const workspace = { id: membership.workspaceId, name: membership.workspaceName, role: membership.role as TeamRole };
  return { response: toSessionResponse(token, toPublicUser(user), workspace), token, persistent };
}
