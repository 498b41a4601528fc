import type { SoundFrame } from './sound-frames.ts';

/** Each frame is judged with the frames around it: half a second on each side holds two or three syllables. */
const CONTEXT_FRAMES = 16;
/** Frames this far under the loudest of their context (or under −70 dBFS) are the pauses, not the sound. */
const PAUSE_BELOW_DB = 40;
const FLOOR_DB = -70;
/** A frame whose periodicity reaches this is voiced (a vowel, a tone); a noise never reaches it. */
const VOICED_PERIODICITY = 0.6;

/**
 * What a voice has that a tone, a chord or a noise has not, in a second of sound:
 * - voiced frames (periodic, a pitch): at least a tenth of the sounding frames — a noise has none;
 * - a spectrum that moves (pitch and formants change from a frame to the next): the quarter of the
 *   sounding frames that change most change by 0.14 or more — a held tone or chord stays under 0.12,
 *   even across its note changes;
 * - a level that rises and falls with the syllables: the frames' level departs from its own quarter-
 *   second average by 1 dB (root mean square) or more — a tone or a noise stays under 0.4 dB.
 */
const SPEECH = { voicedShare: 0.1, changeQuartile: 0.14, modulationDb: 1 };

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** The level's departure from its moving average over 9 frames (a quarter second): the syllabic rhythm, not a slow fade. */
function modulationDb(levels: number[]): number {
  let squares = 0;
  for (let index = 0; index < levels.length; index += 1) {
    const around = levels.slice(Math.max(0, index - 4), index + 5);
    const mean = around.reduce((total, value) => total + value, 0) / around.length;
    squares += (levels[index]! - mean) ** 2;
  }
  return Math.sqrt(squares / Math.max(1, levels.length));
}

/** Whether the second of sound around a frame is a voice, by the three features above. */
function aroundIsSpeech(context: readonly SoundFrame[]): boolean {
  const loudest = Math.max(...context.map((frame) => frame.levelDb));
  const floor = Math.max(FLOOR_DB, loudest - PAUSE_BELOW_DB);
  const sounding = context.filter((frame) => frame.levelDb > floor);
  if (sounding.length < 5) return false;
  const voiced = sounding.filter((frame) => frame.periodicity >= VOICED_PERIODICITY).length / sounding.length;
  const change = quantile(
    sounding.map((frame) => frame.change),
    0.75,
  );
  const modulation = modulationDb(context.map((frame) => Math.max(floor, frame.levelDb)));
  return voiced >= SPEECH.voicedShare && change >= SPEECH.changeQuartile && modulation >= SPEECH.modulationDb;
}

/** The sound is judged every 8 frames (a quarter second), each judgement holding for the frames nearest it. */
const JUDGED_EVERY = 8;

/** For each frame, whether the sound around it is a voice rather than a tone, a chord or a noise. */
export function speechLikeFrames(frames: readonly SoundFrame[]): boolean[] {
  const judged: boolean[] = [];
  for (let centre = JUDGED_EVERY / 2; centre - JUDGED_EVERY / 2 < frames.length; centre += JUDGED_EVERY) {
    judged.push(aroundIsSpeech(frames.slice(Math.max(0, centre - CONTEXT_FRAMES), centre + CONTEXT_FRAMES + 1)));
  }
  return frames.map((_, index) => judged[Math.floor(index / JUDGED_EVERY)] === true);
}
