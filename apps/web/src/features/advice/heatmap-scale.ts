import type { AdviceCell } from '@publia/shared';

/**
 * One hue, light to dark, for the rate of a slot within the network's own range (rates differ too
 * much from one network to another for a common scale). A slot without posts stays neutral; one
 * with posts but no known rate is a darker grey.
 */
export const LEVEL_CLASSES = ['bg-primary-200', 'bg-primary-300', 'bg-primary-400', 'bg-primary-600', 'bg-primary-800'] as const;
export const EMPTY_CLASS = 'bg-gray-100';
export const UNKNOWN_RATE_CLASS = 'bg-gray-300';

export interface RateScale {
  min: number;
  max: number;
  /** 0 … LEVEL_CLASSES.length − 1 */
  levelOf: (rate: number) => number;
}

/** The scale of a heatmap's known rates; null when none is known. */
export function rateScale(cells: readonly AdviceCell[]): RateScale | null {
  const rates = cells.flatMap((cell) => (cell.rate === null ? [] : [cell.rate]));
  if (rates.length === 0) return null;
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const top = LEVEL_CLASSES.length - 1;
  return {
    min,
    max,
    levelOf: (rate) => (max === min ? top : Math.min(top, Math.floor(((rate - min) / (max - min)) * LEVEL_CLASSES.length))),
  };
}
