import { isValidTimeZone } from '@publia/shared';

/** The zone used for a user who has not chosen one. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** The session user's zone, else Paris: dates and hours read as the user reads them on screen. */
export function timeZoneOf(session: { user: { timeZone: string | null } }): string {
  const zone = session.user.timeZone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
