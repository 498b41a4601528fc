import { scannerMessage, type ApiMessageKey, type CriterionScore, type ScannerMessage, type TimeSpan, type VideoMeasurements } from '@publia/shared';

/** A reason for a score: its sentence and the points it cost (0 for a sentence that only informs). */
export interface Finding {
  message: ScannerMessage;
  lost: number;
}

export const finding = (key: ApiMessageKey, params: ScannerMessage['params'], lost = 0): Finding => ({ message: scannerMessage(key, params), lost });

/**
 * A criterion's score: 100 less what its findings cost, as an integer 0–100. Its feedback opens on
 * the finding that cost the most (ties in the order found), so the card's first sentence names the
 * measurement that drove the score; `flawless` opens it when nothing cost a point.
 */
export function criterionScore(findings: Finding[], flawless?: ScannerMessage): CriterionScore {
  const lost = findings.reduce((total, item) => total + item.lost, 0);
  const ordered = [...findings].sort((a, b) => b.lost - a.lost).map((item) => item.message);
  const feedback = lost === 0 && flawless ? [flawless, ...ordered] : ordered;
  return { score: Math.round(Math.min(100, Math.max(0, 100 - lost))), feedback };
}

/** A value moved linearly from `from` to `to` as `x` goes from `x0` to `x1` (clamped at both ends). */
export function between(x: number, x0: number, x1: number, from: number, to: number): number {
  const t = Math.min(1, Math.max(0, (x - x0) / (x1 - x0)));
  return from + (to - from) * t;
}

export const spanSeconds = (spans: readonly TimeSpan[]): number => spans.reduce((total, span) => total + Math.max(0, span.end - span.start), 0);

/** The span that starts the video (within a tenth of a second), if any. */
export const openingSpan = (spans: readonly TimeSpan[]): TimeSpan | undefined => spans.find((span) => span.start <= 0.1);

/** Share of the sampled frames on which the OCR read text. */
export const textCoverage = (m: VideoMeasurements): number => (m.text.sampledFrames > 0 ? m.text.framesWithText / m.text.sampledFrames : 0);

/** Share of the sound that is speech (0 without a sound track). */
export const speechRatio = (m: VideoMeasurements): number => m.speech?.ratio ?? 0;

/** Scene cuts per minute; a video under a second counts as one second. */
export const cutsPerMinute = (m: VideoMeasurements): number => (m.sceneCuts.length * 60) / Math.max(1, m.durationSeconds);
