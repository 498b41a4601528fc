import { frenchNumber, SCANNER_TARGET_LOUDNESS_LUFS, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { criterionScore, fact, flaw, spanSeconds, type Finding } from './criterion-kit.ts';

/** Within 2 LU of the networks' −14 LUFS, a video plays at their level. */
const LOUDNESS_MARGIN = 2;
/** Below this a track holds no sound at all (ebur128 measures digital silence at −70). */
const SILENT_TRACK_LUFS = -70;
/** A silence this long or longer is heard as a gap. */
const LONG_SILENCE_SECONDS = 2;

function loudnessFinding(lufs: number): Finding {
  const shown = { lufs: frenchNumber(lufs, 1) };
  const quietFrom = SCANNER_TARGET_LOUDNESS_LUFS - LOUDNESS_MARGIN;
  const loudFrom = SCANNER_TARGET_LOUDNESS_LUFS + LOUDNESS_MARGIN;
  if (lufs < quietFrom) {
    return flaw(lufs < quietFrom - 4 ? 'scanner.feedback.audio.veryQuiet' : 'scanner.feedback.audio.quiet', shown, Math.min(40, (quietFrom - lufs) * 2.5));
  }
  if (lufs > loudFrom) return flaw('scanner.feedback.audio.loud', shown, Math.min(30, (lufs - loudFrom) * 5));
  return fact('scanner.feedback.audio.good', shown);
}

/**
 * Audio:
 *   no sound track: 20 · a silent track: 30 · integrated loudness below −16 LUFS: −2.5 a LU,
 *   −40 at most; above −12 LUFS: −5 a LU, −30 at most · true peak above −1 dBTP: −10, above
 *   0 dBTP: −20 · silences of 2 s or more: −5 and −50 × their share, −25 at most · sample rate
 *   under 44.1 kHz: −10 · loudness range above 15 LU: −10.
 */
export function audioFindings(m: VideoMeasurements): Finding[] {
  if (!m.audio) return [flaw('scanner.feedback.audio.none', {}, 80)];
  const lufs = m.loudness?.integratedLufs ?? null;
  if (lufs === null || lufs <= SILENT_TRACK_LUFS) return [flaw('scanner.feedback.audio.silentTrack', {}, 70)];
  const findings: Finding[] = [loudnessFinding(lufs)];
  const peak = m.loudness?.truePeakDbtp ?? null;
  if (peak !== null && peak > -1) findings.push(flaw('scanner.feedback.audio.clipping', { peak: frenchNumber(peak, 1) }, peak > 0 ? 20 : 10));
  const silent = spanSeconds(m.silences.filter((span) => span.end - span.start >= LONG_SILENCE_SECONDS));
  if (silent > 0) {
    const share = silent / Math.max(1, m.durationSeconds);
    findings.push(flaw('scanner.feedback.audio.silences', { seconds: frenchNumber(silent) }, Math.min(25, 5 + share * 50)));
  }
  if (m.audio.sampleRate < 44_100) findings.push(flaw('scanner.feedback.audio.lowSampleRate', { rate: frenchNumber(m.audio.sampleRate / 1000, 2) }, 10));
  const range = m.loudness?.rangeLu ?? null;
  if (range !== null && range > 15) findings.push(flaw('scanner.feedback.audio.wideRange', { range: frenchNumber(range, 1) }, 10));
  return findings;
}

export const audioScore = (m: VideoMeasurements): CriterionScore => criterionScore(audioFindings(m));
