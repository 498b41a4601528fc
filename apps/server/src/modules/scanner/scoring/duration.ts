import { frenchDuration, type ApiMessageKey, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { between, criterionScore, fact, flaw, type Finding } from './criterion-kit.ts';

/**
 * Durée, for short-form feeds (Reels, TikTok, Shorts):
 *   0 s → 0 · under 3 s → 20 (most networks refuse it) · 3–7 s → 50 to 80 · 7–60 s → 100 ·
 *   1–3 min → 100 to 70 · 3–10 min → 70 to 40 · 10–30 min → 40 to 15.
 */
export function durationFindings(m: VideoMeasurements): Finding[] {
  const seconds = m.durationSeconds;
  if (seconds <= 0) return [flaw('scanner.feedback.duration.empty', {}, 100)];
  const [key, score]: [ApiMessageKey, number] =
    seconds < 3
      ? ['scanner.feedback.duration.tooShort', 20]
      : seconds < 7
        ? ['scanner.feedback.duration.short', between(seconds, 3, 7, 50, 80)]
        : seconds <= 60
          ? ['scanner.feedback.duration.ideal', 100]
          : seconds <= 180
            ? ['scanner.feedback.duration.long', between(seconds, 60, 180, 100, 70)]
            : seconds <= 600
              ? ['scanner.feedback.duration.veryLong', between(seconds, 180, 600, 70, 40)]
              : ['scanner.feedback.duration.veryLong', between(seconds, 600, 1800, 40, 15)];
  const shown = { duration: frenchDuration(seconds) };
  return [score === 100 ? fact(key, shown) : flaw(key, shown, 100 - score)];
}

export const durationScore = (m: VideoMeasurements): CriterionScore => criterionScore(durationFindings(m));
