// The two text libraries the trending topics use ship no types; these are the parts Publia calls.
declare module '@nlpjs/lang-fr' {
  export class StemmerFr {
    stemWord(word: string): string;
  }
}

declare module 'stopword' {
  /** French stop words, lower case. */
  export const fra: string[];
}
