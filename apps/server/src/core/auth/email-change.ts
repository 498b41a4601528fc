import { apiMessagesFr, frenchMessage, PROFILE_LIMITS, type EmailChangeBody, type Profile } from '@publia/shared';
import { z } from 'zod';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { queueMail } from '../mail/service.ts';
import { enforceLimits } from '../rate-limit/service.ts';
import { authLimits } from './auth-limits.ts';
import { verifyPassword } from './password.ts';
import { loadUser, profileOf } from './profile.ts';
import { consumeEmailChange, emailTakenByOther, insertEmailChange, updateUserEmail, voidEmailChangesOfUser } from './profile-repository.ts';
import { hashToken, newToken } from './tokens.ts';

const emailFormat = z.email();

/** The page of the web app that reads the link's token and confirms the change. */
const confirmationLink = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

/**
 * Asks for a new address: checked (format, not the same, not another account's), the password
 * proven (attempts counted as sign-ins are), then a link sent to the new address. The address
 * itself changes only when the link is followed, which proves the user reads that mailbox.
 */
export async function requestEmailChange(ctx: AppContext, userId: string, input: EmailChangeBody, ip: string | null): Promise<Profile> {
  const user = await loadUser(ctx, userId);
  const email = input.email;
  if (!emailFormat.safeParse(email).success) throw badRequest('profile.emailInvalid', { value: email.slice(0, 80) }, 'email');
  if (email === user.email) throw badRequest('profile.emailSame', {}, 'email');
  await enforceLimits(ctx, authLimits(ctx, 'email-change', user.email, ip));
  if (!(await verifyPassword(input.password, user.passwordHash))) throw badRequest('profile.wrongPassword', {}, 'password');
  if (await emailTakenByOther(ctx.db, email, userId)) throw conflict('profile.emailTaken', 'email');
  const token = newToken();
  const hours = PROFILE_LIMITS.emailChangeValidHours;
  await ctx.db.transaction(async (tx) => {
    await voidEmailChangesOfUser(tx, userId, new Date(ctx.clock.now()));
    await insertEmailChange(tx, { tokenHash: hashToken(token), userId, newEmail: email, expiresAt: new Date(ctx.clock.now() + hours * 3_600_000) });
  });
  await queueMail(ctx, {
    to: email,
    subject: apiMessagesFr['profile.emailMailSubject'],
    body: frenchMessage('profile.emailMailBody', { email, hours, link: confirmationLink(ctx, token) }),
  });
  return profileOf(ctx, user);
}

/** Follows the link: spends it and sets the address, unless another account took it meanwhile. */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<string> {
  const changed = await ctx.db.transaction(async (tx) => {
    const change = await consumeEmailChange(tx, hashToken(token), new Date(ctx.clock.now()));
    if (!change) throw badRequest('profile.emailLinkInvalid', {}, 'token');
    const row = await updateUserEmail(tx, change.userId, change.newEmail, new Date(ctx.clock.now()));
    if (!row) throw conflict('profile.emailTaken', 'email');
    return row;
  });
  ctx.caches.sessions.forgetUser(changed.id);
  return changed.email;
}
