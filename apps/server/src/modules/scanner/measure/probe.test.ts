import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '../test-videos.test-support.ts';
import { mediaTools } from '../tools/binaries.ts';
import { runTool, ToolTimeout } from '../tools/run-tool.ts';
import { isFaststart } from './faststart.ts';
import { formatDurationFr } from './format-duration.ts';
import { probeVideo, ScannerInputError } from './probe.ts';

let dir: string;
const ffmpeg = (...args: string[]) => runTool(mediaTools().ffmpeg, ['-hide_banner', '-v', 'error', '-y', ...args], { timeoutMs: 30_000 });

/** The refusal a probe ends with (key and values), or the error itself when it is not one. */
async function refusal(file: string): Promise<{ key: string; params: Record<string, string | number> }> {
  const error = await probeVideo(file, 10_000).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ScannerInputError)) throw new Error(`refus attendu, obtenu ${String(error)}`);
  return { key: error.key, params: error.params };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publia-probe-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('probeVideo', () => {
  it('reads a vertical and a horizontal video as displayed', async () => {
    const [vertical, horizontal] = await Promise.all([
      makeTestVideo(dir, { durationSeconds: 2, audio: 'none' }),
      makeTestVideo(dir, { width: 640, height: 360, durationSeconds: 2, fps: 25, audioSampleRate: 44_100 }),
    ]);
    const tall = await probeVideo(vertical, 10_000);
    expect(tall.video).toMatchObject({ codec: 'h264', width: 320, height: 568, frameRate: 30, pixelFormat: 'yuv420p' });
    expect(tall.video.aspectRatio).toBeCloseTo(320 / 568, 3);
    expect(tall.durationSeconds).toBeCloseTo(2, 1);
    expect(tall.audio).toBeNull();
    expect(tall.container).toContain('mp4');
    const wide = await probeVideo(horizontal, 10_000);
    expect(wide.video).toMatchObject({ width: 640, height: 360, frameRate: 25 });
    expect(wide.video.aspectRatio).toBeCloseTo(16 / 9, 3);
    expect(wide.audio).toMatchObject({ codec: 'aac', sampleRate: 44_100, channels: 2 });
    expect(wide.bitrateKbps).toBeGreaterThan(0);
  });

  it('turns the picture of a phone video filmed sideways (rotation in the header)', async () => {
    const coded = join(dir, 'coded.mp4');
    const file = join(dir, 'sideways.mp4');
    await ffmpeg('-f', 'lavfi', '-i', 'testsrc2=s=128x64:d=1', '-c:v', 'libx264', '-preset', 'ultrafast', coded);
    // This ffmpeg writes the rotation into the header when it copies the stream, not when it encodes.
    await ffmpeg('-i', coded, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', file);
    const probed = await probeVideo(file, 10_000);
    expect(probed.video).toMatchObject({ width: 64, height: 128 });
    expect(probed.video.aspectRatio).toBe(0.5);
  });

  it('finds the duration of a WebM recorded live, whose header has none', async () => {
    const file = join(dir, 'live.webm');
    await ffmpeg('-f', 'lavfi', '-i', 'testsrc2=s=160x284:r=25:d=3', '-c:v', 'libvpx', '-deadline', 'realtime', '-live', '1', '-f', 'webm', file);
    const probed = await probeVideo(file, 10_000);
    expect(probed.durationSeconds).toBeCloseTo(3, 1);
    expect(probed.bitrateKbps).toBeGreaterThan(0);
    expect(probed.video).toMatchObject({ codec: 'vp8', width: 160, height: 284 });
  });

  it('refuses a text file named .mp4 as unreadable', async () => {
    const file = join(dir, 'notes.mp4');
    await writeFile(file, 'Ceci est un texte, pas une vidéo.\n'.repeat(20));
    expect(await refusal(file)).toEqual({ key: 'scanner.error.unreadableFormat', params: {} });
  });

  it('refuses an MP4 cut in half whose index was at the end, naming the missing index', async () => {
    const whole = await makeTestVideo(dir, { durationSeconds: 2, faststart: false });
    const bytes = await readFile(whole);
    const file = join(dir, 'cut.mp4');
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refusal(file)).toEqual({ key: 'scanner.error.unreadableMoov', params: {} });
  });

  it('refuses a sound file without picture', async () => {
    const file = join(dir, 'voice.m4a');
    await ffmpeg('-f', 'lavfi', '-i', 'sine=f=200:d=1', '-c:a', 'aac', file);
    expect(await refusal(file)).toEqual({ key: 'scanner.error.noPicture', params: {} });
  });

  it('refuses a recording of 0 second', async () => {
    const file = join(dir, 'zero.mp4');
    await ffmpeg('-f', 'lavfi', '-i', 'testsrc2=s=64x64', '-frames:v', '0', '-c:v', 'libx264', file);
    expect(await refusal(file)).toEqual({ key: 'scanner.error.empty', params: {} });
  });

  it('refuses a 4-hour video from its header, without decoding it', async () => {
    const file = join(dir, 'four-hours.mp4');
    // One 16×16 frame a minute: a real 4-hour header in a few kilobytes.
    await ffmpeg('-f', 'lavfi', '-i', 'color=s=16x16:r=1/60:d=14400', '-c:v', 'libx264', '-preset', 'ultrafast', file);
    const started = Date.now();
    expect(await refusal(file)).toEqual({ key: 'scanner.error.tooLong', params: { duration: '4 h 00 min', max: '30 min' } });
    // Decoding 4 hours would take minutes; reading a header takes milliseconds (a wide margin for a busy machine).
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops ffprobe at its time limit', async () => {
    const file = await makeTestVideo(dir, { durationSeconds: 2, audio: 'none' });
    await expect(probeVideo(file, 1)).rejects.toBeInstanceOf(ToolTimeout);
  });
});

describe('isFaststart', () => {
  it('tells whether the index comes before the data', async () => {
    const [first, last] = await Promise.all([
      makeTestVideo(dir, { durationSeconds: 2, audio: 'none' }),
      makeTestVideo(dir, { durationSeconds: 2, audio: 'none', faststart: false }),
    ]);
    expect(await isFaststart(first)).toBe(true);
    expect(await isFaststart(last)).toBe(false);
    const text = join(dir, 'text.mp4');
    await writeFile(text, 'pas une vidéo');
    expect(await isFaststart(text)).toBeNull();
  });
});

describe('formatDurationFr', () => {
  it('writes a duration as a French reader expects it', () => {
    expect(formatDurationFr(45)).toBe('45 s');
    expect(formatDurationFr(125)).toBe('2 min 05 s');
    expect(formatDurationFr(30 * 60)).toBe('30 min');
    expect(formatDurationFr(4 * 3600)).toBe('4 h 00 min');
    expect(formatDurationFr(3600 + 7 * 60 + 30)).toBe('1 h 07 min');
  });
});
