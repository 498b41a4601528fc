import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { createImagePool } from './image-pool.ts';
import { COSTLY_SVGS, JPEG_HEADER_BOMB, multipart, noisyImage, pngHeaderBomb, SLOW_SVG, solidImage } from './samples.test-support.ts';

/** The time limit of this app's image pool: short, so that the test waits little for it. */
const TIME_LIMIT_MS = 1500;

let t: TestApp;
let visitor: Visitor & { email: string; password: string };
beforeAll(async () => {
  t = await createTestApp();
  // The same pool as the container's, with a shorter time limit.
  await t.ctx.images.close();
  t.ctx.images = createImagePool({ timeLimitMs: TIME_LIMIT_MS, workers: 2 });
  visitor = await registerVisitor(t.app);
});
afterAll(async () => t?.close());

const upload = (bytes: Buffer, type = 'image/svg+xml') => {
  const body = multipart({ bytes, type }, { kind: 'image' });
  return t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
};
const countRows = async () => (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from media`))[0]?.n;
const storedFiles = () => {
  const root = path.join(t.dataDir, 'media');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')).length : 0;
};

const signInVisitor = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: visitor.email, password: visitor.password } });

describe('image uploads cannot tie the server up', () => {
  it('refuses each costly SVG feature at once, in French, and keeps nothing', async () => {
    const [rows, files] = [await countRows(), storedFiles()];
    for (const [name, { bytes, code }] of Object.entries(COSTLY_SVGS)) {
      const started = performance.now();
      const response = await upload(bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ code, field: 'file' });
      // Refused by the guard before any drawing (its own codes, not the time limit's 422).
      expect(performance.now() - started, name).toBeLessThan(TIME_LIMIT_MS + 5000);
    }
    const [morphology, external] = [await upload(COSTLY_SVGS.morphology!.bytes), await upload(COSTLY_SVGS.externalImage!.bytes)];
    expect(morphology.json().message).toBe(
      'Ce SVG est trop coûteux à dessiner (filtres ou flous, motifs imbriqués, éléments <use> trop nombreux ou trop imbriqués) : exportez-le en PNG ou en JPEG.',
    );
    expect(external.json().message).toBe(
      'Ce SVG fait appel à des ressources extérieures (images, feuilles de style ou fichiers liés) : intégrez-les ou exportez-le en PNG ou en JPEG.',
    );
    expect([await countRows(), storedFiles()]).toEqual([rows, files]);
  });

  it('refuses a PNG or JPEG whose header announces gigapixels', async () => {
    const rows = await countRows();
    for (const [bytes, type] of [
      [pngHeaderBomb(), 'image/png'],
      [JPEG_HEADER_BOMB, 'image/jpeg'],
    ] as const) {
      const response = await upload(bytes, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json(), type).toMatchObject({ code: 'media.imageTooLarge', message: 'Image trop grande : 50 mégapixels au maximum.', field: 'file' });
    }
    expect(await countRows()).toBe(rows);
  });

  it('stops a drawing at its time limit, while sign-in answers at once', async () => {
    const [rows, files] = [await countRows(), storedFiles()];
    // A sign-in on the idle pool first: the one during the drawings is judged against it, as both
    // take what the machine gives at that moment (a loaded CI machine stretches both alike).
    const idleSignIn = performance.now();
    expect((await signInVisitor()).statusCode).toBe(200);
    const idleSignInMs = performance.now() - idleSignIn;
    const started = performance.now();
    const uploads = [SLOW_SVG, SLOW_SVG, COSTLY_SVGS.morphology!.bytes, COSTLY_SVGS.nestedUses!.bytes, pngHeaderBomb()].map(async (bytes) => {
      const response = await upload(bytes, bytes[0] === 0x89 ? 'image/png' : 'image/svg+xml');
      return { status: response.statusCode, code: response.json().code as string, ms: performance.now() - started };
    });
    // The two slow drawings are under way in both workers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signIn = performance.now();
    const login = await signInVisitor();
    const signInMs = performance.now() - signIn;
    expect(login.statusCode).toBe(200);
    // Drawn on the server's own thread, the sign-in would wait for the drawing's time limit (1.5 s).
    expect(signInMs).toBeLessThan(Math.max(1000, 4 * idleSignInMs));

    const answers = await Promise.all(uploads);
    expect(answers.map(({ status, code }) => [status, code])).toEqual([
      [422, 'media.imageTooComplex'],
      [422, 'media.imageTooComplex'],
      [400, 'media.svgTooComplex'],
      [400, 'media.svgTooComplex'],
      [400, 'media.imageTooLarge'],
    ]);
    // The codes say how each ended: 422 imageTooComplex is the time limit stopping the drawing (left
    // alone, SLOW_SVG draws far longer). The bound only catches a limit not applied at all: a busy
    // CI machine may take seconds to start a worker.
    for (const { ms } of answers) expect(ms).toBeLessThan(TIME_LIMIT_MS + 20_000);
    expect([await countRows(), storedFiles()]).toEqual([rows, files]);
    const slow = await upload(SLOW_SVG);
    expect(slow.json().message).toBe('Cette image demande trop de calcul pour être traitée : simplifiez-la ou exportez-la en PNG ou en JPEG.');
  });

  it('still takes and filters ordinary photos and drawings afterwards', async () => {
    const photo = await upload(await noisyImage(120, 80, 'jpeg'), 'image/jpeg');
    expect(photo.statusCode).toBe(201);
    expect(photo.json().data).toMatchObject({ mimeType: 'image/jpeg', width: 120, height: 80 });
    const filtered = await t.app.inject({ method: 'POST', url: `/api/media/${photo.json().data.id}/filter`, headers: withSession(visitor), payload: { filter: 'noir' } });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().data).toMatchObject({ filter: 'noir', mimeType: 'image/jpeg', width: 120, height: 80 });
    const logo = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><defs><linearGradient id="g"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#06b6d4"/></linearGradient></defs><rect width="64" height="32" fill="url(#g)"/></svg>',
    );
    const drawn = await upload(logo);
    expect(drawn.statusCode).toBe(201);
    expect(drawn.json().data).toMatchObject({ mimeType: 'image/png', width: 64, height: 32 });
    expect((await upload(await solidImage(10, 10, [1, 2, 3]), 'image/png')).statusCode).toBe(201);
  });
});

describe('shutdown', () => {
  it('ends image work under way: the upload answers 503 and the workers are gone', async () => {
    const app = await createTestApp();
    const who = await registerVisitor(app.app);
    const body = multipart({ bytes: SLOW_SVG, type: 'image/svg+xml' }, { kind: 'image' });
    const pending = app.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(who), ...body.headers }, payload: body.payload });
    const end = Date.now() + 10_000;
    while (app.ctx.images.workerPids().length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pids = app.ctx.images.workerPids();
    expect(pids).toHaveLength(1);
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(5000);
    const response = await pending;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'media.busy', message: 'Le traitement des images est momentanément saturé : réessayez dans un instant.' });
    expect(
      pids.filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      }),
    ).toEqual([]);
  });
});
