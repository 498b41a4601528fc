import {
  frenchDuration,
  frenchMegabytes,
  frenchNumber,
  NETWORK_LIMITS,
  SCANNER_PREFERRED_SHAPE,
  SCANNER_TARGET_LOUDNESS_LUFS,
  type Network,
  type ScannerMessage,
  type VideoLimits,
  type VideoMeasurements,
} from '@publia/shared';
import { bitrateBudget } from './bitrate-budget.ts';
import { audioFilters, videoGraph, type LoudnessInput } from './fix-filters.ts';
import { codecsName, dimensions, fixMessage, shapeName } from './fix-text.ts';
import { frameGeometry, type FrameGeometry } from './frame-geometry.ts';

/** The ffmpeg run that makes a video pass a network's rules, and what it changes, for the creator. */
export interface FixPlan {
  args(input: string, output: string): string[];
  changes: ScannerMessage[];
  outputDurationSeconds: number;
  /** The byte cap the encoder aims under: the one asked for, else the network's own. */
  maxBytes: number;
}

export interface FixOptions {
  /** A byte cap of Publia's own (the 10 MB of /create), below the network's. */
  maxBytes?: number;
  /** Below 1: the picture's share of the budget, lowered after a try that came out too big. */
  bitrateScale?: number;
}

/**
 * A cut stays this far inside the limit, plus one frame: the last picture kept lasts a frame past
 * its start, and at a low frame rate that frame alone would cross the limit.
 */
const DURATION_MARGIN_SECONDS = 0.1;
/** When the source's frame rate could not be read. */
const DEFAULT_FRAME_RATE = 30;
/** A video raised to a network's minimum frame rate goes to the first of these that reaches it. */
const STANDARD_FRAME_RATES = [24, 25, 30, 50, 60];
/** Under a byte cap, frames beyond 30 a second would only share the same bits. */
const BUDGET_MAX_FRAME_RATE = 30;
/** Closer than this to the target, the loudness is left alone: nobody hears one LU. */
const LOUDNESS_TOLERANCE_LU = 1;
/** Quieter than this the track is silence or hiss: raising it would only make the hiss heard. */
const QUIETEST_LUFS = -50;
/** x264's default quality, visually clean on a phone; the byte cap's ceiling holds it in when needed. */
const QUALITY_CRF = 23;
const SAMPLE_RATE = 48_000;

function durationOf(seconds: number, limits: VideoLimits, frameRate: number): { output: number; holdSeconds: number } {
  const longest = limits.maxDurationSeconds - DURATION_MARGIN_SECONDS - 1 / frameRate;
  if (seconds > longest) return { output: longest, holdSeconds: 0 };
  if (seconds < limits.minDurationSeconds) {
    const output = limits.minDurationSeconds + DURATION_MARGIN_SECONDS;
    // Held a little longer than needed: the output's own cut (-t) ends it exactly.
    return { output, holdSeconds: output - seconds + 1 };
  }
  return { output: seconds, holdSeconds: 0 };
}

function frameRateOf(measured: number, limits: VideoLimits, underBudget: boolean): number {
  const known = Number.isFinite(measured) && measured > 0 ? measured : DEFAULT_FRAME_RATE;
  const capped = Math.min(known, limits.maxFrameRate ?? Number.POSITIVE_INFINITY, underBudget ? BUDGET_MAX_FRAME_RATE : Number.POSITIVE_INFINITY);
  const min = limits.minFrameRate ?? 0;
  return capped >= min ? capped : (STANDARD_FRAME_RATES.find((rate) => rate >= min) ?? min);
}

function loudnessToFix(m: VideoMeasurements): LoudnessInput | null {
  const integratedLufs = m.loudness?.integratedLufs ?? null;
  if (!m.audio || !m.loudness || integratedLufs === null || integratedLufs < QUIETEST_LUFS) return null;
  if (Math.abs(integratedLufs - SCANNER_TARGET_LOUDNESS_LUFS) <= LOUDNESS_TOLERANCE_LU) return null;
  return { integratedLufs, truePeakDbtp: m.loudness.truePeakDbtp, rangeLu: m.loudness.rangeLu };
}

function pictureChanges(m: VideoMeasurements, geometry: FrameGeometry, preferredShape: string): ScannerMessage[] {
  const from = dimensions(m.video);
  const to = dimensions(geometry.frame);
  const changes: ScannerMessage[] = [];
  if (from !== to) changes.push(fixMessage(geometry.upscaled ? 'scanner.fix.upscaled' : 'scanner.fix.resized', { from, to }));
  if (geometry.reshape === 'pad') changes.push(fixMessage('scanner.fix.padded', { shape: preferredShape }));
  if (geometry.reshape === 'crop') changes.push(fixMessage('scanner.fix.cropped', { shape: preferredShape, percent: geometry.croppedPercent }));
  return changes;
}

