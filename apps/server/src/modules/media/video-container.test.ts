import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { mp4Video, multipart, oggPage, oggVideo, webmVideo } from './samples.test-support.ts';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://publia.exemple.fr' });
  visitor = await registerVisitor(t.app);
});
afterAll(async () => t?.close());

const upload = (bytes: Buffer, fields: Record<string, string> = { kind: 'video' }) => {
  const body = multipart({ bytes, name: 'clip.mp4', type: 'video/mp4' }, fields);
  return t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
};
const countRows = async () => (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from media`))[0]?.n;
const storedFiles = () => {
  const root = path.join(t.dataDir, 'media');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')).length : 0;
};

/** Bytes that look like nothing: what follows a forged header. */
const garbage = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7919 + 13) % 251));

describe('a video is stored only when it is one', () => {
  it('refuses bytes that only begin like a video, with the format message, and keeps nothing', async () => {
    const mp4 = mp4Video({ width: 640, height: 360, seconds: 4 });
    const ftyp = mp4.subarray(0, 24);
    const moovAt = mp4.indexOf('moov', 0, 'latin1') - 4;
    const audioOnly = Buffer.from(mp4.toString('latin1').replace('vide', 'soun'), 'latin1');
    const forged: [string, Buffer][] = [
      ['ftyp then garbage', Buffer.concat([ftyp, garbage(20_000)])],
      ['MP4 cut before its moov', mp4.subarray(0, moovAt)],
      ['MP4 cut inside its moov', mp4.subarray(0, moovAt + 40)],
      ['MP4 without a video track', audioOnly],
      ['QuickTime mdat alone', Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('mdat', 'latin1'), garbage(8)])],
      ['WebM header then garbage', Buffer.concat([webmVideo({ width: 10, height: 10, seconds: 1 }).subarray(0, 40), garbage(5000)])],
      ['Ogg without Theora', oggPage(3, 0n, Buffer.from('\x01vorbis', 'latin1'))],
    ];
    const [rows, files] = [await countRows(), storedFiles()];
    for (const [name, bytes] of forged) {
      for (const fields of [{ kind: 'video' }, {}] as Record<string, string>[]) {
        const response = await upload(bytes, fields);
        expect(response.statusCode, name).toBe(400);
        expect(response.json(), name).toMatchObject({
          code: 'media.invalidVideo',
          field: 'file',
          message: 'Format de vidéo non valide. Formats acceptés: MP4, WebM, OGG, QuickTime.',
        });
      }
    }
    expect([await countRows(), storedFiles()]).toEqual([rows, files]);
  });

  it('takes real containers: MP4, QuickTime, WebM, Ogg Theora, and live recordings', async () => {
    const cases: [Buffer, string, number, number, number | null][] = [
      [mp4Video({ width: 1080, height: 1920, seconds: 12.5 }), 'video/mp4', 1080, 1920, 12.5],
      [mp4Video({ width: 1920, height: 1080, seconds: 3, brand: 'qt  ' }), 'video/quicktime', 1920, 1080, 3],
      [mp4Video({ width: 720, height: 1280, seconds: 5, fragmented: true }), 'video/mp4', 720, 1280, null],
      [webmVideo({ width: 640, height: 360, seconds: 7.25 }), 'video/webm', 640, 360, 7.25],
      [webmVideo({ width: 640, height: 480, seconds: 2, live: true }), 'video/webm', 640, 480, null],
      [oggVideo({ width: 320, height: 240, fps: 25, frames: 250 }), 'video/ogg', 320, 240, 10],
    ];
    for (const [bytes, mimeType, width, height, durationSeconds] of cases) {
      const response = await upload(bytes);
      expect(response.statusCode, mimeType).toBe(201);
      expect(response.json().data, mimeType).toMatchObject({ kind: 'video', mimeType, width, height, durationSeconds, sizeBytes: bytes.length });
    }
  });
});
