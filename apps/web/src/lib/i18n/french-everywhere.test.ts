import { apiMessagesEn, apiMessagesFr, NETWORK_NAMES } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import enFile from '../../locales/en.json';
import frShell from '../../locales/fr.json';
import { FRENCH_PAGES } from '../../locales/fr-pages/index.ts';
import { flattenMessages, type NestedMessages } from './catalogue.ts';

/**
 * The French source whole: the shell's catalogue and the pages' own, namespace by namespace (a
 * split namespace, such as `publications`, has keys in both).
 */
const frFile: NestedMessages = { ...frShell };
for (const [namespace, tree] of Object.entries(FRENCH_PAGES)) {
  frFile[namespace] = { ...(frFile[namespace] as NestedMessages | undefined), ...(tree as NestedMessages) };
}

/**
 * Words written the same in French and in English, which may stand alone as a value in both
 * catalogues. Anything else found word for word in both is English left in the French interface.
 */
const SAME_IN_BOTH_LANGUAGES = new Set([
  // The badge of a photo's alternative text, as the networks write it in French too.
  'ALT',
  'Actions',
  'Date',
  'Discussion',
  'Email',
  'Engagement',
  'Hashtags',
  'Impressions',
  'Menu',
  'Notifications',
  'Original',
  'PDF',
  'Publications',
  // Mastodon's first visibility, written alike in both languages.
  'Public',
  'Scanner',
  'Score',
  'Stats',
  'Validation',
  'Vintage',
  // Each language is named in its own language in the language menu.
  'English',
  'Français',
  'Español',
  'Deutsch',
  // Accent colours (Préférences) named alike in both languages.
  'Indigo',
  'Orange',
]);

/** Brand names, placeholders, URLs and symbols: they say nothing in either language. */
const NEUTRAL = [/\{\w+\}/g, /https?:\/\/\S+/g, /\bPublia\b/g, ...Object.values(NETWORK_NAMES).map((name) => new RegExp(`\\b${name}\\b`, 'g'))];

function hasWords(text: string): boolean {
  const rest = NEUTRAL.reduce((left, pattern) => left.replace(pattern, ' '), text);
  return /\p{L}/u.test(rest);
}

/** Keys whose French value is word for word the English one, beyond the allowed words. */
function englishInFrench(fr: Record<string, string>, en: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(fr)) {
    if (en[key] !== value || !hasWords(value) || SAME_IN_BOTH_LANGUAGES.has(value)) continue;
    found[key] = value;
  }
  return found;
}

describe('the French interface is in French', () => {
  it('fr.json holds no sentence that en.json holds word for word', () => {
    expect(englishInFrench(flattenMessages(frFile), flattenMessages(enFile))).toEqual({});
  });

  it('the French API messages hold no sentence that the English ones hold word for word', () => {
    expect(englishInFrench(apiMessagesFr, apiMessagesEn)).toEqual({});
  });

  it('finds an English sentence left in French, and lets brand names and allowed words be', () => {
    const fr = { a: 'Retry Connection', b: '© {year} Publia', c: 'Notifications', d: 'Instagram', e: 'Bonjour' };
    const en = { a: 'Retry Connection', b: '© {year} Publia', c: 'Notifications', d: 'Instagram', e: 'Hello' };
    expect(englishInFrench(fr, en)).toEqual({ a: 'Retry Connection' });
  });
});
