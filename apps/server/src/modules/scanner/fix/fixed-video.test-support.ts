import { stat } from 'node:fs/promises';
import type { VideoMeasurements } from '@publia/shared';
import { isFaststart } from '../measure/faststart.ts';
import { probeVideo, type FfprobeOutput } from '../measure/probe.ts';
import { mediaTools } from '../tools/binaries.ts';
import { runTool } from '../tools/run-tool.ts';
import { measurementsOf } from './measurements.test-support.ts';

const TIMEOUT_MS = 60_000;

/** ffprobe's view of a file: its streams and its format. */
export async function probeJson(file: string): Promise<FfprobeOutput & { format: { duration?: string; format_name?: string } }> {
  const { stdout } = await runTool(mediaTools().ffprobe, ['-v', 'error', '-of', 'json', '-show_streams', '-show_format', file], { timeoutMs: TIMEOUT_MS });
  return JSON.parse(stdout.toString('utf8')) as FfprobeOutput & { format: { duration?: string } };
}

const summaryValue = (stderr: string, label: RegExp): number | null => {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const match = label.exec(summary);
  return match ? Number(match[1]) : null;
};

/** EBU R128 as ffmpeg's ebur128 filter measures it (integrated, true peak, range). */
export async function loudnessOf(file: string): Promise<NonNullable<VideoMeasurements['loudness']>> {
  const { stderr } = await runTool(mediaTools().ffmpeg, ['-hide_banner', '-nostats', '-i', file, '-map', '0:a:0', '-af', 'ebur128=peak=true', '-f', 'null', '-'], {
    timeoutMs: TIMEOUT_MS,
  });
  return {
    integratedLufs: summaryValue(stderr, /I:\s+(-?[\d.]+) LUFS/),
    truePeakDbtp: summaryValue(stderr, /Peak:\s+(-?[\d.]+) dBFS/),
    rangeLu: summaryValue(stderr, /LRA:\s+(-?[\d.]+) LU/),
  };
}

/**
 * The measurements a fix reads, taken from a real file: header, index position and loudness; what
 * a fix does not read (pictures, speech, text) keeps the factory's values.
 */
export async function measuredFile(file: string, mimeType: string): Promise<VideoMeasurements> {
  const probed = await probeVideo(file, TIMEOUT_MS);
  const { size } = await stat(file);
  const base = measurementsOf();
  return {
    ...base,
    ...probed,
    mimeType,
    sizeBytes: size,
    faststart: mimeType === 'video/webm' ? null : await isFaststart(file),
    loudness: probed.audio ? await loudnessOf(file) : null,
    speech: probed.audio ? base.speech : null,
  };
}
