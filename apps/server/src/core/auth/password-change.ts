import type { PasswordChangeBody } from '@publia/shared';
import { badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { enforceLimits } from '../rate-limit/service.ts';
import { authLimits } from './auth-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { loadUser } from './profile.ts';
import { revokeOtherSessions } from './profile-repository.ts';
import { updatePasswordHash, voidPasswordResetsOfUser } from './repository.ts';
import type { SessionInfo } from './sessions.ts';

/**
 * Sets a new password once the current one is proven (attempts counted as sign-ins are), voids the
 * reset links sent before, and signs out every other session of the user: whoever knew the old
 * password is out; this browser stays in.
 */
export async function changePassword(ctx: AppContext, session: SessionInfo, input: PasswordChangeBody, ip: string | null): Promise<void> {
  const user = await loadUser(ctx, session.user.id);
  await enforceLimits(ctx, authLimits(ctx, 'password-change', user.email, ip));
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) throw badRequest('profile.wrongPassword', {}, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash, new Date(ctx.clock.now()));
    await voidPasswordResetsOfUser(tx, user.id, new Date(ctx.clock.now()));
    await revokeOtherSessions(tx, user.id, session.sessionId, new Date(ctx.clock.now()));
  });
  ctx.caches.sessions.forgetUser(user.id);
  await recordAudit(ctx, { workspaceId: session.workspace.id, actor: actorOf(session), action: 'auth.password_changed', ip });
}
