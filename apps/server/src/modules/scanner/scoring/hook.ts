import { frenchNumber, type ApiMessageKey, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { criterionScore, fact, flaw, openingSpan, type Finding } from './criterion-kit.ts';

/** The seconds in which a viewer decides to stay. */
const HOOK_SECONDS = 3;

const seconds = (value: number) => frenchNumber(value, 1);

/**
 * Hook — what happens in the first 3 seconds:
 *   nothing (no cut, no text, no speech): −60 · otherwise no cut −15, no text −15, no speech −10 ·
 *   black opening of 0.3 s or more: −20 a second, −40 at most · silent opening of 1 s or more:
 *   −10 a second, −20 at most · picture frozen over the first 2 s: −10.
 */
export function hookFindings(m: VideoMeasurements): Finding[] {
  const window = Math.min(HOOK_SECONDS, m.durationSeconds);
  const within = (time: number | null | undefined): time is number => time !== null && time !== undefined && time <= window;
  const firstCut = Math.min(...m.sceneCuts.filter((time) => time > 0));
  const signals: { key: ApiMessageKey; missing: ApiMessageKey; lost: number; time: number | null }[] = [
    { key: 'scanner.feedback.hook.cut', missing: 'scanner.feedback.hook.noCut', lost: 15, time: within(firstCut) ? firstCut : null },
    { key: 'scanner.feedback.hook.text', missing: 'scanner.feedback.hook.noText', lost: 15, time: within(m.text.firstTextSeconds) ? m.text.firstTextSeconds : null },
    {
      key: 'scanner.feedback.hook.speech',
      missing: 'scanner.feedback.hook.noSpeech',
      lost: 10,
      time: within(m.speech?.firstSpeechSeconds) ? (m.speech?.firstSpeechSeconds ?? null) : null,
    },
  ];
  const present = signals.filter((signal) => signal.time !== null).sort((a, b) => a.time! - b.time!);
  const findings: Finding[] =
    present.length === 0
      ? [flaw('scanner.feedback.hook.noChange', { seconds: seconds(window) }, 60)]
      : [
          ...present.map((signal) => fact(signal.key, { seconds: seconds(signal.time!) })),
          ...signals.filter((signal) => signal.time === null).map((signal) => flaw(signal.missing, { seconds: seconds(window) }, signal.lost)),
        ];
  const black = openingSpan(m.blackSpans);
  if (black && black.end >= 0.3) findings.push(flaw('scanner.feedback.hook.blackOpening', { seconds: seconds(black.end) }, Math.min(40, black.end * 20)));
  const silence = m.audio ? openingSpan(m.silences) : undefined;
  if (silence && silence.end >= 1) findings.push(flaw('scanner.feedback.hook.silentOpening', { seconds: seconds(silence.end) }, Math.min(20, silence.end * 10)));
  const frozen = openingSpan(m.frozenSpans);
  if (frozen && frozen.end >= 2) findings.push(flaw('scanner.feedback.hook.frozenOpening', { seconds: seconds(Math.min(frozen.end, window)) }, 10));
  return findings;
}

export const hookScore = (m: VideoMeasurements): CriterionScore => criterionScore(hookFindings(m));
