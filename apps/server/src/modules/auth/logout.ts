import type { AppContext } from '../../lib/context.ts';
import { revokeSessionByTokenHash } from './repository.ts';
import { hashToken } from './tokens.ts';

export async function logoutSession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await revokeSessionByTokenHash(ctx.db, hashToken(token));
}
