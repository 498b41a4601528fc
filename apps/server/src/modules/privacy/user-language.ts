import { apiMessages, formatMessage, SUPPORTED_LOCALES, type ApiMessageKey, type Locale } from '@publia/shared';
import { DEFAULT_TIME_ZONE } from '../../core/auth/service.ts';

const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/**
 * What is written to a user when no request is there to say their language (an e-mail sent by a
 * job, the README of their export): their interface language and time zone, as kept on their account.
 */
export function userLanguage(user: { locale: string; timeZone: string | null }) {
  const locale: Locale = (SUPPORTED_LOCALES as readonly string[]).includes(user.locale) ? (user.locale as Locale) : 'fr';
  const format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: user.timeZone ?? DEFAULT_TIME_ZONE });
  return {
    locale,
    t: (key: ApiMessageKey, params: Record<string, string | number> = {}) => formatMessage(apiMessages[locale][key], params),
    date: (instant: Date) => format.format(instant),
  };
}
