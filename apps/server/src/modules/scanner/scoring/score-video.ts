import { criterionScore, type Finding } from './criterion-kit.ts';
import { SCANNER_CRITERIA, type CriterionScore, type ScannerCriterion, type VideoMeasurements } from '@publia/shared';
import { audioFindings } from './audio.ts';
import { clarityFindings } from './clarity.ts';
import { durationFindings } from './duration.ts';
import { emotionFindings } from './emotion.ts';
import { hookFindings } from './hook.ts';
import { qualityFindings } from './quality.ts';
import { subtitlesFindings } from './subtitles.ts';

/**
 * How much each criterion weighs in the global score (they add up to 100): what makes a viewer stay
 * (the hook) and understand (clarity) weighs most; emotion, only estimated, least.
 */
export const CRITERION_WEIGHTS: Record<ScannerCriterion, number> = {
  hook: 25,
  clarity: 20,
  quality: 15,
  audio: 12,
  subtitles: 10,
  duration: 10,
  emotion: 8,
};

/** What each criterion finds in the measurements: its score and its reasons both come from these findings. */
export const CRITERION_FINDINGS: Record<ScannerCriterion, (m: VideoMeasurements) => Finding[]> = {
  duration: durationFindings,
  clarity: clarityFindings,
  hook: hookFindings,
  quality: qualityFindings,
  audio: audioFindings,
  emotion: emotionFindings,
  subtitles: subtitlesFindings,
};

/** The seven scores of a video, each with its reasons, and their weighted mean (integers 0–100). */
export function scoreVideo(m: VideoMeasurements): { criteria: Record<ScannerCriterion, CriterionScore>; globalScore: number } {
  const criteria = Object.fromEntries(SCANNER_CRITERIA.map((criterion) => [criterion, criterionScore(CRITERION_FINDINGS[criterion](m))])) as Record<
    ScannerCriterion,
    CriterionScore
  >;
  const weighted = SCANNER_CRITERIA.reduce((total, criterion) => total + criteria[criterion].score * CRITERION_WEIGHTS[criterion], 0);
  return { criteria, globalScore: Math.round(weighted / 100) };
}
