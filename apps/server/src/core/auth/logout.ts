import type { AppContext } from '../context/app-context.ts';
import { revokeSessionByTokenHash } from './repository.ts';
import { hashToken } from './tokens.ts';

export async function logoutSession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await revokeSessionByTokenHash(ctx.db, hashToken(token), new Date(ctx.clock.now()));
  ctx.caches.sessions.forgetToken(token);
}
