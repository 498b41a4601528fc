import { SCANNER_LIMITS, type VideoMeasurements } from '@publia/shared';
import { mediaTools } from '../tools/binaries.ts';
import { runTool, ToolFailed } from '../tools/run-tool.ts';
import { isFaststart } from './faststart.ts';
import { formatDurationFr } from './format-duration.ts';
import { ScannerInputError } from './input-error.ts';
import { unreadableKey } from './unreadable-detail.ts';

export { ScannerInputError } from './input-error.ts';

/** What the header says, before any frame is decoded. */
export type ProbedVideo = Pick<VideoMeasurements, 'container' | 'durationSeconds' | 'bitrateKbps' | 'video' | 'audio' | 'subtitleStreams'>;

/** The part of ffprobe's `-show_format -show_streams` JSON that is read. */
export interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  bit_rate?: string;
  sample_rate?: string;
  channels?: number;
  duration?: string;
  nb_frames?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}
export interface FfprobeOutput {
  format?: { format_name?: string; duration?: string; bit_rate?: string; size?: string };
  streams?: FfprobeStream[];
}

const number = (value: string | number | undefined): number | null => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : null;
};
const kbps = (bitsPerSecond: string | undefined) => {
  const value = number(bitsPerSecond);
  return value !== null && value > 0 ? Math.round(value / 1000) : null;
};

/** « 30000/1001 » → 29.97; « 0/0 » → null. */
export function frameRateOf(ratio: string | undefined): number | null {
  const [num, den] = (ratio ?? '').split('/').map(Number);
  if (!num || !den || !Number.isFinite(num / den)) return null;
  return Math.round((num / den) * 1000) / 1000;
}

/** A phone films sideways and records a rotation: the displayed picture is the coded one turned. */
function rotationOf(stream: FfprobeStream): number {
  const matrix = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  const rotation = matrix ?? number(stream.tags?.rotate) ?? 0;
  return ((Math.round(rotation) % 360) + 360) % 360;
}

/** The header's facts as the measurements hold them; null duration when the header has none. */
export function probedVideoOf(json: FfprobeOutput): (Omit<ProbedVideo, 'durationSeconds'> & { durationSeconds: number | null; frameCount: number | null }) | null {
  const streams = json.streams ?? [];
  // A cover picture (MP4 artwork) is a video stream too, but not the video.
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!video) return null;
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const turned = rotationOf(video) % 180 === 90;
  const width = (turned ? video.height : video.width) ?? 0;
  const height = (turned ? video.width : video.height) ?? 0;
  const duration = number(json.format?.duration) ?? number(video.duration);
  return {
    container: json.format?.format_name ?? 'inconnu',
    durationSeconds: duration,
    frameCount: number(video.nb_frames),
    bitrateKbps: kbps(json.format?.bit_rate),
    video: {
      codec: video.codec_name ?? 'inconnu',
      profile: video.profile ?? null,
      pixelFormat: video.pix_fmt ?? null,
      width,
      height,
      aspectRatio: height > 0 ? Math.round((width / height) * 10_000) / 10_000 : 0,
      frameRate: frameRateOf(video.avg_frame_rate) ?? frameRateOf(video.r_frame_rate) ?? 0,
      bitrateKbps: kbps(video.bit_rate),
    },
    audio: audio
      ? {
          codec: audio.codec_name ?? 'inconnu',
          sampleRate: Math.round(number(audio.sample_rate) ?? 0),
          channels: audio.channels ?? 0,
          bitrateKbps: kbps(audio.bit_rate),
        }
      : null,
    subtitleStreams: streams.filter((stream) => stream.codec_type === 'subtitle').length,
  };
}

/**
 * A header without a duration (a WebM recorded in a browser): the packets are read to the end without
 * decoding anything — the file's last timestamp is its duration.
 */
async function durationByDemuxing(file: string, timeoutMs: number): Promise<number | null> {
  let last: number | null = null;
  await runTool(mediaTools().ffmpeg, ['-hide_banner', '-nostats', '-v', 'error', '-i', file, '-map', '0:v:0', '-c', 'copy', '-f', 'null', '-progress', 'pipe:1', '-'], {
    timeoutMs,
    onStdoutLine: (line) => {
      const match = /^out_time_ms=(\d+)/.exec(line);
      if (match) last = Number(match[1]) / 1_000_000;
    },
  });
  return last;
}

/** The end of the last frame: its start, read by demuxing, plus one frame. */
async function lastFrameEnd(file: string, frameRate: number, timeoutMs: number): Promise<number | null> {
  const lastStart = await durationByDemuxing(file, timeoutMs);
  return lastStart === null ? null : Math.round((lastStart + (frameRate > 0 ? 1 / frameRate : 0)) * 1000) / 1000;
}

/** Header facts only (fast, no decoding): refuses what cannot be analysed with a ScannerInputError. */
export async function probeVideo(file: string, timeoutMs: number): Promise<ProbedVideo> {
  const started = performance.now();
  let json: FfprobeOutput;
  // Every line is kept: the cause (« moov atom not found ») comes before the last one.
  const said: string[] = [];
  try {
    const args = ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file];
    const { stdout } = await runTool(mediaTools().ffprobe, args, { timeoutMs, onStderrLine: (line) => said.length < 200 && said.push(line) });
    json = JSON.parse(stdout.toString('utf8')) as FfprobeOutput;
  } catch (error) {
    if (!(error instanceof ToolFailed)) throw error;
    // ffprobe takes a text file named .mp4 for an MP4 without index: the boxes tell them apart.
    const isoMedia = (await isFaststart(file).catch(() => null)) !== null;
    throw new ScannerInputError(unreadableKey(said.join('\n') || error.detail, { isoMedia }));
  }
  const probed = probedVideoOf(json);
  if (!probed) {
    // A container that reads well but holds no track at all is an empty recording, not a damaged file.
    if (!json.streams?.length) throw new ScannerInputError('scanner.error.empty');
    throw new ScannerInputError('scanner.error.noPicture');
  }
  const { frameCount, ...facts } = probed;
  const durationSeconds = facts.durationSeconds ?? (await lastFrameEnd(file, facts.video.frameRate, Math.max(1, timeoutMs - (performance.now() - started))));
  if (durationSeconds === null || durationSeconds <= 0 || frameCount === 0 || facts.video.width <= 0 || facts.video.height <= 0) {
    throw new ScannerInputError('scanner.error.empty');
  }
  if (durationSeconds > SCANNER_LIMITS.maxDurationSeconds) {
    throw new ScannerInputError('scanner.error.tooLong', {
      duration: formatDurationFr(durationSeconds),
      max: formatDurationFr(SCANNER_LIMITS.maxDurationSeconds),
    });
  }
  // A header without a bitrate (a WebM recorded live) still has a size: the mean bitrate follows.
  const size = number(json.format?.size);
  const bitrateKbps = facts.bitrateKbps ?? (size ? Math.round((size * 8) / durationSeconds / 1000) : null);
  return { ...facts, durationSeconds, bitrateKbps };
}
