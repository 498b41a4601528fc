import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScannerStage, VideoMeasurements } from '@publia/shared';
import { ToolTimeout } from '../tools/run-tool.ts';
import { isFaststart } from './faststart.ts';
import { ANALYSIS_HEIGHT, runFilterPass } from './filter-pass.ts';
import { letterboxOf } from './letterbox.ts';
import type { OcrReader } from './ocr.ts';
import { grabOcrFrame, ocrFrameTimes } from './ocr-frames.ts';
import { probeVideo, ScannerInputError } from './probe.ts';
import { readText } from './read-text.ts';
import { sharpnessOf } from './sharpness.ts';
import { detectSpeech } from './speech.ts';

export interface MeasureOptions {
  mimeType: string;
  sizeBytes: number;
  /** The whole measuring; past it → ToolTimeout, and every ffmpeg started is killed. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Percent of the whole analysis, 0–95 (the scores and the end are the caller's). */
  onProgress?: (stage: ScannerStage, percent: number) => void;
  ocr: OcrReader;
}

/** Where each step's progress falls in the analysis's percentage. */
const PROBED = 5;
const PASS_END = 85;
const SPEECH_END = 88;
const TEXT_END = 95;

const isIsoMedia = (container: string) => /mp4|mov/.test(container);

/** Reports when the stage changes or the whole percentage moves on, never backwards. */
function progressReporter(onProgress: MeasureOptions['onProgress']) {
  let last = { stage: '', percent: -1 };
  return (stage: ScannerStage, percent: number) => {
    const rounded = Math.max(last.percent, Math.min(TEXT_END, Math.round(percent)));
    if (stage === last.stage && rounded === last.percent) return;
    last = { stage, percent: rounded };
    onProgress?.(stage, rounded);
  };
}

/** A promise that rejects with ToolTimeout when `ms` passes first. */
function beforeDeadline<T>(promise: Promise<T>, ms: number, tool: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ToolTimeout(tool)), Math.max(0, ms));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Measures a video: the header (ffprobe), the box order, then one ffmpeg decoding for the picture and
 * the sound, the voice detector on its PCM and, meanwhile, OCR of sampled frames. Refuses what cannot
 * be analysed with a ScannerInputError; a tool past the time limit rejects with ToolTimeout.
 */
export async function measureVideo(file: string, options: MeasureOptions): Promise<VideoMeasurements> {
  const deadline = performance.now() + options.timeoutMs;
  const remaining = (tool: string) => {
    const left = deadline - performance.now();
    if (left <= 0) throw new ToolTimeout(tool);
    return left;
  };
  const report = progressReporter(options.onProgress);
  report('probe', 0);
  const probed = await probeVideo(file, remaining('ffprobe'));
  const faststart = isIsoMedia(probed.container) ? await isFaststart(file) : null;
  report('probe', PROBED);

  // Stops whatever still runs (the frames for OCR, the reading) when the measuring ends early.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) stop.abort();
  const workDir = await mkdtemp(join(tmpdir(), 'publia-measure-'));
  let textDone: Promise<unknown> = Promise.resolve();
  try {
    // The OCR frames are read while the filter pass decodes: tesseract and ffmpeg share the two cores.
    const grab = (seconds: number) => grabOcrFrame(file, seconds, { timeoutMs: remaining('ffmpeg'), signal: stop.signal });
    const text = readText(ocrFrameTimes(probed.durationSeconds), grab, options.ocr, { signal: stop.signal });
    textDone = text.catch(() => undefined);

    const pass = await runFilterPass(
      { file, durationSeconds: probed.durationSeconds, aspectRatio: probed.video.aspectRatio, hasAudio: probed.audio !== null, workDir },
      {
        timeoutMs: remaining('ffmpeg'),
        signal: stop.signal,
        onProgress: (fraction) => report(fraction < 0.6 ? 'pictures' : 'sound', PROBED + fraction * (PASS_END - PROBED)),
      },
    );
    // A header that promises frames the decoder cannot give: the file is damaged.
    if (pass.analysedFrames === 0) throw new ScannerInputError('scanner.error.unreadableFrames');
    report('speech', PASS_END);
    const speech = pass.pcmFile ? await detectSpeech(pass.pcmFile) : null;
    const sharpness = sharpnessOf(await readFile(pass.grayFile), pass.analysisWidth, ANALYSIS_HEIGHT);
    report('text', SPEECH_END);
    const textRead = await beforeDeadline(text, remaining('tesseract'), 'tesseract');
    report('text', TEXT_END);

    return {
      container: probed.container,
      mimeType: options.mimeType,
      sizeBytes: options.sizeBytes,
      durationSeconds: probed.durationSeconds,
      bitrateKbps: probed.bitrateKbps,
      faststart,
      video: probed.video,
      audio: probed.audio,
      subtitleStreams: probed.subtitleStreams,
      loudness: probed.audio ? (pass.loudness ?? { integratedLufs: null, truePeakDbtp: null, rangeLu: null }) : null,
      silences: probed.audio ? pass.silences : [],
      blackSpans: pass.blackSpans,
      frozenSpans: pass.frozenSpans,
      sceneCuts: pass.sceneCuts,
      letterbox: letterboxOf(pass.crop, { width: pass.analysisWidth, height: ANALYSIS_HEIGHT }, probed.video),
      picture: { sharpness, ...(pass.picture ?? { brightness: 0, saturation: 0, contrast: 0 }) },
      speech,
      text: textRead,
    };
  } finally {
    stop.abort();
    options.signal?.removeEventListener('abort', onAbort);
    await textDone;
    await rm(workDir, { recursive: true, force: true });
  }
}
