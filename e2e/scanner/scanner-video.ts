import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTestVideo, type TestVideoSpec } from '../../apps/server/src/modules/scanner/test-videos.test-support.ts';

/** The video the scanner's scenarios upload, made by the server suite's generator with the shipped ffmpeg. */
export async function scannerVideo(spec: TestVideoSpec = {}): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-e2e-scanner-'));
  // Horizontal, with a caption and a voice: Instagram's shape is not met, so its fix changes something to see.
  return makeTestVideo(dir, { width: 640, height: 360, durationSeconds: 6, scenes: 3, burnedText: 'Soldes de printemps', ...spec });
}
