import type { CommentSentiment } from '@publia/shared';
import { normalise, wordsOf } from './normalise.ts';

/*
 * A small French lexicon (normalised: no accents, lower case), with the stems of the words people
 * write in comments. Enough to sort praise from complaints; the text provider is not asked, so the
 * inbox stays fast and works offline.
 */
const POSITIVE = [
  'merci',
  'bravo',
  'super',
  'genial',
  'geniale',
  'magnifique',
  'magnifiques',
  'top',
  'adore',
  'adorons',
  'parfait',
  'parfaite',
  'excellent',
  'excellente',
  'incroyable',
  'sublime',
  'beau',
  'belle',
  'beaux',
  'belles',
  'bon',
  'bonne',
  'delicieux',
  'delicieuse',
  'canon',
  'felicitations',
  'chapeau',
  'ravi',
  'ravie',
  'contente',
  'content',
  'love',
  'hate',
  'recommande',
  'gentil',
  'gentille',
  'qualite',
  'pro',
  'efficace',
  'rapide',
  'parfaitement',
  'merveilleux',
  'merveilleuse',
  'fantastique',
  'joli',
  'jolie',
  'miam',
  'meilleur',
  'meilleure',
  'plaisir',
  'fidele',
  'impeccable',
  'adorable',
  'tuerie',
  'serieux',
  'serieuse',
  'envie',
] as const;
const NEGATIVE = [
  'decu',
  'decue',
  'decevant',
  'decevante',
  'nul',
  'nulle',
  'horrible',
  'mauvais',
  'mauvaise',
  'probleme',
  'arnaque',
  'honte',
  'inadmissible',
  'inacceptable',
  'scandale',
  'scandaleux',
  'lent',
  'lente',
  'attente',
  'attendu',
  'abime',
  'abimee',
  'casse',
  'cassee',
  'froid',
  'froide',
  'cher',
  'chere',
  'rembourser',
  'remboursement',
  'reclamation',
  'plainte',
  'sale',
  'impoli',
  'impolie',
  'degoutant',
  'degoutee',
  'degoute',
  'pire',
  'attends',
  'attendre',
  'augmente',
  'incomplete',
  'manquait',
  'manque',
  'saoulez',
  'ratee',
  'retard',
  'annule',
  'annulee',
  'erreur',
  'triste',
  'dommage',
  'fache',
  'enerve',
] as const;
const NEGATIONS = new Set(['pas', 'plus', 'jamais', 'rien', 'ni', 'aucun', 'aucune', 'sans']);

const POSITIVE_EMOJI = /[😍🥰😊😀😃😄😁😂🤩👏👍🙌❤💕💖💯🔥✨🙏🥳😋👌]/u;
const NEGATIVE_EMOJI = /[😡😠🤬👎😞😢😭😤🙄💩]/u;

const positiveWords = new Set<string>(POSITIVE);
const negativeWords = new Set<string>(NEGATIVE);

/**
 * Positive, neutral or negative: each lexicon word counts one (reversed when one of the two words
 * before it is a negation: « pas bon », « jamais déçu »), each positive or negative emoji one; a
 * question without any of them is neutral.
 */
export function sentimentOf(text: string): CommentSentiment {
  const words = wordsOf(normalise(text));
  let score = 0;
  words.forEach((word, index) => {
    const value = positiveWords.has(word) ? 1 : negativeWords.has(word) ? -1 : 0;
    if (value === 0) return;
    const negated = words.slice(Math.max(0, index - 2), index).some((before) => NEGATIONS.has(before));
    score += negated ? -value : value;
  });
  for (const character of text) {
    if (POSITIVE_EMOJI.test(character)) score += 1;
    else if (NEGATIVE_EMOJI.test(character)) score -= 1;
  }
  if (score > 0) return 'positive';
  if (score < 0) return 'negative';
  return 'neutral';
}
