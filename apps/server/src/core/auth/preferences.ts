import { ACCENT_COLORS, isValidTimeZone, SUPPORTED_LOCALES, TEXT_SIZE, THEMES, type PreferencesBody, type User } from '@publia/shared';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { toPublicUser } from './public-user.ts';
import { updateUserPreferences, type PreferenceValues } from './repository.ts';

const isIn = (list: readonly string[], value: string) => list.includes(value);
/** What a refused value looks like in the message: never more than a line of it. */
const shown = (value: string) => value.slice(0, 64);

/**
 * Checks every field sent before anything is written: one bad value refuses the whole request, with
 * the message naming the field and what it may be.
 */
function checkedValues(input: PreferencesBody): PreferenceValues {
  const values: PreferenceValues = {};
  if (input.timeZone !== undefined) {
    const timeZone = input.timeZone || null;
    if (timeZone !== null && !isValidTimeZone(timeZone)) {
      throw badRequest('preferences.invalidTimeZone', { value: shown(timeZone) }, 'timeZone');
    }
    values.timeZone = timeZone;
  }
  if (input.theme !== undefined) {
    if (!isIn(THEMES, input.theme)) {
      throw badRequest('appearance.invalidTheme', { value: shown(input.theme), allowed: THEMES.join(', ') }, 'theme');
    }
    values.theme = input.theme;
  }
  if (input.accentColor !== undefined) {
    if (!isIn(ACCENT_COLORS, input.accentColor)) {
      throw badRequest('appearance.invalidAccentColor', { value: shown(input.accentColor), allowed: ACCENT_COLORS.join(', ') }, 'accentColor');
    }
    values.accentColor = input.accentColor;
  }
  if (input.textSize !== undefined) {
    const size = input.textSize;
    if (!Number.isInteger(size) || size < TEXT_SIZE.min || size > TEXT_SIZE.max) {
      throw badRequest('appearance.invalidTextSize', { value: shown(String(size)), min: TEXT_SIZE.min, max: TEXT_SIZE.max }, 'textSize');
    }
    values.textSize = size;
  }
  if (input.reduceMotion !== undefined) values.reduceMotion = input.reduceMotion;
  if (input.locale !== undefined) {
    if (!isIn(SUPPORTED_LOCALES, input.locale)) {
      throw badRequest('appearance.invalidLocale', { value: shown(input.locale), allowed: SUPPORTED_LOCALES.join(', ') }, 'locale');
    }
    values.locale = input.locale;
  }
  return values;
}

/**
 * Saves the preferences sent (a partial update: what is left out stays as it was); answers the user
 * as /me will show it.
 */
export async function savePreferences(ctx: AppContext, userId: string, input: PreferencesBody): Promise<User> {
  const row = await updateUserPreferences(ctx.db, userId, checkedValues(input), new Date(ctx.clock.now()));
  if (!row) throw new AppError(401, 'auth.unauthenticated');
  // Cached sessions hold the old user: the next /me, on any of the user's sessions, must read the new values.
  ctx.caches.sessions.forgetUser(userId);
  return toPublicUser(row, ctx.storage);
}
