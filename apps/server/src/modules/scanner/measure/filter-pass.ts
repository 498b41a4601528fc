import { join } from 'node:path';
import { mediaTools } from '../tools/binaries.ts';
import { runTool } from '../tools/run-tool.ts';
import { createFilterLogParser, type FilterLogs } from './parse-filter-logs.ts';
import { SPEECH_SAMPLE_RATE } from './speech.ts';

/** The analysis works on frames this high (as displayed): enough for every measure, cheap to filter. */
export const ANALYSIS_HEIGHT = 360;
/** Frames per second the picture filters see: cuts, black and frozen spans to a tenth of a second. */
const ANALYSIS_FPS = 10;
const MAX_SHARPNESS_FRAMES = 30;
const MIN_SHARPNESS_INTERVAL = 2;

export interface FilterPassInput {
  file: string;
  durationSeconds: number;
  /** Displayed width / height. */
  aspectRatio: number;
  hasAudio: boolean;
  /** Where the sampled grey frames and the PCM go (a directory the caller removes). */
  workDir: string;
}

export interface FilterPassResult extends FilterLogs {
  /** Raw grey frames (analysisWidth × ANALYSIS_HEIGHT each), one after the other. */
  grayFile: string;
  analysisWidth: number;
  /** 16 kHz mono s16le, levelled for the voice detector; null without audio. */
  pcmFile: string | null;
}

/** An even width keeping the displayed shape at ANALYSIS_HEIGHT. */
export function analysisWidthOf(aspectRatio: number): number {
  return Math.max(2, 2 * Math.round((ANALYSIS_HEIGHT * (aspectRatio > 0 ? aspectRatio : 1)) / 2));
}

/** The sharpness frames: one every 2 s (more spread on a long video, at most 30), the first half an interval in. */
function sharpnessSelect(durationSeconds: number): string {
  const interval = Math.max(MIN_SHARPNESS_INTERVAL, durationSeconds / MAX_SHARPNESS_FRAMES);
  // A twentieth of a second less than the interval: the frame times of a 10-fps stream are not exact.
  return `select='gte(t,${(interval / 2).toFixed(3)})*(isnan(prev_selected_t)+gte(t-prev_selected_t,${(interval - 0.05).toFixed(3)}))'`;
}

/** The sound as the voice detector reads it: 16 kHz mono, levelled by dynaudnorm so that a quiet voice still reads as a voice. */
export const SPEECH_PCM_FILTERS = `aresample=${SPEECH_SAMPLE_RATE},aformat=channel_layouts=mono,dynaudnorm=f=150:g=15:m=30,aformat=sample_fmts=s16`;

/** The signalstats keys read: one print filter each, not the two dozen keys of every frame. */
const STATS_KEYS = ['YAVG', 'SATAVG', 'YHIGH', 'YLOW'];

/**
 * One decoding of the whole video feeds every measure. The picture is brought down early to 10 fps
 * and 360 px high, then split: signalstats, blackdetect, freezedetect and cropdetect on one branch,
 * the scene score on another (select keeps only the frames above 0.3), sampled grey frames on the
 * third. The sound goes through ebur128 and silencedetect, then out as 16 kHz mono PCM, levelled by
 * dynaudnorm so that a quiet voice still reads as a voice.
 */
export function filterPassArgs(input: FilterPassInput, width: number, grayFile: string, pcmFile: string | null): string[] {
  const stats = STATS_KEYS.map((key) => `metadata=mode=print:key=lavfi.signalstats.${key}`).join(',');
  const video = [
    `[0:V:0]fps=${ANALYSIS_FPS},scale=${width}:${ANALYSIS_HEIGHT}:flags=area,setsar=1,format=yuv420p,split=3[stats][scenes][sharp]`,
    `[stats]signalstats,${stats},blackdetect=d=0.1:pic_th=0.98:pix_th=0.10,freezedetect=n=0.001:d=1,cropdetect=limit=24:round=2:reset=0,nullsink`,
    `[scenes]select='gt(scene,0.3)',metadata=mode=print:key=lavfi.scene_score,nullsink`,
    `[sharp]${sharpnessSelect(input.durationSeconds)},format=gray[gray]`,
  ];
  const audio = pcmFile ? [`[0:a:0]ebur128=peak=true:framelog=verbose,silencedetect=noise=-50dB:d=0.5,${SPEECH_PCM_FILTERS}[pcm]`] : [];
  const args = ['-hide_banner', '-nostats', '-loglevel', 'info', '-y', '-i', input.file, '-filter_complex', [...video, ...audio].join(';')];
  // Without vfr, a raw output is filled to a constant rate: the 2-s samples would be written 20 times each.
  args.push('-vsync', 'vfr', '-map', '[gray]', '-f', 'rawvideo', '-pix_fmt', 'gray', grayFile);
  if (pcmFile) args.push('-map', '[pcm]', '-f', 's16le', pcmFile);
  args.push('-progress', 'pipe:1');
  return args;
}

/** Runs the pass; `onProgress` gets the share of the video decoded so far (0–1). */
export async function runFilterPass(
  input: FilterPassInput,
  options: { timeoutMs: number; signal?: AbortSignal; onProgress?: (fraction: number) => void },
): Promise<FilterPassResult> {
  const width = analysisWidthOf(input.aspectRatio);
  const grayFile = join(input.workDir, 'sharpness.gray');
  const pcmFile = input.hasAudio ? join(input.workDir, 'speech.pcm') : null;
  const parser = createFilterLogParser();
  await runTool(mediaTools().ffmpeg, filterPassArgs(input, width, grayFile, pcmFile), {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    onStderrLine: parser.push,
    onStdoutLine: (line) => {
      const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (match && options.onProgress && input.durationSeconds > 0) options.onProgress(Math.min(1, Number(match[1]) / 1e6 / input.durationSeconds));
    },
  });
  return { ...parser.result(input.durationSeconds), grayFile, analysisWidth: width, pcmFile };
}
