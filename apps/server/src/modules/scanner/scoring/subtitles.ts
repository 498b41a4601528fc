import { wholePercent, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { criterionScore, fact, flaw, speechRatio, textCoverage, type Finding } from './criterion-kit.ts';

/** Under a tenth of the sound spoken, there is nothing to subtitle. */
const SPEECH_FROM = 0.1;
/** Nine tenths of the speech covered is full marks: subtitles leave gaps between their lines, the OCR misses a frame. */
const COVERED = 0.9;

/**
 * Sous-titres — text on the frames (burned in, read by the OCR) against the share of speech:
 *   no speech: 100 with text on 10 % of the frames or more, else 80 · speech: −90 × the part of the
 *   speech the text does not cover (text on as many frames as the sound is spoken, up to 80 %, covers
 *   it; nine tenths covered is full marks) · a subtitle track without burned-in text: −20 only, as
 *   some networks show it.
 */
export function subtitlesFindings(m: VideoMeasurements): Finding[] {
  const speech = speechRatio(m);
  const text = textCoverage(m);
  if (speech < SPEECH_FROM) {
    return [text >= 0.1 ? fact('scanner.feedback.subtitles.noSpeech', { text: wholePercent(text) }) : flaw('scanner.feedback.subtitles.noSpeechNoText', {}, 20)];
  }
  const covered = Math.min(1, text / Math.min(speech, 0.8));
  const shown = { text: wholePercent(text), speech: wholePercent(speech) };
  if (covered >= COVERED) return [fact('scanner.feedback.subtitles.burnedIn', shown)];
  const lost = 90 * (1 - covered);
  if (m.subtitleStreams > 0 && lost > 20) return [flaw('scanner.feedback.subtitles.stream', {}, 20)];
  return [text === 0 ? flaw('scanner.feedback.subtitles.none', { spoken: wholePercent(speech) }, lost) : flaw('scanner.feedback.subtitles.partial', shown, lost)];
}

export const subtitlesScore = (m: VideoMeasurements): CriterionScore => criterionScore(subtitlesFindings(m));
