import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '../test-videos.test-support.ts';
import { mediaTools } from '../tools/binaries.ts';
import { runTool } from '../tools/run-tool.ts';
import { sharpnessOf } from './sharpness.ts';

const WIDTH = 202;
const HEIGHT = 360;
let dir: string;
let video: string;

/** Three grey frames of the video as the filter pass samples them, through an extra filter. */
async function greyFrames(filter: string): Promise<Uint8Array> {
  const { stdout } = await runTool(
    mediaTools().ffmpeg,
    ['-v', 'error', '-i', video, '-vf', `scale=${WIDTH}:${HEIGHT}:flags=area,${filter},format=gray`, '-frames:v', '3', '-f', 'rawvideo', '-'],
    { timeoutMs: 20_000 },
  );
  return stdout;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publia-sharpness-test-'));
  video = await makeTestVideo(dir, { durationSeconds: 1, audio: 'none' });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sharpnessOf', () => {
  it('rates a blurred picture far below the same picture in focus', async () => {
    const sharp = sharpnessOf(await greyFrames('null'), WIDTH, HEIGHT);
    const blurred = sharpnessOf(await greyFrames('boxblur=4:1'), WIDTH, HEIGHT);
    expect(sharp).toBeGreaterThan(100);
    expect(blurred).toBeLessThan(sharp / 4);
  });

  it('does not count plain frames (black) for or against the focus', async () => {
    const black = sharpnessOf(await greyFrames('lutyuv=y=16'), WIDTH, HEIGHT);
    expect(black).toBe(0);
    const frames = await greyFrames('null');
    const mixed = new Uint8Array(frames.length + WIDTH * HEIGHT);
    mixed.set(frames);
    mixed.fill(16, frames.length);
    expect(sharpnessOf(mixed, WIDTH, HEIGHT)).toBeCloseTo(sharpnessOf(frames, WIDTH, HEIGHT), 0);
  });
});
