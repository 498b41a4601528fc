import { resolveTimeZone } from '../../lib/dates.ts';
import { useSession } from './session.ts';

/**
 * Every date is shown and picked in the user's time zone: their preference when they set one,
 * else the browser's. Instants travel as ISO strings in UTC.
 */
export function useTimeZone(): string {
  return resolveTimeZone(useSession()?.user.timeZone);
}
