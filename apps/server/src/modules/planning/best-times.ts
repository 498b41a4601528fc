import { BEST_SLOTS_SHOWN, SLOT_CONFIDENCE_POSTS, type AdviceCell, type AdviceConfidence, type AdviceSlot, type PostingFrequency } from '@publia/shared';

/*
 * When to post, from a network's own measured posts: pure functions over the weekday × hour cells
 * the repository reads in the user's time zone.
 */

/** How sure a slot is, by the measured posts behind it; null below the least a slot needs to count. */
export function confidenceOf(posts: number): AdviceConfidence | null {
  if (posts >= SLOT_CONFIDENCE_POSTS.high) return 'high';
  if (posts >= SLOT_CONFIDENCE_POSTS.medium) return 'medium';
  if (posts >= SLOT_CONFIDENCE_POSTS.low) return 'low';
  return null;
}

/**
 * The best slots: those with enough posts behind them and a known rate, by rate (then by posts, a
 * surer slot first on a tie); at most `BEST_SLOTS_SHOWN`. Empty: too little data, the studies'
 * windows stand in.
 */
export function bestSlots(cells: readonly AdviceCell[]): AdviceSlot[] {
  return cells
    .flatMap((cell) => {
      const confidence = confidenceOf(cell.posts);
      return confidence && cell.rate !== null ? [{ ...cell, rate: cell.rate, confidence }] : [];
    })
    .sort((a, b) => b.rate - a.rate || b.posts - a.posts || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, BEST_SLOTS_SHOWN);
}

/** Posts a week against the advised frequency (a daily one counted over 7 days). */
export function paceOf(perWeek: number, frequency: PostingFrequency | null): 'below' | 'within' | 'above' | null {
  if (!frequency) return null;
  const days = frequency.per === 'day' ? 7 : 1;
  if (perWeek < frequency.min * days) return 'below';
  if (perWeek > frequency.max * days) return 'above';
  return 'within';
}
