/** A score's band, the same colours as the rest of the app: 80 and more green, 60 to 79 amber, under 60 red. */
export type ScoreBand = 'high' | 'medium' | 'low';

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  return 'low';
}

export const BAND_CLASSES: Record<ScoreBand, { text: string; bar: string; stroke: string; soft: string }> = {
  high: { text: 'text-emerald-700', bar: 'bg-emerald-500', stroke: 'stroke-emerald-500', soft: 'bg-emerald-50' },
  medium: { text: 'text-amber-700', bar: 'bg-amber-500', stroke: 'stroke-amber-500', soft: 'bg-amber-50' },
  low: { text: 'text-red-700', bar: 'bg-red-500', stroke: 'stroke-red-500', soft: 'bg-red-50' },
};
