import { frenchDuration, frenchNumber, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { criterionScore, cutsPerMinute, fact, flaw, type Finding } from './criterion-kit.ts';

/** The rhythm, told by one sentence whose band sets its cost. */
function rhythmFinding(m: VideoMeasurements): Finding {
  const perMinute = cutsPerMinute(m);
  const pace = { perMinute: frenchNumber(perMinute, 1) };
  const long = m.durationSeconds >= 10;
  // One shot from end to end is static whatever the length; a short one, less so.
  if (m.sceneCuts.length === 0 || (long && perMinute < 2)) return flaw('scanner.feedback.emotion.static', { duration: frenchDuration(m.durationSeconds) }, long ? 25 : 10);
  if (long && perMinute < 6) return flaw('scanner.feedback.emotion.slow', pace, 10);
  if (perMinute > 40) return flaw('scanner.feedback.emotion.frantic', pace, 10);
  return fact('scanner.feedback.emotion.lively', pace);
}

/** The colour, told by its flaws (dull, flat), or by one sentence when it has none. */
function colourFindings(m: VideoMeasurements): Finding[] {
  const { saturation, contrast } = m.picture;
  const findings: Finding[] = [];
  if (saturation < 20) findings.push(flaw('scanner.feedback.emotion.dull', { saturation: Math.round(saturation) }, saturation < 10 ? 20 : 8));
  if (contrast < 90) findings.push(flaw('scanner.feedback.emotion.flat', { contrast: Math.round(contrast) }, contrast < 50 ? 15 : 5));
  return findings.length > 0 ? findings : [fact('scanner.feedback.emotion.vivid', { saturation: Math.round(saturation), contrast: Math.round(contrast) })];
}

/** The sound's relief: no sound, a flat volume, or a volume that varies (nothing when the range could not be measured). */
function soundFindings(m: VideoMeasurements): Finding[] {
  const range = m.loudness?.rangeLu ?? null;
  if (!m.audio) return [flaw('scanner.feedback.emotion.noSound', {}, 15)];
  if (range === null) return [];
  const shown = { range: frenchNumber(range, 1) };
  return [range < 2 ? flaw('scanner.feedback.emotion.monotone', shown, 10) : fact('scanner.feedback.emotion.relief', shown)];
}

/**
 * Émotion cannot be measured: it is estimated, and every sentence says so, from the rhythm (cuts a
 * minute), the colour (saturation, contrast) and the sound (its loudness range), each told once:
 *   no cut at all: −25 from 10 s, −10 below; 10 s or more with under 2 cuts a minute: −25 ·
 *   2–6 cuts a minute: −10 · over 40: −10 · saturation under 10: −20, under 20: −8 · luma range
 *   (10th to 90th percentile) under 50: −15, under 90: −5 · no sound: −15 · loudness range under 2 LU: −10.
 */
export function emotionFindings(m: VideoMeasurements): Finding[] {
  return [rhythmFinding(m), ...colourFindings(m), ...soundFindings(m)];
}

export const emotionScore = (m: VideoMeasurements): CriterionScore => criterionScore(emotionFindings(m));
