import type { CommentFlagReason } from '@publia/shared';
import { normalise, wordsOf } from './normalise.ts';

/**
 * The words that set a comment aside unless an admin changes the list: spam (easy money, fake
 * followers, crypto, dating) and insults. A phrase matches as a whole; accents and case do not matter.
 */
export const DEFAULT_FILTER_WORDS = [
  'argent facile',
  'gagnez',
  'gagner un',
  'vous avez ete selectionne',
  'cliquez sur le lien',
  'investissez',
  'revenu passif',
  'crypto',
  'bitcoin',
  'forex',
  'trading',
  'followers gratuits',
  'abonnes gratuits',
  'lien dans ma bio',
  'lien en bio',
  'code promo',
  'casino',
  'paris sportifs',
  'onlyfans',
  'rencontres',
  'arnaque',
  'fuyez',
  'clowns',
  'vous vous foutez',
  'connard',
  'connasse',
  'salope',
  'encule',
  'ta gueule',
  'abruti',
  'debile',
  'cretin',
] as const;

/** What flagged a comment: the rule, and what it found in the text. */
export interface Flag {
  reason: CommentFlagReason;
  detail: string;
}

const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|fr|net|io|xyz|ly|me|link|shop)(?:\/\S*)?\b/iu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/** A request to move the conversation elsewhere: messaging apps, private messages, a phone number. */
const CONTACT = /\b(?:whats\s?app|telegram|snapchat|ecri(?:s|vez)[- ]moi en (?:prive|mp|dm)|en mp|en dm|contacte[rz]?[- ]moi)\b|(?:\+33|0)[1-9](?:[ .-]?\d{2}){4}/u;
/** The same letter or digit six times in a row, or the same word four times running. */
const REPEATED_CHARACTER = /([\p{L}\p{N}])\1{5,}/u;
const MIN_SHOUTING_LETTERS = 12;

function repeatedWord(words: string[]): boolean {
  let run = 1;
  for (let i = 1; i < words.length; i++) {
    run = words[i] === words[i - 1] ? run + 1 : 1;
    if (run >= 4) return true;
  }
  return false;
}

function shouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < MIN_SHOUTING_LETTERS) return false;
  const capitals = letters.filter((letter) => letter !== letter.toLowerCase()).length;
  return capitals / letters.length >= 0.8;
}

/** Whether `phrase` (normalised words) appears in `words` as consecutive words. */
function containsPhrase(words: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, j) => words[i + j] === word)) return true;
  }
  return false;
}

/**
 * Why a comment looks like spam or abuse, or null. The rules, in order: an e-mail address or an
 * invitation to talk elsewhere (WhatsApp, Telegram, private messages, a phone number); a link; a word or phrase of the
 * workspace's list; shouting (12 letters or more, 80 % capitals); a character repeated six times
 * or a word four times in a row. Emoji never flag a comment.
 */
export function flagOf(text: string, filterWords: readonly string[]): Flag | null {
  const email = EMAIL.exec(text);
  if (email) return { reason: 'contact', detail: email[0].slice(0, 80) };
  const normalised = normalise(text);
  const contact = CONTACT.exec(normalised);
  if (contact) return { reason: 'contact', detail: contact[0].trim().slice(0, 80) };
  const link = LINK.exec(text);
  if (link) return { reason: 'link', detail: link[0].slice(0, 80) };
  const words = wordsOf(normalised);
  for (const entry of filterWords) {
    if (containsPhrase(words, wordsOf(normalise(entry)))) return { reason: 'word', detail: entry };
  }
  if (shouting(text)) return { reason: 'shouting', detail: '' };
  if (REPEATED_CHARACTER.test(normalised) || repeatedWord(words)) return { reason: 'repeated', detail: '' };
  return null;
}
