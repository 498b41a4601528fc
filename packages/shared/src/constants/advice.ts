import type { Network } from './networks.ts';

/** Days as ISO numbers them: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** How often to post, in posts per week or per day. */
export interface PostingFrequency {
  min: number;
  max: number;
  per: 'week' | 'day';
}

/**
 * The ideal frequencies of the Conseils page. Pinterest publishes no such figure: its own data
 * alone speaks for it.
 */
export const POSTING_FREQUENCY: Record<Network, PostingFrequency | null> = {
  instagram: { min: 3, max: 5, per: 'week' },
  facebook: { min: 2, max: 3, per: 'week' },
  linkedin: { min: 2, max: 4, per: 'week' },
  twitter: { min: 1, max: 3, per: 'day' },
  tiktok: { min: 3, max: 7, per: 'week' },
  pinterest: null,
};

/** A window of hours (from `from` h to `to` h, local time) on some weekdays. */
export interface PostingWindow {
  days: IsoWeekday[];
  from: number;
  to: number;
}

/**
 * The published studies' windows (Sprout Social 2023, Hootsuite 2023), used and said to be general
 * figures while an account has too few measured posts of its own. TikTok's "mid-week afternoons"
 * are Tuesday to Thursday, 14 h–18 h; Pinterest has none.
 */
export const GENERAL_POSTING_WINDOWS: Record<Network, PostingWindow[]> = {
  facebook: [{ days: [1, 2, 3, 4], from: 8, to: 13 }],
  instagram: [
    { days: [1], from: 10, to: 12 },
    { days: [2], from: 9, to: 13 },
    { days: [3], from: 10, to: 13 },
    { days: [5], from: 9, to: 11 },
  ],
  linkedin: [{ days: [2, 3], from: 10, to: 12 }],
  twitter: [{ days: [2, 3, 4, 5], from: 9, to: 12 }],
  tiktok: [{ days: [2, 3, 4], from: 14, to: 18 }],
  pinterest: [],
};

export const ADVICE_CONFIDENCES = ['low', 'medium', 'high'] as const;
export type AdviceConfidence = (typeof ADVICE_CONFIDENCES)[number];

/**
 * How many measured posts a weekday × hour slot needs behind it: below `low` it is not counted;
 * from `medium` and `high` the recommendation is said to be that sure.
 */
export const SLOT_CONFIDENCE_POSTS = { low: 3, medium: 5, high: 10 } as const;

/** The best slots a network's advice names. */
export const BEST_SLOTS_SHOWN = 3;

/** The weeks over which the actual posting frequency is compared with the advice. */
export const FREQUENCY_WEEKS = 4;
