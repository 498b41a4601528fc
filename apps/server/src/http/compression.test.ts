import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4Video, multipart, noisyImage } from '../modules/media/samples.test-support.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const PAGE = '<!doctype html><html lang="fr"><title>Publia</title><div id="root"></div>'.padEnd(2000, ' ');
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Publication numéro ${i}`))};\n`;

let dist: string;
let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  // A built web app as `vite build` leaves it: each compressible file with its `.br` and `.gz`.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dist, file), text);
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
  };
  write('index.html', PAGE);
  write('assets/index-Bx12cd34.js', SCRIPT);
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://publia.exemple.fr' });
  visitor = await registerVisitor(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const upload = (file: Parameters<typeof multipart>[0], kind: 'image' | 'video') => {
  const body = multipart(file, { kind });
  return t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
};

describe('API answers compressed on the fly', () => {
  it('a large JSON answer goes out brotli-compressed when the client accepts it, and reads back the same', async () => {
    const content = 'Notre nouvelle collection arrive demain : rendez-vous en boutique dès 9 h. '.repeat(30);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/content/drafts',
      headers: withSession(visitor),
      payload: { title: 'Collection', content, platforms: ['linkedin'] },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/content/${created.json().data.id}`;

    const plain = await t.app.inject({ method: 'GET', url, headers: withSession(visitor) });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await t.app.inject({ method: 'GET', url, headers: { ...withSession(visitor), 'accept-encoding': BROWSER } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await t.app.inject({ method: 'GET', url, headers: { ...withSession(visitor), 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('a small answer goes out as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...withSession(visitor), 'accept-encoding': BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().user.id).toBe(visitor.userId);
  });
});

describe('media files are never compressed', () => {
  it('a byte range of a video still answers 206 with the file’s own bytes', async () => {
    const bytes = mp4Video({ width: 320, height: 240, seconds: 4 });
    const url = new URL((await upload({ bytes }, 'video')).json().data.url).pathname;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11', 'accept-encoding': BROWSER } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect(part.body).toBe('ftypisom');

    const whole = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(bytes)).toBe(true);
  });

  it('a photo goes out as stored', async () => {
    const png = await noisyImage(64, 48, 'png');
    const url = new URL((await upload({ bytes: png, name: 'photo.png', type: 'image/png' }, 'image')).json().data.url).pathname;
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
  });
});

describe('the built web app is sent precompressed', () => {
  const asset = '/assets/index-Bx12cd34.js';

  it('a script: brotli first, gzip otherwise, the file itself without either; always cached for good', async () => {
    const brotli = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': BROWSER } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(dist, `${asset}.br`)))).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gzip = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
  });

  it('the page of any client route, compressed, keeps the page security headers', async () => {
    for (const url of ['/', '/login', '/publications/pending?x=1']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(zlib.brotliDecompressSync(page.rawPayload).toString('utf8'), url).toBe(PAGE);
    }
    const direct = await t.app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    expect(direct.headers['content-encoding']).toBe('gzip');
    expect(direct.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('the compressed files are no addresses of their own', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${asset}.br`, headers: { accept: 'text/html' } });
    expect(response.rawPayload.equals(fs.readFileSync(path.join(dist, `${asset}.br`)))).toBe(false);
  });
});
