import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '../test-videos.test-support.ts';
import { mediaTools } from '../tools/binaries.ts';
import { runTool } from '../tools/run-tool.ts';
import { createOcrReader } from './ocr.ts';

let dir: string;
let frame: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'publia-ocr-'));
  const video = await makeTestVideo(dir, { width: 640, height: 360, durationSeconds: 1, audio: 'none', burnedText: 'Bonjour Publia' });
  frame = (await runTool(mediaTools().ffmpeg, ['-loglevel', 'error', '-i', video, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'], { timeoutMs: 30_000 })).stdout;
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('the OCR reader', () => {
  it('reads a caption, stops its worker when idle, and starts it again at the next read', async () => {
    const reader = createOcrReader({ cacheDir: path.join(dir, 'ocr'), idleStopMs: 50 });
    try {
      expect((await reader.read(frame)).text).toContain('Bonjour');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await reader.read(frame)).text).toContain('Publia');
    } finally {
      await reader.close();
    }
  });
});
