import { readdir, readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoMeasurements } from '@publia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo, type TestVideoSpec } from '../test-videos.test-support.ts';
import { mediaTools } from '../tools/binaries.ts';
import { runTool, ToolTimeout } from '../tools/run-tool.ts';
import { subtitlesScore } from '../scoring/subtitles.ts';
import { measureVideo } from './measure-video.ts';
import { createOcrReader, type OcrReader } from './ocr.ts';

const SPECS = {
  /** A vertical talking video with a French caption. */
  captioned: { burnedText: 'Bonjour Publia' },
  /** Horizontal, silent, three shots. */
  wide: { width: 640, height: 360, durationSeconds: 6, audio: 'none', scenes: 3 },
  /** Opens on black and silence, then speaks softly. */
  slowStart: { durationSeconds: 5, blackOpeningSeconds: 1, silentOpeningSeconds: 1.5, volumeDb: -25 },
  /** A still picture over a loud voice, index at the end of the file. */
  loudStill: { frozen: true, volumeDb: 12, faststart: false },
  /** A hum instead of a voice, in a QuickTime file. */
  hum: { audio: 'tone', container: 'mov', videoCodec: 'mpeg4' },
  webm: { container: 'webm' },
  /** A pure 300 Hz tone, in the voice band, over five seconds of one shot. */
  tone: { audio: 'tone', toneHz: 300, durationSeconds: 5 },
} satisfies Record<string, TestVideoSpec>;
type Name = keyof typeof SPECS;

let dir: string;
let ocr: OcrReader;
const files = {} as Record<Name, string>;
const measured = new Map<Name, Promise<VideoMeasurements>>();

/** Each video is measured once, by the first test that needs it. */
function measure(name: Name): Promise<VideoMeasurements> {
  let result = measured.get(name);
  if (!result) {
    const file = files[name];
    result = stat(file).then(({ size }) => measureVideo(file, { mimeType: name === 'webm' ? 'video/webm' : 'video/mp4', sizeBytes: size, timeoutMs: 60_000, ocr }));
    measured.set(name, result);
  }
  return result;
}

