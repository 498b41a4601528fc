import { scannerMessage, type ApiMessageKey, type CriterionScore, type ScannerMessage, type TimeSpan, type VideoMeasurements } from '@publia/shared';

/**
 * A reason for a score: a fact (what was measured, or what is right) costs nothing; a flaw (what is
 * wrong) costs what it costs, a point at least — so that a score of 100 never comes with a reason
 * saying something is wrong, and a score under 100 always names what cost.
 */
export interface Finding {
  message: ScannerMessage;
  kind: 'fact' | 'flaw';
  lost: number;
}

export const fact = (key: ApiMessageKey, params: ScannerMessage['params']): Finding => ({ message: scannerMessage(key, params), kind: 'fact', lost: 0 });

export const flaw = (key: ApiMessageKey, params: ScannerMessage['params'], lost: number): Finding => ({
  message: scannerMessage(key, params),
  kind: 'flaw',
  lost: Math.max(1, lost),
});

/**
 * A criterion's score and its reasons, from the same findings: 100 less what the flaws cost, as an
 * integer 0–100. The reasons open on the costliest flaw (ties in the order found), so the card's
 * first sentence names the measurement that drove the score; the facts follow, in their order.
 */
export function criterionScore(findings: readonly Finding[]): CriterionScore {
  const lost = findings.reduce((total, item) => total + item.lost, 0);
  const flaws = findings.filter((item) => item.kind === 'flaw').sort((a, b) => b.lost - a.lost);
  const facts = findings.filter((item) => item.kind === 'fact');
  return { score: Math.round(Math.min(100, Math.max(0, 100 - lost))), feedback: [...flaws, ...facts].map((item) => item.message) };
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
