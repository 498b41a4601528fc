import { byNetwork } from '../networks/registry.ts';
import type { Network } from './networks.ts';

/** Days as ISO numbers them: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** How often to post, in posts per week or per day. */
export interface PostingFrequency {
  min: number;
  max: number;
  per: 'week' | 'day';
}

/** The ideal frequencies of the Conseils page (each network's descriptor); null where none is published. */
export const POSTING_FREQUENCY: Record<Network, PostingFrequency | null> = byNetwork((d) => d.advice.postingFrequency);

/** A window of hours (from `from` h to `to` h, local time) on some weekdays. */
export interface PostingWindow {
  days: IsoWeekday[];
  from: number;
  to: number;
}

/**
 * The published studies' windows (Sprout Social 2023, Hootsuite 2023), used and said to be general
 * figures while an account has too few measured posts of its own (each network's descriptor; some
 * have none).
 */
export const GENERAL_POSTING_WINDOWS: Record<Network, PostingWindow[]> = byNetwork((d) => d.advice.generalWindows);

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
