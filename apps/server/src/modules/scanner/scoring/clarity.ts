import { frenchNumber, wholePercent, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { criterionScore, cutsPerMinute, fact, flaw, speechRatio, textCoverage, type Finding } from './criterion-kit.ts';

/** Half the sound spoken, or text on 30 % of the frames, is enough to carry a message. */
const SPEECH_CARRIES = 0.5;
const TEXT_CARRIES = 0.3;

/** Share of the picture the bars (letterbox or pillarbox) take. */
function barsShare(m: VideoMeasurements): number {
  const { width, height } = m.video;
  const { top, bottom, left, right } = m.letterbox;
  if (width <= 0 || height <= 0) return 0;
  const kept = Math.max(0, width - left - right) * Math.max(0, height - top - bottom);
  return 1 - kept / (width * height);
}

/**
 * Clarté du message — what says the message, and what gets in its way:
 *   speech and on-screen text carry it: up to −60 when neither does (speech on half the sound, or
 *   text on 30 % of the frames, is enough; the two add up) · black bars of 5 % or more of the
 *   picture: −1 per percent, −30 at most · more than 40 cuts a minute: −10, more than 60: −25.
 */
export function clarityFindings(m: VideoMeasurements): Finding[] {
  const speech = speechRatio(m);
  const text = textCoverage(m);
  const carried = Math.min(1, speech / SPEECH_CARRIES + text / TEXT_CARRIES);
  const carriersLost = 60 * (1 - carried);
  const shown = { speech: wholePercent(speech), text: wholePercent(text) };
  const findings: Finding[] = [
    carried === 0
      ? flaw('scanner.feedback.clarity.noCarrier', {}, carriersLost)
      : m.audio === null
        ? carried === 1
          ? fact('scanner.feedback.clarity.textOnly', { text: shown.text })
          : flaw('scanner.feedback.clarity.fewText', { text: shown.text }, carriersLost)
        : carried === 1
          ? fact('scanner.feedback.clarity.carriers', shown)
          : flaw('scanner.feedback.clarity.fewCarriers', shown, carriersLost),
  ];
  const bars = barsShare(m);
  if (bars >= 0.05) findings.push(flaw('scanner.feedback.clarity.letterbox', { share: wholePercent(bars) }, Math.min(30, bars * 100)));
  const perMinute = cutsPerMinute(m);
  if (perMinute > 40) findings.push(flaw('scanner.feedback.clarity.frantic', { perMinute: frenchNumber(perMinute, 0) }, perMinute > 60 ? 25 : 10));
  return findings;
}

export const clarityScore = (m: VideoMeasurements): CriterionScore => criterionScore(clarityFindings(m));
