/** A subject of the news: how a headline starts with it, and how a sentence says it. */
export interface Topic {
  /** « Terrasses chauffées ». */
  label: string;
  /** With its article: « les terrasses chauffées » (plural when it starts with « les »). */
  the: string;
  /** Headlines of its own; `{ville}` stands for a city, `{de ville}` for « de Lyon » / « d’Angers ». */
  headlines?: string[];
}

/** The words a sector's news are made of. */
export interface SectorVocabulary {
  /** The trade's people, plural and without article: « restaurateurs ». */
  people: string[];
  /** One of them, with its article: « une brasserie du centre-ville ». */
  someone: string[];
  /** Invented organisations that speak for the trade, with their article. */
  bodies: string[];
  /** Facts as clauses, `{n}` a small number: « la fréquentation du midi a reculé de {n} % ». */
  facts: string[];
  /** Everyday subjects, in the news any week. */
  topics: Topic[];
  /**
   * Subjects that make a week's news, two or three at a time and in turn (at least ten, so that a
   * week never shares one with the week before): they are what "trending" should find.
   */
  hotTopics: Topic[];
}
