import { isValidTimeZone, type PreferencesBody, type User } from '@publia/shared';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../../app/context.ts';
import { toPublicUser } from './public-user.ts';
import { updateUserTimeZone } from './repository.ts';

/** Saves the user's time zone (null: follow the browser); answers the user as /me will show it. */
export async function savePreferences(ctx: AppContext, userId: string, input: PreferencesBody): Promise<User> {
  const timeZone = input.timeZone || null;
  if (timeZone !== null && !isValidTimeZone(timeZone)) {
    throw badRequest('preferences.invalidTimeZone', { value: timeZone.slice(0, 64) }, 'timeZone');
  }
  const row = await updateUserTimeZone(ctx.db, userId, timeZone);
  if (!row) throw new AppError(401, 'auth.unauthenticated');
  // Cached sessions hold the old user: the next /me must read the new zone.
  ctx.caches.sessions.forgetUser(userId);
  return toPublicUser(row, ctx.storage);
}