/** Processes whose command line names the file (ffmpeg or ffprobe still running on it). */
async function processesOn(file: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes(file)) found.push(Number(entry));
  }
  return found;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publia-measure-test-'));
  ocr = createOcrReader({ cacheDir: join(dir, 'ocr') });
  // Two at a time: each ffmpeg already uses both cores.
  const names = Object.keys(SPECS) as Name[];
  for (let index = 0; index < names.length; index += 2) {
    await Promise.all(
      names.slice(index, index + 2).map(async (name) => {
        files[name] = await makeTestVideo(dir, SPECS[name]);
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  await ocr.close();
  await rm(dir, { recursive: true, force: true });
});

describe('measureVideo', () => {
  it('measures a vertical talking video with a caption', async () => {
    const m = await measure('captioned');
    expect(m.video).toMatchObject({ width: 320, height: 568, codec: 'h264', frameRate: 30 });
    expect(m.video.aspectRatio).toBeCloseTo(0.563, 2);
    expect(m.durationSeconds).toBeCloseTo(4, 0);
    expect(m.faststart).toBe(true);
    expect(m.audio).toMatchObject({ codec: 'aac', sampleRate: 48_000, channels: 2 });
    expect(m.loudness?.integratedLufs).toBeGreaterThan(-24);
    expect(m.loudness?.integratedLufs).toBeLessThan(-16);
    expect(m.speech?.ratio).toBeGreaterThan(0.6);
    expect(m.speech?.firstSpeechSeconds).toBeLessThan(0.5);
    expect(m.silences).toEqual([]);
    expect(m.blackSpans).toEqual([]);
    expect(m.frozenSpans).toEqual([]);
    expect(m.sceneCuts).toEqual([]);
    expect(m.letterbox).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
    expect(m.picture.sharpness).toBeGreaterThan(100);
    expect(m.picture.brightness).toBeGreaterThan(60);
    // The caption is read, in French, from the first frames on.
    expect(m.text.words).toEqual(expect.arrayContaining(['Bonjour', 'Publia']));
    expect(m.text.framesWithText).toBeGreaterThanOrEqual(m.text.sampledFrames - 1);
    expect(m.text.firstTextSeconds).toBeLessThan(1);
  });

  it('measures a silent horizontal video with three shots', async () => {
    const m = await measure('wide');
    expect(m.video).toMatchObject({ width: 640, height: 360 });
    expect(m.video.aspectRatio).toBeCloseTo(16 / 9, 2);
    expect(m.audio).toBeNull();
    expect(m.loudness).toBeNull();
    expect(m.speech).toBeNull();
    expect(m.silences).toEqual([]);
    expect(m.sceneCuts).toHaveLength(2);
    expect(m.sceneCuts[0]).toBeCloseTo(2, 0);
    expect(m.sceneCuts[1]).toBeCloseTo(4, 0);
    // The test pattern's clock is digits, not words.
    expect(m.text.words).toEqual([]);
    expect(m.text.framesWithText).toBe(0);
    expect(m.text.firstTextSeconds).toBeNull();
  });

  it('finds the black and silent opening of a quiet video', async () => {
    const [quiet, normal] = await Promise.all([measure('slowStart'), measure('captioned')]);
    expect(quiet.blackSpans).toHaveLength(1);
    expect(quiet.blackSpans[0]?.start).toBe(0);
    expect(quiet.blackSpans[0]?.end).toBeCloseTo(1, 0);
    expect(quiet.silences[0]?.start).toBe(0);
    expect(quiet.silences[0]?.end).toBeGreaterThan(1.4);
    expect(quiet.silences[0]?.end).toBeLessThan(1.8);
    expect(quiet.speech?.firstSpeechSeconds).toBeGreaterThan(1.4);
    // The voice is 25 dB quieter than the captioned video's, and still heard as a voice.
    const difference = (normal.loudness?.integratedLufs ?? 0) - (quiet.loudness?.integratedLufs ?? 0);
    expect(difference).toBeGreaterThan(20);
    expect(difference).toBeLessThan(30);
    expect(quiet.speech?.ratio).toBeGreaterThan(0.4);
  });

  it('finds a still picture, a loud voice and an index at the end of the file', async () => {
    const [still, normal] = await Promise.all([measure('loudStill'), measure('captioned')]);
    expect(still.frozenSpans).toHaveLength(1);
    expect(still.frozenSpans[0]?.start).toBeLessThan(0.5);
    expect(still.frozenSpans[0]?.end).toBeCloseTo(4, 0);
    expect(still.loudness?.integratedLufs).toBeGreaterThan((normal.loudness?.integratedLufs ?? 0) + 8);
    expect(still.loudness?.truePeakDbtp).toBeGreaterThan(-1);
    expect(still.faststart).toBe(false);
  });

  it('measures the bars around a landscape picture put in a vertical frame', async () => {
    const file = join(dir, 'bars.mp4');
    // 320×180 in the middle of 320×568: 194 px of black above and below.
    await runTool(
      mediaTools().ffmpeg,
      ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:d=2', '-vf', 'pad=320:568:0:194', '-c:v', 'libx264', '-preset', 'ultrafast', file],
      { timeoutMs: 30_000 },
    );
    const m = await measureVideo(file, { mimeType: 'video/mp4', sizeBytes: 1, timeoutMs: 60_000, ocr });
    expect(m.letterbox.left).toBe(0);
    expect(m.letterbox.right).toBe(0);
    expect(m.letterbox.top).toBeGreaterThan(185);
    expect(m.letterbox.top).toBeLessThan(203);
    expect(m.letterbox.bottom).toBeGreaterThan(185);
    expect(m.letterbox.bottom).toBeLessThan(203);
  });

  it('hears a hum as no voice', async () => {
    const m = await measure('hum');
    expect(m.container).toContain('mov');
    expect(m.video.codec).toBe('mpeg4');
    expect(m.speech?.ratio).toBeLessThan(0.2);
    expect(m.silences).toEqual([]);
  });

  it('hears a tone in the voice band as no voice, so that nothing is asked to be subtitled', async () => {
    const m = await measure('tone');
    expect(m.speech).toEqual({ ratio: 0, firstSpeechSeconds: null });
    const subtitles = subtitlesScore(m);
    expect(subtitles.feedback[0]?.key).toMatch(/^scanner\.feedback\.subtitles\.noSpeech/);
    expect(subtitles.score).toBe(subtitlesScore({ ...m, audio: null, speech: null }).score);
  });

  it('measures a WebM video, which has no MP4 index', async () => {
    const m = await measure('webm');
    expect(m.container).toContain('webm');
    expect(m.mimeType).toBe('video/webm');
    expect(m.faststart).toBeNull();
    expect(m.video.codec).toBe('vp8');
    expect(m.audio?.codec).toBe('vorbis');
    expect(m.speech?.ratio).toBeGreaterThan(0.6);
  });

  it('reports its progress by stage, up to 95 %', async () => {
    const seen: { stage: string; percent: number }[] = [];
    await measureVideo(files.captioned, { mimeType: 'video/mp4', sizeBytes: 1, timeoutMs: 60_000, ocr, onProgress: (stage, percent) => seen.push({ stage, percent }) });
    expect(seen[0]).toEqual({ stage: 'probe', percent: 0 });
    expect(seen.at(-1)).toEqual({ stage: 'text', percent: 95 });
    const percents = seen.map(({ percent }) => percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('stops at its time limit and leaves no ffmpeg running', async () => {
    const file = files.wide;
    await expect(measureVideo(file, { mimeType: 'video/mp4', sizeBytes: 1, timeoutMs: 150, ocr })).rejects.toBeInstanceOf(ToolTimeout);
    expect(await processesOn(file)).toEqual([]);
  });
});
