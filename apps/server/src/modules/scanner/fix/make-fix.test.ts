import { access, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkVideo, NETWORK_LIMITS, SCANNER_TARGET_LOUDNESS_LUFS } from '@publia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFaststart } from '../measure/faststart.ts';
import { makeTestVideo } from '../test-videos.test-support.ts';
import { ToolTimeout } from '../tools/run-tool.ts';
import { loudnessOf, measuredFile, probeJson } from './fixed-video.test-support.ts';
import { makeFix } from './make-fix.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The processes still running whose command line names `text` (the fix's output file). */
async function processesNaming(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.includes(text)) found.push(pid);
  }
  return found;
}

const rate = (ratio: string | undefined) => {
  const [num, den] = (ratio ?? '0/1').split('/').map(Number);
  return num! / den!;
};

describe('makeFix', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'publia-fix-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('turns a quiet horizontal VP8 WebM into a 9:16 H.264/AAC MP4 for Instagram, index first, at −14 LUFS, which Instagram takes', async () => {
    const input = await makeTestVideo(dir, { width: 320, height: 180, container: 'webm', volumeDb: -25 });
    const measured = await measuredFile(input, 'video/webm');
    expect(measured.loudness?.integratedLufs).toBeLessThan(-30);
    const output = join(dir, 'instagram.mp4');
    const progress: number[] = [];
    const { changes, sizeBytes } = await makeFix(input, output, measured, 'instagram', { timeoutMs: 60_000, onProgress: (percent) => progress.push(percent) });

    const { format, streams = [] } = await probeJson(output);
    expect(format.format_name).toContain('mp4');
    const video = streams.find((stream) => stream.codec_type === 'video');
    const audio = streams.find((stream) => stream.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p' });
    // 1080×1920's shape, at the source's own resolution: 320 wide, never enlarged.
    expect({ width: video?.width, height: video?.height }).toEqual({ width: 320, height: 568 });
    expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    expect(await isFaststart(output)).toBe(true);
    const { integratedLufs } = await loudnessOf(output);
    expect(Math.abs((integratedLufs ?? 0) - SCANNER_TARGET_LOUDNESS_LUFS)).toBeLessThanOrEqual(1.5);

    expect(sizeBytes).toBe((await stat(output)).size);
    expect(changes.map((change) => change.key)).toEqual(expect.arrayContaining(['scanner.fix.padded', 'scanner.fix.loudness', 'scanner.fix.faststart']));
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(checkVideo(NETWORK_LIMITS.instagram, await measuredFile(output, 'video/mp4'))).toMatchObject({ accepted: true, failures: [] });
  });

  it('cuts a 150-s video to X’s 140 s at most, which X then takes', async () => {
    const input = await makeTestVideo(dir, { width: 96, height: 96, durationSeconds: 150, fps: 2, audio: 'none' });
    const output = join(dir, 'twitter.mp4');
    await makeFix(input, output, await measuredFile(input, 'video/mp4'), 'twitter', { timeoutMs: 60_000 });
    const { format, streams = [] } = await probeJson(output);
    expect(Number(format.duration)).toBeLessThanOrEqual(140);
    expect(Number(format.duration)).toBeGreaterThan(139);
    for (const stream of streams) expect(Number(stream.duration)).toBeLessThanOrEqual(140);
    expect(streams.some((stream) => stream.codec_type === 'audio')).toBe(false);
    expect(checkVideo(NETWORK_LIMITS.twitter, await measuredFile(output, 'video/mp4')).accepted).toBe(true);
  });

  it('gives Instagram a 60-fps video at 60 frames a second at most', async () => {
    const input = await makeTestVideo(dir, { fps: 60, durationSeconds: 3, audio: 'tone' });
    const output = join(dir, 'sixty.mp4');
    await makeFix(input, output, await measuredFile(input, 'video/mp4'), 'instagram', { timeoutMs: 60_000 });
    const video = (await probeJson(output)).streams?.find((stream) => stream.codec_type === 'video');
    expect(rate(video?.avg_frame_rate)).toBeGreaterThan(23);
    expect(rate(video?.avg_frame_rate)).toBeLessThanOrEqual(60);
    expect(rate(video?.r_frame_rate)).toBeLessThanOrEqual(60);
  });

  it('keeps a fix under a byte cap, and says it compressed it', async () => {
    const input = await makeTestVideo(dir, { durationSeconds: 8 });
    const maxBytes = 150_000;
    expect((await stat(input)).size).toBeGreaterThan(maxBytes);
    const output = join(dir, 'small.mp4');
    const { sizeBytes, changes } = await makeFix(input, output, await measuredFile(input, 'video/mp4'), 'instagram', { maxBytes, timeoutMs: 60_000 });
    expect(sizeBytes).toBeLessThanOrEqual(maxBytes);
    expect((await stat(output)).size).toBe(sizeBytes);
    expect(changes.map((change) => change.key)).toContain('scanner.fix.compressed');
  });

  it('leaves no partial file and no ffmpeg behind when stopped or out of time', async () => {
    const input = await makeTestVideo(dir, { width: 96, height: 96, durationSeconds: 150, fps: 2, audio: 'none' });
    const measured = await measuredFile(input, 'video/mp4');

    // Stopped once ffmpeg has begun writing: the partial file existed, and goes.
    const stopped = join(dir, 'stopped.mp4');
    const controller = new AbortController();
    const watch = setInterval(() => void exists(stopped).then((written) => written && controller.abort()), 5);
    const run = makeFix(input, stopped, measured, 'instagram', { timeoutMs: 60_000, signal: controller.signal });
    await expect(run).rejects.toBeInstanceOf(ToolTimeout);
    clearInterval(watch);
    expect(controller.signal.aborted).toBe(true);
    expect(await exists(stopped)).toBe(false);
    expect(await processesNaming(stopped)).toEqual([]);

    const late = join(dir, 'late.mp4');
    await expect(makeFix(input, late, measured, 'instagram', { timeoutMs: 50 })).rejects.toBeInstanceOf(ToolTimeout);
    expect(await exists(late)).toBe(false);
    expect(await processesNaming(late)).toEqual([]);
  });
});
