import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { mp4Video, multipart, noisyImage, solidImage, SVG_WITH_SCRIPT, webmVideo } from './samples.test-support.ts';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://publia.exemple.fr' });
  visitor = await registerVisitor(t.app);
});
afterAll(async () => t?.close());

const upload = (who: Visitor, file: Parameters<typeof multipart>[0], fields: Record<string, string> = {}, url = '/api/media') => {
  const body = multipart(file, fields);
  return t.app.inject({ method: 'POST', url, headers: { ...withSession(who), ...body.headers }, payload: body.payload });
};

const countRows = async () => (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from media`))[0]?.n;
const storedFiles = () => {
  const root = path.join(t.dataDir, 'media');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')).length : 0;
};

describe('POST /api/media', () => {
  it('stores a photo, measures it and serves it at its public URL', async () => {
    const png = await noisyImage(64, 48, 'png');
    const response = await upload(visitor, { bytes: png, name: 'vacances.png', type: 'image/png' }, { kind: 'image' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Image téléversée avec succès',
      data: { kind: 'image', mimeType: 'image/png', width: 64, height: 48, sizeBytes: png.length, filter: 'original', sourceId: null, durationSeconds: null },
    });
    expect(body.data.url).toMatch(new RegExp(`^https://publia\\.exemple\\.fr/media/${visitor.workspaceId}/[0-9a-f-]{36}\\.png$`));

    const served = await t.app.inject({ method: 'GET', url: new URL(body.data.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(png)).toBe(true);

    const read = await t.app.inject({ method: 'GET', url: `/api/media/${body.data.id}`, headers: withSession(visitor) });
    expect(read.json().data).toEqual(body.data);
  });

  it('decides the type from the bytes, whatever the name and the browser say', async () => {
    const cases: [Buffer, string, string, string][] = [
      [await noisyImage(20, 10, 'jpeg'), 'photo.png', 'image/png', 'image/jpeg'],
      [await noisyImage(20, 10, 'gif'), 'photo.jpg', 'image/jpeg', 'image/gif'],
      [await noisyImage(20, 10, 'webp'), 'photo.gif', 'image/gif', 'image/webp'],
    ];
    for (const [bytes, name, claimed, actual] of cases) {
      const response = await upload(visitor, { bytes, name, type: claimed }, { kind: 'image' });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ mimeType: actual, width: 20, height: 10 });
    }
  });

  it('refuses a PNG named .mp4 and claimed as a video on the video tab, and keeps nothing', async () => {
    const rows = await countRows();
    const files = storedFiles();
    const png = await solidImage(8, 8, [10, 20, 30]);
    const response = await upload(visitor, { bytes: png, name: 'clip.mp4', type: 'video/mp4' }, {}, '/api/media?kind=video');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'media.invalidVideo',
      field: 'file',
      message: 'Format de vidéo non valide. Formats acceptés: MP4, WebM, OGG, QuickTime.',
    });
    expect(await countRows()).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it('refuses a video on the photo tab, and unknown bytes without a tab', async () => {
    const video = await upload(visitor, { bytes: mp4Video({ width: 320, height: 240, seconds: 2 }), type: 'image/jpeg' }, { kind: 'image' });
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toBe("Format d'image non valide. Formats acceptés: JPEG, PNG, GIF, WebP, SVG.");
    const text = await upload(visitor, { bytes: Buffer.from('bonjour, ceci est un texte'), name: 'photo.jpg', type: 'image/jpeg' });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('media.invalidType');
  });

  it("answers a corrupt photo with « Erreur lors de la lecture de l'image »", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]);
    const response = await upload(visitor, { bytes: broken, type: 'image/jpeg' }, { kind: 'image' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Erreur lors de la lecture de l'image");
  });

  it('records duration and dimensions of MP4, QuickTime and WebM videos', async () => {
    const cases: [Buffer, string, number, number, number][] = [
      [mp4Video({ width: 1080, height: 1920, seconds: 12.5 }), 'video/mp4', 1080, 1920, 12.5],
      [mp4Video({ width: 1920, height: 1080, seconds: 3, brand: 'qt  ', quarterTurn: true }), 'video/quicktime', 1080, 1920, 3],
      [webmVideo({ width: 640, height: 360, seconds: 7.25 }), 'video/webm', 640, 360, 7.25],
    ];
    for (const [bytes, mimeType, width, height, seconds] of cases) {
      const response = await upload(visitor, { bytes, type: 'application/octet-stream' }, { kind: 'video' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBeUndefined();
      expect(body.data).toMatchObject({ kind: 'video', mimeType, width, height, durationSeconds: seconds, sizeBytes: bytes.length });
      const served = await t.app.inject({ method: 'GET', url: new URL(body.data.url).pathname });
      expect(served.headers['content-type']).toBe(mimeType);
    }
  });

  it('serves byte ranges of a video, as players and networks ask for them', async () => {
    const bytes = mp4Video({ width: 320, height: 240, seconds: 4 });
    const url = new URL((await upload(visitor, { bytes }, { kind: 'video' })).json().data.url).pathname;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect(part.body).toBe('ftypisom');
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(bytes.subarray(-4))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('records a photo turned by its EXIF orientation as it is shown', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(visitor, { bytes: jpeg }, { kind: 'image' });
    expect(response.json().data).toMatchObject({ width: 20, height: 40 });
  });

  it('refuses an SVG declaring entities (XML bombs, external reads)', async () => {
    const bomb = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>',
    );
    const response = await upload(visitor, { bytes: bomb, type: 'image/svg+xml' }, { kind: 'image' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('media.unreadable');
  });

  it('rasterises an SVG to a PNG: no script is ever stored or served', async () => {
    const response = await upload(visitor, { bytes: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' }, { kind: 'image' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data).toMatchObject({ mimeType: 'image/png', width: 40, height: 30 });
    const served = await t.app.inject({ method: 'GET', url: new URL(body.data.url).pathname });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(served.rawPayload.includes('alert')).toBe(false);
  });

  it('refuses 11 MB before reading it, by the declared length and by the stream', async () => {
    const rows = await countRows();
    const big = Buffer.concat([await solidImage(8, 8, [1, 2, 3]), Buffer.alloc(11 * 1024 * 1024)]);
    const declared = await upload(visitor, { bytes: big, type: 'image/png' }, { kind: 'image' });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 'media.tooLarge', message: 'Fichier trop volumineux. Taille maximale: 10MB.' });

    // Sent in chunks with no Content-Length: the cap stops the stream at 10 MB.
    const body = multipart({ bytes: big, type: 'image/png' }, { kind: 'image' });
    const chunks = function* () {
      for (let at = 0; at < body.payload.length; at += 64 * 1024) yield body.payload.subarray(at, at + 64 * 1024);
    };
    const { Readable } = await import('node:stream');
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...withSession(visitor), ...body.headers, 'transfer-encoding': 'chunked' },
      payload: Readable.from(chunks()),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe('Fichier trop volumineux. Taille maximale: 10MB.');
    expect(await countRows()).toBe(rows);
  });

  it('asks for the file when none is sent', async () => {
    const response = await upload(visitor, null, { kind: 'image' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'media.missingFile', field: 'file' });
    const json = await t.app.inject({ method: 'POST', url: '/api/media', headers: withSession(visitor), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('media.missingFile');
  });

  it('refuses a viewer (viewers only look), and keeps nothing', async () => {
    const viewer = await registerVisitor(t.app);
    await t.ctx.db.execute(sql`update memberships set role = 'viewer' where user_id = ${viewer.userId}`);
    const [rowsBefore, filesBefore] = [await countRows(), storedFiles()];
    const response = await upload(viewer, { bytes: await solidImage(8, 8, [10, 20, 30]) }, { kind: 'image' });
    expect(response.statusCode).toBe(403);
    expect([await countRows(), storedFiles()]).toEqual([rowsBefore, filesBefore]);
  });

  it('keeps a video whose header says its duration is unknown, with the duration left empty', async () => {
    // All bits set is MP4's "duration unknown"; it does not fit a column and means nothing.
    const response = await upload(visitor, { bytes: mp4Video({ width: 640, height: 360, seconds: 4_294_967.295 }) }, { kind: 'video' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'video', width: 640, height: 360, durationSeconds: null });
  });

  it('refuses HEIF and AVIF photos, whose container looks like an MP4', async () => {
    const heic = mp4Video({ width: 10, height: 10, seconds: 0, brand: 'heic' });
    const asPhoto = await upload(visitor, { bytes: heic, type: 'image/heic' }, { kind: 'image' });
    expect(asPhoto.statusCode).toBe(400);
    expect(asPhoto.json().message).toBe("Format d'image non valide. Formats acceptés: JPEG, PNG, GIF, WebP, SVG.");
    const asVideo = await upload(visitor, { bytes: mp4Video({ width: 10, height: 10, seconds: 0, brand: 'avif' }) }, { kind: 'video' });
    expect(asVideo.statusCode).toBe(400);
    expect(asVideo.json().message).toBe('Format de vidéo non valide. Formats acceptés: MP4, WebM, OGG, QuickTime.');
  });

  it('draws an SVG declaring a huge size at 4096 pixels at most', async () => {
    const huge = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="10000"><rect width="20000" height="10000" fill="#4f46e5"/></svg>');
    const response = await upload(visitor, { bytes: huge, type: 'image/svg+xml' }, { kind: 'image' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ mimeType: 'image/png', width: 4096, height: 2048 });
  });

  it('refuses an unknown tab, a visitor without session, and a write without the CSRF token', async () => {
    const png = await solidImage(4, 4, [0, 0, 0]);
    const badKind = await upload(visitor, { bytes: png }, { kind: 'audio' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().field).toBe('kind');
    const body = multipart({ bytes: png });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/media', headers: body.headers, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/media', headers: { cookie: visitor.cookie, ...body.headers }, payload: body.payload });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('GET /api/media/:id and /media/*', () => {
  it('answers 404 for another workspace’s media and for unknown ids', async () => {
    const other = await registerVisitor(t.app);
    const mine = (await upload(visitor, { bytes: await solidImage(4, 4, [9, 9, 9]) })).json().data;
    for (const id of [mine.id, '00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: withSession(other) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Média introuvable.');
    }
  });

  it('serves nothing outside the stored keys', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
    const urls = [
      `/media/${'%2e%2e%2f'.repeat(3)}secret.txt`,
      `/media/${visitor.workspaceId}/..%2f..%2fsecret.txt`,
      `/media/${visitor.workspaceId}/00000000-0000-4000-8000-000000000000.png`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
    const missing = await t.app.inject({ method: 'GET', url: urls[2]! });
    expect(missing.json()).toMatchObject({ success: false, message: 'Média introuvable.' });
  });
});
