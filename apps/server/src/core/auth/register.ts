import type { RegisterBody, SessionResponse, User, WorkspaceSummary } from '@publia/shared';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import type { EmitInTransaction } from '../events/service.ts';
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

/**
 * Seats a new account in the workspace its invitation link names, inside the sign-up's
 * transaction (where it announces the new member with `emit`), and answers that workspace; it
 * throws the invitation's French refusal (invalid, expired, revoked, used, another address), which
 * undoes the sign-up. The team concern provides it
 * and the app hands it to the auth routes, as auth cannot depend on the team.
 */
export type InvitationSeat = (tx: Db, emit: EmitInTransaction, invitee: { user: User; token: string; ip: string | null }) => Promise<WorkspaceSummary>;

/**
 * Creates the account, its workspace (the user is admin) and a first session, all or nothing. With
 * an invitation token, the account joins the invitation's workspace with the invited role instead
 * of getting a workspace of its own.
 */
export async function registerUser(ctx: AppContext, input: RegisterBody, meta: ClientMeta, seatInvitee?: InvitationSeat): Promise<SignedIn> {
  await enforceLimits(ctx, authLimits(ctx, 'register', input.email, meta.ip));
  const passwordHash = await hashPassword(input.password);
  const name = input.name?.trim() || null;
  const persistent = input.rememberMe ?? false;
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const row = await insertUser(tx, { email: input.email, passwordHash, name });
    if (!row) throw conflict('auth.emailTaken', 'email');
    const user = toPublicUser(row, ctx.storage);
    let workspace: WorkspaceSummary;
    if (input.invitationToken !== undefined) {
      if (!seatInvitee) throw badRequest('team.invitationInvalid', {}, 'invitationToken');
      workspace = await seatInvitee(tx, emit, { user, token: input.invitationToken, ip: meta.ip });
    } else {
      workspace = await createPersonalWorkspace(tx, user);
    }
    const { token } = await createSession(ctx, tx, user.id, workspace.id, persistent, meta);
    return { response: toSessionResponse(token, user, workspace), token, persistent };
  });
}
