import type { AppContext } from '../../lib/context.ts';
import { revokeSessionByTokenHash } from './repository.ts';
import { sessionCacheOf } from './sessions.ts';
import { hashToken } from './tokens.ts';

export async function logoutSession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await revokeSessionByTokenHash(ctx.db, hashToken(token));
  sessionCacheOf(ctx).forgetToken(token);
}
