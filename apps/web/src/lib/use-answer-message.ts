import { useI18n, type MessageKey, type MessageParams } from './i18n/index.ts';

/**
 * What a successful answer says. Its `message` is the server's French sentence, which often says
 * more (« Ajoutée à la file d'attente : lundi 09:00 »): shown as is in French; in another language
 * (the server has no code to translate a success by), the catalogue's own words stand in.
 */
export function useAnswerMessage() {
  const { locale, t } = useI18n();
  return (message: string | undefined, fallback: MessageKey, params?: MessageParams): string => (locale === 'fr' && message ? message : t(fallback, params));
}
