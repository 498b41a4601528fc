import fvad from '@echogarden/fvad-wasm';
import { open } from 'node:fs/promises';
import { speechLikeFrames } from './speech-like.ts';
import { soundFrameReader, type SoundFrame } from './sound-frames.ts';

/** The PCM the filter pass writes: 16 kHz, mono, signed 16-bit little-endian. */
export const SPEECH_SAMPLE_RATE = 16_000;
/** 30 ms frames, the longest the detector takes. */
const FRAME_SAMPLES = (SPEECH_SAMPLE_RATE * 30) / 1000;
/**
 * The most aggressive mode: the milder ones take a steady hum or tone for a voice. Even this one
 * takes a tone in the voice band, a chord or a noise for a voice, so its frames count only where the
 * sound around them has a voice's features (speech-like.ts). The pass levels the audio before
 * (dynaudnorm), so that a quiet voice is not missed.
 */
const MODE = 3;
/** Read in blocks of this many frames: a 30-min video is 115 MB of PCM, never held whole. */
const FRAMES_PER_READ = 2_000;

export interface SpeechActivity {
  ratio: number;
  firstSpeechSeconds: number | null;
}

/**
 * The share of 30-ms frames of a PCM file that are speech, and the first one: frames the WebRTC
 * voice detector hears as a voice, in a second of sound that has a voice's features.
 */
export async function detectSpeech(pcmFile: string): Promise<SpeechActivity> {
  const module = await fvad();
  // Emscripten's names (a leading underscore for each C function), renamed once here.
  const { _fvad_new: newDetector, _fvad_free: freeDetector, _fvad_set_mode: setMode, _fvad_set_sample_rate: setSampleRate } = module;
  const { _fvad_process: isSpeech, _malloc: allocate, _free: free } = module;
  const detector = newDetector();
  const frame = allocate(FRAME_SAMPLES * 2);
  const handle = await open(pcmFile, 'r');
  try {
    if (setMode(detector, MODE) !== 0 || setSampleRate(detector, SPEECH_SAMPLE_RATE) !== 0) {
      throw new Error('fvad : réglage refusé');
    }
    const block = Buffer.alloc(FRAME_SAMPLES * 2 * FRAMES_PER_READ);
    const readFrame = soundFrameReader(SPEECH_SAMPLE_RATE, FRAME_SAMPLES);
    // A few numbers a frame (100 kB a minute of sound), kept to judge each frame with its neighbours.
    const heard: boolean[] = [];
    const features: SoundFrame[] = [];
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, block.length, null);
      const whole = Math.floor(bytesRead / (FRAME_SAMPLES * 2));
      for (let index = 0; index < whole; index += 1) {
        const samples = new Int16Array(block.buffer, block.byteOffset + index * FRAME_SAMPLES * 2, FRAME_SAMPLES);
        module.HEAP16.set(samples, frame >> 1);
        heard.push(isSpeech(detector, frame, FRAME_SAMPLES) === 1);
        features.push(readFrame(samples));
      }
      if (bytesRead < block.length) break;
    }
    const speechLike = speechLikeFrames(features);
    const speech = heard.map((voice, index) => voice && speechLike[index] === true);
    const count = speech.filter(Boolean).length;
    const first = speech.indexOf(true);
    return {
      ratio: heard.length ? Math.round((count / heard.length) * 1000) / 1000 : 0,
      firstSpeechSeconds: first < 0 ? null : Math.round(((first * FRAME_SAMPLES) / SPEECH_SAMPLE_RATE) * 100) / 100,
    };
  } finally {
    await handle.close();
    free(frame);
    freeDetector(detector);
  }
}
