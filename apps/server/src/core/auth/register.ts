import type { RegisterBody, SessionResponse } from '@publia/shared';
import { apiMessagesFr, formatMessage } from '@publia/shared';
import { conflict } from '../../http/app-error.ts';
import type { AppContext } from '../../app/context.ts';
import { enforceLimits } from '../rate-limit/service.ts';
import { createPersonalWorkspace } from '../workspaces/service.ts';
import { authLimits } from './auth-limits.ts';
import { hashPassword } from './password.ts';
import { toPublicUser } from './public-user.ts';
import { insertUser } from './repository.ts';
import { createSession, toSessionResponse, type ClientMeta } from './sessions.ts';

export interface SignedIn {
  response: SessionResponse;
  token: string;
  persistent: boolean;
}

/** Creates the account, its workspace (the user is admin) and a first session, all or nothing. */
export async function registerUser(ctx: AppContext, input: RegisterBody, meta: ClientMeta): Promise<SignedIn> {
  await enforceLimits(ctx, authLimits(ctx, 'register', input.email, meta.ip));
  const passwordHash = await hashPassword(input.password);
  const name = input.name?.trim() || null;
  const persistent = input.rememberMe ?? false;
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: input.email, passwordHash, name });
    if (!user) throw conflict('auth.emailTaken', 'email');
    const owner = name ?? input.email.split('@')[0] ?? input.email;
    const workspace = await createPersonalWorkspace(
      tx,
      user.id,
      formatMessage(apiMessagesFr['auth.defaultWorkspace'], { name: owner }),
    );
    const { token } = await createSession(ctx, tx, user.id, workspace.id, persistent, meta);
    return { response: toSessionResponse(token, toPublicUser(user), workspace), token, persistent };
  });
}
