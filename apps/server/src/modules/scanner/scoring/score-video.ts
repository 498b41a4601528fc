import { SCANNER_CRITERIA, type CriterionScore, type ScannerCriterion, type VideoMeasurements } from '@publia/shared';
import { audioScore } from './audio.ts';
import { clarityScore } from './clarity.ts';
import { durationScore } from './duration.ts';
import { emotionScore } from './emotion.ts';
import { hookScore } from './hook.ts';
import { qualityScore } from './quality.ts';
import { subtitlesScore } from './subtitles.ts';

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

const SCORERS: Record<ScannerCriterion, (m: VideoMeasurements) => CriterionScore> = {
  duration: durationScore,
  clarity: clarityScore,
  hook: hookScore,
  quality: qualityScore,
  audio: audioScore,
  emotion: emotionScore,
  subtitles: subtitlesScore,
};

/** The seven scores of a video, each with its reasons, and their weighted mean (integers 0–100). */
export function scoreVideo(m: VideoMeasurements): { criteria: Record<ScannerCriterion, CriterionScore>; globalScore: number } {
  const criteria = Object.fromEntries(SCANNER_CRITERIA.map((criterion) => [criterion, SCORERS[criterion](m)])) as Record<ScannerCriterion, CriterionScore>;
  const weighted = SCANNER_CRITERIA.reduce((total, criterion) => total + criteria[criterion].score * CRITERION_WEIGHTS[criterion], 0);
  return { criteria, globalScore: Math.round(weighted / 100) };
}
