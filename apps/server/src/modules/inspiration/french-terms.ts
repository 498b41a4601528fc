import { StemmerFr } from '@nlpjs/lang-fr';
import { fra } from 'stopword';

/**
 * Words of news writing that say nothing of a topic, added to the library's French stop words:
 * they rise and fall with the number of articles, not with what they are about.
 */
const NEWS_STOP_WORDS = [
  'plus',
  'moins',
  'cette',
  'comme',
  'selon',
  'après',
  'avant',
  'aussi',
  'tout',
  'tous',
  'toute',
  'toutes',
  'très',
  'bien',
  'faut',
  'peut',
  'peuvent',
  'fait',
  'font',
  'faire',
  'entre',
  'sous',
  'sans',
  'depuis',
  'encore',
  'déjà',
  'chez',
  'leurs',
  'notre',
  'votre',
  'nos',
  'vos',
  'quand',
  'alors',
  'ainsi',
  'donc',
  'dont',
  'lors',
  'ans',
  'jour',
  'jours',
  'semaine',
  'semaines',
  'année',
  'années',
  'mois',
  'nouveau',
  'nouvelle',
  'nouveaux',
  'nouvelles',
  'premier',
  'première',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'dix',
  'cent',
  'mille',
  'autre',
  'autres',
  'même',
  'mêmes',
  'quoi',
  'comment',
  'pourquoi',
  'être',
  'avoir',
  'été',
  'sera',
  'seront',
  'était',
  'sont',
  'ont',
  'va',
  'vont',
  'doit',
  'doivent',
  'veut',
  'chaque',
  'ici',
  'là',
  'oui',
  'non',
  'car',
  'mais',
  'ou',
  'où',
  'pendant',
  'contre',
  'vers',
  'via',
  'dès',
  'hier',
  'demain',
  'aujourd',
  'hui',
  'découvrez',
  'voici',
  'voilà',
  'article',
  'articles',
  'lire',
  'suite',
  'savoir',
  'grand',
  'grande',
  'grands',
  'grandes',
  'petit',
  'petite',
  'bon',
  'bonne',
  'mieux',
  'beaucoup',
  'peu',
  'trop',
  'fois',
  'cela',
  'ceci',
  'celui',
  'celle',
  'ceux',
  'celles',
  'leur',
  'lui',
  'elles',
  'ils',
  'nous',
  'vous',
  'eux',
  'soit',
  'point',
  'question',
  'questions',
  'sujet',
  'sujets',
  'cas',
  'chose',
  'choses',
  'façon',
  'manière',
];

const STOP_WORDS = new Set([...fra, ...NEWS_STOP_WORDS]);
const stemmer = new StemmerFr();
const stems = new Map<string, string>();

/** The French stem of a lower-case word (computed once per word: a round reads the same words again and again). */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer.stemWord(word) || word;
    if (stems.size > 200_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

// « l'inflation », « d'été », « qu'il »: the elided article goes, the word stays.
const ELISION = /\b(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/giu;
const WORD = /[\p{L}][\p{L}\p{N}-]*[\p{L}\p{N}]|[\p{L}]/gu;

/**
 * The words of a text that can carry a topic, in order: lower case, elisions removed, stop words,
 * numbers and words of fewer than three letters out. A stop word breaks a phrase: it is kept as
 * `null` so that two words it separates are not read as one phrase.
 */
export function topicWords(text: string): (string | null)[] {
  const words: (string | null)[] = [];
  for (const match of text.toLowerCase().replace(ELISION, ' ').matchAll(WORD)) {
    const word = match[0];
    words.push(word.length < 3 || STOP_WORDS.has(word) ? null : word);
  }
  return words;
}
