import type { Profile, ProfileBody } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { normalisePhone } from './phone.ts';
import { findPendingEmailChange, findUserById, updateUserProfile, type UserRow } from './profile-repository.ts';
import { toProfile } from './profile-view.ts';

/** The user's row; a session whose user is gone is signed out. */
export async function loadUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw new AppError(401, 'auth.unauthenticated');
  return row;
}

export async function profileOf(ctx: AppContext, row: UserRow): Promise<Profile> {
  return toProfile(row, ctx.storage, await findPendingEmailChange(ctx.db, row.id));
}

export async function getProfile(ctx: AppContext, userId: string): Promise<Profile> {
  return profileOf(ctx, await loadUser(ctx, userId));
}

/** Saves the names and the phone (checked first: a bad number changes nothing); the display name follows. */
export async function updateProfile(ctx: AppContext, userId: string, input: ProfileBody): Promise<Profile> {
  const phone = normalisePhone(input.phone);
  const row = await updateUserProfile(
    ctx.db,
    userId,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      phone,
      name: `${input.firstName} ${input.lastName}`,
    },
    new Date(ctx.clock.now()),
  );
  if (!row) throw new AppError(401, 'auth.unauthenticated');
  // Cached sessions hold the old name: the next /me must read the new one.
  ctx.caches.sessions.forgetUser(userId);
  return profileOf(ctx, row);
}
