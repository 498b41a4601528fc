import { countPostText, type NetworkLimits } from '@publia/shared';
import { shorten, truncateAtWord } from './text.ts';

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

/** The last candidate (in increasing order) whose result fits, by bisection; null when none does. */
function lastFitting<T>(candidates: readonly number[], make: (n: number) => T, fits: (value: T) => boolean): T | null {
  let best: T | null = null;
  let low = 0;
  let high = candidates.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = make(candidates[middle]!);
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
 * The lengths worth trying to cut a body to, shortest first: just past each space (a cut at a
 * whole word), or every length when the body is one long word. Counting X's weighted length is
 * slow (grapheme by grapheme), so few candidates matter: a post is measured some ten times at most.
 */
function cutLengths(chars: readonly string[], min: number, max: number): number[] {
  const atWords: number[] = [];
  for (let i = min; i < max; i++) if (chars[i] === ' ') atWords.push(i + 1);
  if (atWords.length > 0) return atWords;
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/**
 * The first layout (richest first) that fits the network's limit with the whole body, or with
 * the body shortened (whole sentences, else at a word with "…") but still saying something; else
 * the leanest layout cut as a whole (only keywords of extreme length get there).
 */
export function fitLayouts(limits: NetworkLimits, layouts: readonly Layout[], body: string): Draft {
  const fits = (draft: Draft) => fitsLimit(limits, draft.text);
  const chars = Array.from(body);
  const min = Math.min(chars.length, MIN_BODY_CHARS);
  const cutBody = (n: number) => shorten(body, n);
  for (const layout of layouts) {
    // Every character counts at least once (X's links aside, which are then cut a little early),
    // so a body longer than the room left by the rest of the post and its "\n\n" never fits: no
    // need to measure it (X's weighted count is slow, grapheme by grapheme).
    const bare = layout('');
    const whole = layout(body);
    if (whole.text === bare.text) {
      // A layout without the body: it fits or not as it is.
      if (fits(bare)) return bare;
      continue;
    }
    const room = limits.textMaxLength - Array.from(bare.text).length - 2;
    if (chars.length <= room && fits(whole)) return whole;
    if (min > room) continue;
    const shortest = layout(cutBody(min));
    if (!fits(shortest)) continue;
    return lastFitting(cutLengths(chars, min + 1, Math.min(chars.length - 1, room)), (n) => layout(cutBody(n)), fits) ?? shortest;
  }
  const leanest = layouts.at(-1)!('');
  const leanChars = Array.from(leanest.text);
  const text =
    lastFitting(
      cutLengths(leanChars, 1, leanChars.length),
      (n) => truncateAtWord(leanest.text, n),
      (value) => fitsLimit(limits, value),
    ) ?? '';
  return { text, hashtags: leanest.hashtags.filter((tag) => text.includes(tag)) };
}
