import { apiMessagesFr, RETIRED_SCANNER_FEEDBACK, SCANNER_CRITERIA, type ScannerCriterion, type TimeSpan, type VideoMeasurements } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import { criterionScore, type Finding } from './criterion-kit.ts';
import { CRITERION_FINDINGS } from './score-video.ts';
import { french, goodVideo, videoWith } from './scoring.test-support.ts';
import { FEEDBACK_TIPS } from './tips.ts';

/** A small deterministic generator: the same videos on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return <T>(choices: readonly T[]): T => choices[Math.floor(next() * choices.length)]!;
}

const spreadCuts = (count: number, duration: number) => Array.from({ length: count }, (_, index) => ((index + 1) * duration) / (count + 1));

/** Videos of every kind: each measurement picked among values on both sides of every threshold of the scores. */
function variedVideos(count: number): VideoMeasurements[] {
  const pick = generator(7);
  return Array.from({ length: count }, () => {
    const durationSeconds = pick([0, 2, 5, 8, 12, 20, 45, 61, 90, 200, 700, 1500]);
    const hasAudio = pick([true, true, true, false]);
    const [width, height] = pick([
      [1080, 1920],
      [720, 1280],
      [480, 854],
      [320, 568],
    ] as const);
    const opening = (seconds: number): TimeSpan[] => (seconds > 0 ? [{ start: 0, end: Math.min(seconds, durationSeconds) }] : []);
    return videoWith({
      durationSeconds,
      video: { width, height, aspectRatio: width / height, frameRate: pick([15, 23.976, 30]), codec: pick(['h264', 'vp9']), bitrateKbps: pick([4_800, 400, 60, null]) },
      audio: hasAudio ? { sampleRate: pick([48_000, 22_050]) } : null,
      loudness: hasAudio ? { integratedLufs: pick([null, -80, -30, -20, -16.5, -14, -11, -8]), truePeakDbtp: pick([-3, -0.5, 0.8]), rangeLu: pick([null, 0.8, 1.9, 6, 18]) } : null,
      speech: hasAudio ? { ratio: pick([0, 0.05, 0.2, 0.5, 0.9]), firstSpeechSeconds: pick([null, 0.3, 2, 5]) } : null,
      silences: hasAudio ? pick([[], opening(0.5), opening(1.5), [{ start: 4, end: 9 }]]) : [],
      text: { sampledFrames: 20, framesWithText: pick([0, 1, 3, 6, 10, 14, 16, 20]), firstTextSeconds: pick([null, 0.5, 2, 4]) },
      sceneCuts: [...pick([[], [0.5]]), ...spreadCuts(pick([0, 1, 3, 10, 30, 100]), durationSeconds)],
      blackSpans: opening(pick([0, 0.2, 1.5])),
      frozenSpans: opening(pick([0, 3, durationSeconds])),
      letterbox: pick([
        { top: 0, bottom: 0 },
        { top: 300, bottom: 300 },
      ]),
      picture: { sharpness: pick([0, 15, 60, 412]), brightness: pick([20, 120, 230]), saturation: pick([4, 15, 60]), contrast: pick([30, 70, 190]) },
      subtitleStreams: pick([0, 0, 1]),
    });
  });
}

// The good video too: a flawless picture is rare among random ones.
const VIDEOS = [goodVideo(), ...variedVideos(800)];
const tipKeys = new Set<string>(Object.keys(FEEDBACK_TIPS));

describe.each(SCANNER_CRITERIA)('the %s score agrees with its reasons', (criterion: ScannerCriterion) => {
  it('costs what its flaws say, never more, never for a fact, and each sentence is always a fact or always a flaw', () => {
    const kinds = new Map<string, Finding['kind']>();
    for (const m of VIDEOS) {
      const findings = CRITERION_FINDINGS[criterion](m);
      const { score, feedback } = criterionScore(findings);
      const flaws = findings.filter((item) => item.kind === 'flaw');
      const context = `${criterion}: ${feedback.map(french).join(' | ')}`;
      expect(findings.length, context).toBeGreaterThan(0);
      // A fact costs nothing; a flaw costs a point at least, so that a score of 100 never says something is wrong.
      for (const item of findings) {
        expect(item.message.key.startsWith(`scanner.feedback.${criterion}.`), context).toBe(true);
        expect(item.kind === 'fact' ? item.lost === 0 : item.lost >= 1, `${context} (${item.message.key} costs ${item.lost})`).toBe(true);
        expect(kinds.get(item.message.key) ?? item.kind, `${item.message.key} said both as a fact and as a flaw`).toBe(item.kind);
        kinds.set(item.message.key, item.kind);
        // A tip answers a flaw: a fact has nothing to fix.
        expect(tipKeys.has(item.message.key) && item.kind === 'fact', `${item.message.key} is a fact with a tip`).toBe(false);
      }
      expect(score, context).toBe(Math.round(Math.max(0, 100 - flaws.reduce((total, item) => total + item.lost, 0))));
      expect(score === 100, context).toBe(flaws.length === 0);
      // The card opens on the costliest flaw.
      const costliest = [...flaws].sort((a, b) => b.lost - a.lost)[0];
      expect(feedback[0], context).toEqual(costliest?.message ?? findings.find((item) => item.kind === 'fact')?.message);
    }
    // Every sentence of the criterion in the catalogue was met, each with one kind (a retired one
    // only reads the analyses saved with it).
    const catalogue = Object.keys(apiMessagesFr).filter((key) => key.startsWith(`scanner.feedback.${criterion}.`) && !RETIRED_SCANNER_FEEDBACK.includes(key));
    expect([...kinds.keys()].sort()).toEqual(catalogue.sort());
  });
});
