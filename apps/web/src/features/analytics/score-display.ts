import type { ScoreReason } from '@publia/shared';
import type { MessageKey, Translate } from '../../lib/i18n/index.ts';
import type { BadgeTone } from '../../ui/Badge.tsx';
import type { Format } from './use-format.ts';

/** The score colours: under 60 red, 60 to 79 yellow, 80 and more green. */
export function scoreTone(score: number | null): BadgeTone {
  if (score === null) return 'neutral';
  if (score >= 80) return 'success';
  if (score >= 60) return 'warning';
  return 'danger';
}

/** The engagement ÷ impressions colours: above 0.15 green, above 0.10 blue. */
export function rateTone(rate: number | null): 'green' | 'blue' | 'plain' {
  if (rate === null) return 'plain';
  if (rate > 0.15) return 'green';
  if (rate > 0.1) return 'blue';
  return 'plain';
}

export const RATE_CLASSES = { green: 'font-semibold text-emerald-700', blue: 'font-semibold text-blue-700', plain: 'text-gray-700' } as const;

/** « Taux d'engagement 2,3 × la médiane du compte », or its wording without a ratio. */
export function reasonText(reason: ScoreReason, t: Translate, format: Format): string {
  if (reason.ratio === null) return t(`analytics.reasonsPlain.${reason.code}` satisfies MessageKey);
  return t(`analytics.reasons.${reason.code}` satisfies MessageKey, { ratio: format.ratio(reason.ratio) });
}
