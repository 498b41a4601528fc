import { apiMessages, formatMessage, isValidTimeZone, SUPPORTED_LOCALES, type ApiMessageKey, type Locale } from '@publia/shared';
import { DEFAULT_TIME_ZONE } from '../../lib/time-zone.ts';

/*
 * The e-mails speak the recipient's language (`users.locale`) through the API's catalogues, and
 * write numbers and dates as that language does, on the wall clock of the user's zone.
 */

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' };

export const localeOf = (value: string | null | undefined): Locale => ((SUPPORTED_LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'fr');

export const zoneOf = (value: string | null | undefined): string => (value && isValidTimeZone(value) ? value : DEFAULT_TIME_ZONE);

export const say = (locale: Locale, key: ApiMessageKey, params: Record<string, string | number> = {}): string => formatMessage(apiMessages[locale][key], params);

export const formatCount = (locale: Locale, value: number): string => new Intl.NumberFormat(TAGS[locale]).format(value);

/** A change as a signed percentage: « +12 % », « −4 % ». */
export const formatChange = (locale: Locale, change: number): string =>
  new Intl.NumberFormat(TAGS[locale], { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(change);

/** « 2 mars », or « 9 mars 2026 » with the year, in the user's zone. */
export const formatDay = (locale: Locale, timeZone: string, instant: Date, withYear = false): string =>
  new Intl.DateTimeFormat(TAGS[locale], { day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone }).format(instant);

/** « Bonjour Camille, », or « Bonjour, » for a user who gave no name. */
export function greetingOf(locale: Locale, user: { firstName: string | null; name: string | null }): string {
  const name = user.firstName?.trim() || user.name?.trim();
  return name ? say(locale, 'notificationMail.greeting', { name }) : say(locale, 'notificationMail.greetingNoName');
}
