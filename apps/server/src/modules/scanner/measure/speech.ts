import fvad from '@echogarden/fvad-wasm';
import { open } from 'node:fs/promises';

/** The PCM the filter pass writes: 16 kHz, mono, signed 16-bit little-endian. */
export const SPEECH_SAMPLE_RATE = 16_000;
/** 30 ms frames, the longest the detector takes. */
const FRAME_SAMPLES = (SPEECH_SAMPLE_RATE * 30) / 1000;
/**
 * The most aggressive mode: the milder ones take a steady hum or tone for a voice. The pass levels
 * the audio before (dynaudnorm), so that a quiet voice is not missed by this mode.
 */
const MODE = 3;
/** Read in blocks of this many frames: a 30-min video is 115 MB of PCM, never held whole. */
const FRAMES_PER_READ = 2_000;

export interface SpeechActivity {
  ratio: number;
  firstSpeechSeconds: number | null;
}

/** WebRTC voice activity over a PCM file: the share of 30-ms frames that are speech, and the first one. */
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
    let frames = 0;
    let speech = 0;
    let first: number | null = null;
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, block.length, null);
      const whole = Math.floor(bytesRead / (FRAME_SAMPLES * 2));
      for (let index = 0; index < whole; index += 1) {
        const samples = new Int16Array(block.buffer, block.byteOffset + index * FRAME_SAMPLES * 2, FRAME_SAMPLES);
        module.HEAP16.set(samples, frame >> 1);
        if (isSpeech(detector, frame, FRAME_SAMPLES) === 1) {
          speech += 1;
          first ??= (frames * FRAME_SAMPLES) / SPEECH_SAMPLE_RATE;
        }
        frames += 1;
      }
      if (bytesRead < block.length) break;
    }
    return { ratio: frames ? Math.round((speech / frames) * 1000) / 1000 : 0, firstSpeechSeconds: first === null ? null : Math.round(first * 100) / 100 };
  } finally {
    await handle.close();
    free(frame);
    freeDetector(detector);
  }
}
