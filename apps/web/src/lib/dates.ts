import { defaultTimeZone, isValidTimeZone } from '@publia/shared';
import { useSession } from '../features/auth/session.ts';
import { getActiveLocale } from './i18n/index.ts';

/**
 * Every date is shown and picked in the user's time zone: their preference when they set one,
 * else the browser's. Instants travel as ISO strings in UTC.
 */
export function useTimeZone(): string {
  const session = useSession();
  const preferred = (session?.user as { timeZone?: string | null } | undefined)?.timeZone;
  return preferred && isValidTimeZone(preferred) ? preferred : defaultTimeZone();
}

const localeTag = () => (getActiveLocale() === 'fr' ? 'fr-FR' : getActiveLocale());

function format(iso: string | Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeTag(), { timeZone, ...options }).format(date);
}

/** "22 novembre 2026 à 14:30" */
export const formatDateTime = (iso: string | Date, timeZone: string) =>
  format(iso, timeZone, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "22 novembre 2026" */
export const formatDate = (iso: string | Date, timeZone: string) => format(iso, timeZone, { day: 'numeric', month: 'long', year: 'numeric' });

/** "14:30" */
export const formatTime = (iso: string | Date, timeZone: string) => format(iso, timeZone, { hour: '2-digit', minute: '2-digit' });
