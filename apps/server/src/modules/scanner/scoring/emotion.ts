import { frenchDuration, frenchNumber, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { criterionScore, cutsPerMinute, finding, type Finding } from './criterion-kit.ts';

/**
 * Émotion cannot be measured: it is estimated, and every sentence says so, from the rhythm (cuts a
 * minute), the colour (saturation, contrast) and the sound (its loudness range):
 *   10 s or more with under 2 cuts a minute: −25 · 2–6 cuts a minute: −10 · over 40: −10 ·
 *   saturation under 10: −20, under 20: −8 · luma range (10th to 90th percentile) under 50: −15,
 *   under 90: −5 · no sound: −15 ·
 *   loudness range under 2 LU: −10.
 */
export function emotionScore(m: VideoMeasurements): CriterionScore {
  const perMinute = cutsPerMinute(m);
  const pace = { perMinute: frenchNumber(perMinute, 1) };
  const { saturation, contrast } = m.picture;
  const findings: Finding[] = [finding('scanner.feedback.emotion.summary', { ...pace, saturation: Math.round(saturation) })];
  if (m.durationSeconds >= 10 && perMinute < 2) findings.push(finding('scanner.feedback.emotion.static', { duration: frenchDuration(m.durationSeconds) }, 25));
  else if (m.durationSeconds >= 10 && perMinute < 6) findings.push(finding('scanner.feedback.emotion.slow', pace, 10));
  else if (perMinute > 40) findings.push(finding('scanner.feedback.emotion.frantic', pace, 10));
  if (saturation < 20) findings.push(finding('scanner.feedback.emotion.dull', { saturation: Math.round(saturation) }, saturation < 10 ? 20 : 8));
  if (contrast < 90) findings.push(finding('scanner.feedback.emotion.flat', { contrast: Math.round(contrast) }, contrast < 50 ? 15 : 5));
  const range = m.loudness?.rangeLu ?? null;
  if (!m.audio) findings.push(finding('scanner.feedback.emotion.noSound', {}, 15));
  else if (range !== null && range < 2) findings.push(finding('scanner.feedback.emotion.monotone', { range: frenchNumber(range, 1) }, 10));
  return criterionScore(findings);
}
