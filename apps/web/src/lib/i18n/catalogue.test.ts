import { apiMessagesDe, apiMessagesEn, apiMessagesEs, apiMessagesFr } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import deFile from '../../locales/de.json';
import enFile from '../../locales/en.json';
import esFile from '../../locales/es.json';
import frShell from '../../locales/fr.json';
import { FRENCH_PAGES } from '../../locales/fr-pages/index.ts';
import { addFrenchApiMessages, addPageMessages, flattenMessages, hasMessage, loadLocale, translate, type NestedMessages } from './catalogue.ts';

/**
 * The French source whole: the shell's catalogue and the pages' own, namespace by namespace (a
 * split namespace, such as `publications`, has keys in both).
 */
const frFile: NestedMessages = { ...frShell };
for (const [namespace, tree] of Object.entries(FRENCH_PAGES)) {
  frFile[namespace] = { ...(frFile[namespace] as NestedMessages | undefined), ...(tree as NestedMessages) };
}
// As when every page has been opened: their French is in the catalogue.
for (const namespace of Object.keys(FRENCH_PAGES) as (keyof typeof FRENCH_PAGES)[]) addPageMessages(namespace, FRENCH_PAGES[namespace] as never);

const LOCALE_FILES: Record<'fr' | 'en' | 'es' | 'de', NestedMessages> = { fr: frFile, en: enFile, es: esFile, de: deFile };

const fr = flattenMessages(LOCALE_FILES.fr);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('locale catalogues', () => {
  it.each(['en', 'es', 'de'] as const)('%s.json translates every key of fr.json, with the same placeholders, and holds no other', (locale) => {
    const own = flattenMessages(LOCALE_FILES[locale]);
    expect(Object.keys(fr).filter((key) => !own[key]?.trim())).toEqual([]);
    expect(Object.keys(fr).filter((key) => own[key] !== undefined && placeholders(own[key]).join() !== placeholders(fr[key] ?? '').join())).toEqual([]);
    expect(Object.keys(own).filter((key) => !(key in fr))).toEqual([]);
  });

  it('holds each French key once, in fr.json or in a page file: a split namespace shares no key', () => {
    const shell = flattenMessages(frShell);
    expect(Object.keys(flattenMessages(FRENCH_PAGES)).filter((key) => key in shell)).toEqual([]);
  });

  it.each([
    ['en', apiMessagesEn],
    ['es', apiMessagesEs],
    ['de', apiMessagesDe],
  ] as const)('the API messages in %s keep the placeholders of the French ones', (_locale, messages) => {
    const keys = Object.keys(apiMessagesFr) as (keyof typeof apiMessagesFr)[];
    expect(keys.filter((key) => !messages[key]?.trim())).toEqual([]);
    expect(keys.filter((key) => placeholders(messages[key]).join() !== placeholders(apiMessagesFr[key]).join())).toEqual([]);
  });

  it('serves the API messages of @publia/shared under api., French ones only where a page adds them', async () => {
    await loadLocale('es');
    expect(translate('es', 'api.auth.invalidCredentials')).toBe(apiMessagesEs['auth.invalidCredentials']);
    // The shell's French does not carry them: the server's answer does (or a page that adds them).
    expect('api' in frShell).toBe(false);
    addFrenchApiMessages(apiMessagesFr);
    expect(hasMessage('api.auth.invalidCredentials')).toBe(true);
    expect(translate('fr', 'api.auth.invalidCredentials')).toBe(apiMessagesFr['auth.invalidCredentials']);
    expect(translate('en', 'api.auth.invalidCredentials')).toBe(apiMessagesEn['auth.invalidCredentials']);
    expect(translate('en', 'api.validation.tooShort', { field: 'password', min: 8 })).toBe('The field “password” must be at least 8 characters long.');
  });

  it('keeps the session-expired, no-answer and missing-credentials messages word for word in French', () => {
    expect(translate('fr', 'errors.sessionExpired')).toBe('Session expirée, veuillez vous reconnecter');
    expect(translate('fr', 'errors.noResponse')).toBe('Aucune réponse du serveur, vérifiez votre connexion');
    expect(translate('fr', 'auth.login.missingCredentials')).toBe('Veuillez entrer votre email et votre mot de passe');
  });

  it('keeps the connection-error screen, the connected toast and the invalid-state message word for word in English and in French', () => {
    expect(translate('en', 'connectionError.title')).toBe('Connection Error');
    expect(translate('en', 'connectionError.message')).toBe('Failed to connect to authentication service. Please check your connection and try again.');
    expect(translate('en', 'connectionError.retry')).toBe('Retry Connection');
    expect(translate('en', 'networks.toasts.connected', { platform: 'X' })).toBe('Connected to X successfully!');
    expect(translate('en', 'api.accounts.invalidState')).toBe('Invalid state parameter. This could be a CSRF attempt.');
    expect(translate('fr', 'connectionError.title')).toBe('Erreur de connexion');
    expect(translate('fr', 'connectionError.retry')).toBe('Réessayer la connexion');
    expect(translate('fr', 'networks.toasts.connected', { platform: 'X' })).toBe('Compte X connecté avec succès !');
  });
});
