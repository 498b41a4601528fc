/**
 * The posting queue (« Publication automatique ») and evergreen reposting (« Republication
 * intelligente »): their bounds, checked by the server and shown by the forms.
 */
export const QUEUE_LIMITS = {
  /** Weekly slots one network may have: ten a day. */
  slotsPerNetworkMax: 70,
  /** Two slots of one day closer than this overlap: a network sees them as one burst. */
  minGapMinutes: 15,
} as const;

/** A bound of a rule's number, both ends included. */
export interface RuleBound {
  min: number;
  max: number;
}

/**
 * « Reposter les publications dont le score dépasse N, au plus M fois, pas avant K jours ». The
 * score is the Statistiques page's (0–100 against the account's own median).
 */
export const EVERGREEN_LIMITS: Record<'minScore' | 'maxReposts' | 'minDays', RuleBound> = {
  minScore: { min: 0, max: 99 },
  maxReposts: { min: 1, max: 10 },
  minDays: { min: 1, max: 365 },
};

export const EVERGREEN_DEFAULT_RULE = { enabled: false, minScore: 70, maxReposts: 2, minDays: 30 } as const;

/** Reposts one round makes at most per workspace: the queue fills over days, not in one go. */
export const EVERGREEN_PER_ROUND = 3;
