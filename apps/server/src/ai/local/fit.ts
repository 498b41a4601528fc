import { countPostText, type NetworkLimits } from '@publia/shared';
import { truncateAtWord } from './text.ts';

/** A post before its network's limit is checked: its text and the hashtags written in it. */
export interface Draft {
  text: string;
  hashtags: string[];
}

/** A way to lay a post out around its body (the description, or what stands for it). */
export type Layout = (body: string) => Draft;

/** Below this, a cut description says too little: a leaner layout is tried instead. */
const MIN_BODY_CHARS = 60;

export const fitsLimit = (limits: NetworkLimits, text: string) => countPostText(limits, text) <= limits.textMaxLength;

/** The result of `make(n)` for the largest n in [min, max] it fits for, or null. Assumes longer n, longer text. */
function longestFitting<T>(min: number, max: number, make: (n: number) => T, fits: (value: T) => boolean): T | null {
  let best: T | null = null;
  let low = min;
  let high = max;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const value = make(middle);
    if (fits(value)) {
      best = value;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

/**
 * The first layout (richest first) that fits the network's limit with the whole body, or with
 * the body cut at a word boundary but still saying something; else the leanest layout cut as a
 * whole (only keywords of extreme length get there).
 */
export function fitLayouts(limits: NetworkLimits, layouts: readonly Layout[], body: string): Draft {
  const fits = (draft: Draft) => fitsLimit(limits, draft.text);
  for (const layout of layouts) {
    const whole = layout(body);
    if (fits(whole)) return whole;
    const cut = longestFitting(Math.min(body.length, MIN_BODY_CHARS), body.length - 1, (n) => layout(truncateAtWord(body, n)), fits);
    if (cut) return cut;
  }
  const leanest = layouts.at(-1)!('');
  const text =
    longestFitting(1, leanest.text.length, (n) => truncateAtWord(leanest.text, n), (value) => fitsLimit(limits, value)) ?? '';
  return { text, hashtags: leanest.hashtags.filter((tag) => text.includes(tag)) };
}
