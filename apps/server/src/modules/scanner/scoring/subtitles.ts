import { wholePercent, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { criterionScore, finding, speechRatio, textCoverage, type Finding } from './criterion-kit.ts';

/** Under a tenth of the sound spoken, there is nothing to subtitle. */
const SPEECH_FROM = 0.1;

/**
 * Sous-titres — text on the frames (burned in, read by the OCR) against the share of speech:
 *   no speech: 100 with text on 10 % of the frames or more, else 80 · speech: −90 × the part of the
 *   speech the text does not cover (text on as many frames as the sound is spoken, up to 80 %, is
 *   full marks) · a subtitle track without burned-in text: −20 only, as some networks show it.
 */
export function subtitlesScore(m: VideoMeasurements): CriterionScore {
  const speech = speechRatio(m);
  const text = textCoverage(m);
  if (speech < SPEECH_FROM) {
    return criterionScore([
      text >= 0.1 ? finding('scanner.feedback.subtitles.noSpeech', { text: wholePercent(text) }) : finding('scanner.feedback.subtitles.noSpeechNoText', {}, 20),
    ]);
  }
  const covered = Math.min(1, text / Math.min(speech, 0.8));
  const lost = 90 * (1 - covered);
  const shown = { text: wholePercent(text), speech: wholePercent(speech) };
  const textFinding = (cost: number): Finding =>
    text === 0
      ? finding('scanner.feedback.subtitles.none', { spoken: wholePercent(speech) }, cost)
      : covered >= 0.9
        ? finding('scanner.feedback.subtitles.burnedIn', shown, cost)
        : finding('scanner.feedback.subtitles.partial', shown, cost);
  if (m.subtitleStreams > 0 && lost > 20) return criterionScore([finding('scanner.feedback.subtitles.stream', {}, 20), textFinding(0)]);
  return criterionScore([textFinding(lost)]);
}