/**
 * How to make `m`'s video pass `network`'s rules in one ffmpeg run: H.264 High and AAC 48 kHz stereo
 * in an MP4 whose index comes first; the network's preferred shape when the source's is refused or
 * clearly off; the frame rate within the network's range; the loudness at −14 LUFS; the duration
 * within the network's bounds; with `maxBytes`, a bitrate and a picture size that fit the bytes.
 */
export function planFix(m: VideoMeasurements, network: Network, options: FixOptions = {}): FixPlan {
  const limits = NETWORK_LIMITS[network].video;
  if (!limits) throw new Error(`${network} ne prend pas de vidéo`);
  const frameRate = frameRateOf(m.video.frameRate, limits, options.maxBytes !== undefined);
  const duration = durationOf(m.durationSeconds, limits, frameRate);
  const maxBytes = Math.min(options.maxBytes ?? Number.POSITIVE_INFINITY, limits.maxBytes);
  const budget = bitrateBudget({ maxBytes, durationSeconds: duration.output, hasAudio: m.audio !== null, frameRate, scale: options.bitrateScale });
  const preferred = SCANNER_PREFERRED_SHAPE[network];
  const geometry = frameGeometry(m.video, preferred, limits, budget.maxPixels);
  const loudness = loudnessToFix(m);
  const cut = duration.output !== m.durationSeconds;

  const changes = [fixMessage('scanner.fix.reencoded', { from: codecsName(m.video.codec, m.audio?.codec ?? null) }), ...pictureChanges(m, geometry, shapeName(preferred))];
  if (m.video.frameRate > 0 && Math.abs(frameRate - m.video.frameRate) > 0.01) {
    changes.push(fixMessage('scanner.fix.frameRate', { from: frenchNumber(m.video.frameRate, 2), to: frenchNumber(frameRate, 2) }));
  }
  if (cut) {
    const durations = { from: frenchDuration(m.durationSeconds), to: frenchDuration(duration.output) };
    changes.push(fixMessage(duration.holdSeconds > 0 ? 'scanner.fix.extended' : 'scanner.fix.trimmed', durations));
  }
  if (loudness) changes.push(fixMessage('scanner.fix.loudness', { from: frenchNumber(loudness.integratedLufs), to: frenchNumber(SCANNER_TARGET_LOUDNESS_LUFS) }));
  if (m.audio && m.audio.sampleRate > (limits.maxAudioSampleRate ?? Number.POSITIVE_INFINITY)) {
    changes.push(fixMessage('scanner.fix.sampleRate', { from: frenchNumber(m.audio.sampleRate / 1000), to: frenchNumber(SAMPLE_RATE / 1000) }));
  }
  if (m.faststart !== true) changes.push(fixMessage('scanner.fix.faststart'));
  if (options.maxBytes !== undefined) changes.push(fixMessage('scanner.fix.compressed', { size: frenchMegabytes(m.sizeBytes), max: frenchMegabytes(options.maxBytes) }));

  const graph = videoGraph(geometry, m.video, frameRate, duration.holdSeconds);
  // A ceiling and its buffer rather than an average: a simple video stays as small as its quality
  // needs, a busy one is held under the byte cap.
  const videoArgs = ['-map', '[v]', '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-crf', String(QUALITY_CRF)];
  const rateArgs = ['-maxrate', `${budget.videoKbps}k`, '-bufsize', `${budget.bufferKbits}k`];
  const audioArgs = m.audio
    ? ['-map', '0:a:0', '-af', audioFilters(loudness, duration.holdSeconds > 0), '-c:a', 'aac', '-b:a', `${budget.audioKbps}k`, '-ar', String(SAMPLE_RATE), '-ac', '2']
    : ['-an'];
  const cutArgs = cut ? ['-t', duration.output.toFixed(3)] : [];
  // A phone's video carries where and on what it was shot: none of it goes to a network. A sparse
  // audio track must not stop the muxer while the picture is still being filtered.
  const fileArgs = ['-map_metadata', '-1', '-max_muxing_queue_size', '1024', '-movflags', '+faststart', '-f', 'mp4'];
  return {
    changes,
    outputDurationSeconds: duration.output,
    maxBytes,
    args: (input, output) => ['-hide_banner', '-nostdin', '-y', '-i', input, '-filter_complex', graph, ...videoArgs, ...rateArgs, ...audioArgs, ...cutArgs, ...fileArgs, output],
  };
}
