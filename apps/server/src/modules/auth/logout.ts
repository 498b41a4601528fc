import type { AppContext } from '../../lib/context.ts';
import { revokeSessionByTokenHash } from './repository.ts';
import { sessionCacheOf } from './sessions.ts';
import { hashToken } from './tokens.ts';

export async function logoutSession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await revokeSessionByTokenHash(ctx.db, tokenHash);
  sessionCacheOf(ctx).forgetToken(tokenHash);
}
