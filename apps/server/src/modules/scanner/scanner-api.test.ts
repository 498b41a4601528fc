import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { multipart } from '../media/samples.test-support.ts';
import { callerOf } from '../social-accounts/test-helpers.test-support.ts';
import { analyseNext, purgeExpiredAnalyses, runFix } from './service.ts';
import { makeTestVideo } from './test-videos.test-support.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'publia-scanner-api-'));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = (visitor: Visitor, bytes: Buffer, name = 'clip.mp4') => {
  const body = multipart({ bytes, name, type: 'video/mp4' });
  return t.app.inject({ method: 'POST', url: '/api/scanner/analyses', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
};

/** Uploads a video and has a worker take it from the waiting list at once (the tests run without pg-boss). */
async function analysed(visitor: Visitor, file: string) {
  const sent = await upload(visitor, await readFile(file), path.basename(file));
  expect(sent.statusCode, sent.body).toBe(202);
  const id = sent.json().data.id as string;
  expect(await analyseNext(t.ctx)).toBe(id);
  const answer = await callerOf(t, visitor).get(`/api/scanner/analyses/${id}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

describe('the scanner, from upload to fix', () => {
  it('analyses a horizontal video too long for X, then a fix for X passes its rules and goes to /create', async () => {
    const visitor = await registerVisitor(t.app);
    const api = callerOf(t, visitor);
    const file = await makeTestVideo(dir, { width: 320, height: 180, durationSeconds: 145, fps: 5, scenes: 3, audio: 'none', burnedText: 'Bonjour Publia' });

    const sent = await upload(visitor, await readFile(file), 'promo.mp4');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({
      message: 'Vidéo reçue : son analyse commence.',
      data: { status: 'queued', progress: 0, fileName: 'promo.mp4', result: null, queuePosition: 1 },
    });
    const id = sent.json().data.id as string;
    expect(await analyseNext(t.ctx)).toBe(id);

    const analysis = (await api.get(`/api/scanner/analyses/${id}`)).json().data;
    expect(analysis).toMatchObject({ status: 'done', progress: 100, stage: 'done', error: null, queuePosition: null });
    expect(analysis.measurements.durationSeconds).toBeCloseTo(145, 0);
    expect(analysis.measurements.video).toMatchObject({ codec: 'h264', width: 320, height: 180 });
    expect(Object.keys(analysis.result.criteria)).toEqual(['duration', 'clarity', 'hook', 'quality', 'audio', 'emotion', 'subtitles']);
    const x = analysis.result.networks.find((verdict: { network: string }) => verdict.network === 'twitter');
    expect(x.accepted).toBe(false);
    expect(x.failures.map((failure: { key: string }) => failure.key)).toContain('network.durationOutOfRange');
    expect(analysis.result.recommendedNetworks).not.toContain('twitter');
    expect(analysis.result.suggestedTitle.length).toBeGreaterThan(0);

    // Asked before the analysis is done elsewhere, a fix is a 409; here it is queued, then made.
    const asked = await api.post(`/api/scanner/analyses/${id}/fixes`, { network: 'twitter' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe('La version pour X est en préparation.');
    const fixId = asked.json().data.id as string;
    // Asking again answers the same fix.
    expect((await api.post(`/api/scanner/analyses/${id}/fixes`, { network: 'twitter' })).json().data.id).toBe(fixId);
    await runFix(t.ctx, fixId);
    const fixed = (await api.get(`/api/scanner/analyses/${id}`)).json().data.fixes[0];
    expect(fixed).toMatchObject({ status: 'done', network: 'twitter', purpose: 'network', verdict: { network: 'twitter', accepted: true, failures: [] } });
    expect(fixed.url).toMatch(/\/media\/.+\.mp4$/);
    expect(fixed.changes.length).toBeGreaterThan(0);

    const toCreate = await api.post(`/api/scanner/analyses/${id}/publication`, { fixId });
    expect(toCreate.statusCode).toBe(200);
    expect(toCreate.json()).toMatchObject({ message: 'La vidéo est prête : elle vous attend sur la page de création.', data: { compressed: false, fix: null } });
    const media = await api.get(`/api/media/${toCreate.json().data.mediaId}`);
    expect(media.json().data).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });

    // The list shows it with its score, and what the files take.
    const list = (await api.get('/api/scanner/analyses')).json().data;
    expect(list.items[0]).toMatchObject({ id, status: 'done', globalScore: analysis.result.globalScore });
    expect(list.storageBytes).toBeGreaterThan(analysis.sizeBytes);
  }, 120_000);

  it('compresses a video over /create’s 10 MB before taking it there, and says so', async () => {
    const visitor = await registerVisitor(t.app);
    const api = callerOf(t, visitor);
    // Three seconds of uncompressed picture in a QuickTime file: 11 MB.
    const heavy = path.join(dir, 'brut.mov');
    const { mediaTools } = await import('./tools/binaries.ts');
    const { runTool } = await import('./tools/run-tool.ts');
    await runTool(mediaTools().ffmpeg, ['-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=25:d=3', '-c:v', 'rawvideo', '-pix_fmt', 'uyvy422', heavy], { timeoutMs: 60_000 });
    const done = await analysed(visitor, heavy);
    expect(done.sizeBytes).toBeGreaterThan(10 * 1024 * 1024);

    const asked = await api.post(`/api/scanner/analyses/${done.id}/publication`, {});
    expect(asked.statusCode).toBe(200);
    const size = (done.sizeBytes / 1048576).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
    expect(asked.json().message).toBe(`La vidéo pèse ${size} Mo, au-delà des 10 Mo acceptés à la création : elle est compressée avant de vous y emmener.`);
    expect(asked.json().data).toMatchObject({ mediaId: null, compressed: true, fix: { purpose: 'publication', status: 'queued' } });
    await runFix(t.ctx, asked.json().data.fix.id);

    const fix = (await api.get(`/api/scanner/analyses/${done.id}`)).json().data.fixes[0];
    expect(fix).toMatchObject({ status: 'done', purpose: 'publication' });
    expect(fix.sizeBytes).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(fix.changes.map((change: { key: string }) => change.key)).toContain('scanner.fix.compressed');
    const media = (await api.get(`/api/media/${fix.mediaId}`)).json().data;
    expect(media).toMatchObject({ kind: 'video', sizeBytes: fix.sizeBytes });
    // Asked again, the same media answers at once.
    expect((await api.post(`/api/scanner/analyses/${done.id}/publication`, { fixId: fix.id })).json().data).toMatchObject({ mediaId: fix.mediaId, compressed: false });
  });

  it('keeps each workspace’s analyses to itself, and deletes one with its files', async () => {
    const alice = await registerVisitor(t.app);
    const bob = await registerVisitor(t.app);
    const sent = await upload(alice, await readFile(await makeTestVideo(dir, { durationSeconds: 3 })));
    const id = sent.json().data.id as string;
    expect((await callerOf(t, bob).get(`/api/scanner/analyses/${id}`)).statusCode).toBe(404);
    expect((await callerOf(t, bob).delete(`/api/scanner/analyses/${id}`)).statusCode).toBe(404);
    expect((await callerOf(t, alice).get('/api/scanner/analyses/pas-un-id')).statusCode).toBe(404);
    // Not analysed yet: no fix.
    const early = await callerOf(t, alice).post(`/api/scanner/analyses/${id}/fixes`, { network: 'instagram' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("L'analyse n'est pas terminée : attendez son résultat.");
    const gone = await callerOf(t, alice).delete(`/api/scanner/analyses/${id}`);
    expect(gone.json()).toMatchObject({ success: true, message: 'Analyse supprimée.' });
    expect((await callerOf(t, alice).get('/api/scanner/analyses')).json().data).toEqual({ items: [], storageBytes: 0 });
  });

  it('deletes analyses and their files after 30 days', async () => {
    const visitor = await registerVisitor(t.app);
    const sent = await upload(visitor, await readFile(await makeTestVideo(dir, { durationSeconds: 3, audio: 'none' })));
    const url = sent.json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);
    const later = { ...t.ctx, clock: { now: () => Date.now() + 31 * 86_400_000 } };
    expect(await purgeExpiredAnalyses(later)).toBeGreaterThanOrEqual(1);
    expect((await callerOf(t, visitor).get('/api/scanner/analyses')).json().data.items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
  });
});

describe('bad videos get a French 400 and leave nothing behind', () => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await registerVisitor(t.app);
  });
  const refusal = async (bytes: Buffer, name = 'clip.mp4') => {
    const answer = await upload(visitor, bytes, name);
    return { status: answer.statusCode, message: answer.json().message as string };
  };

  it('refuses a file that is not a video whatever its name', async () => {
    expect(await refusal(Buffer.from('Ceci est un texte, pas une vidéo.'), 'film.mp4')).toEqual({ status: 400, message: 'Le fichier doit être une vidéo (.mp4, .mov, .webm)' });
  });

  it('asks for a video when none is sent', async () => {
    const body = multipart(null, { note: 'rien' });
    const answer = await t.app.inject({ method: 'POST', url: '/api/scanner/analyses', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Veuillez importer une vidéo à analyser');
  });

  it('refuses a declared body over 100 MB before reading it', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/scanner/analyses',
      headers: { ...withSession(visitor), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(101 * 1024 * 1024) },
      payload: '--x--',
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('La taille du fichier ne doit pas dépasser 100Mo');
  });

  it('refuses a truncated MP4 and an audio-only file, and keeps no analysis', async () => {
    const whole = await readFile(await makeTestVideo(dir, { durationSeconds: 3, faststart: false }));
    const truncated = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(truncated.status).toBe(400);
    expect(truncated.message).toBe(
      'Cette vidéo est illisible : son index MP4 (« moov ») est introuvable, le fichier est sans doute incomplet. Exportez-la de nouveau puis réessayez.',
    );
    const audioOnly = path.join(dir, 'voix.m4a');
    const { mediaTools } = await import('./tools/binaries.ts');
    const { runTool } = await import('./tools/run-tool.ts');
    await runTool(mediaTools().ffmpeg, ['-y', '-f', 'lavfi', '-i', 'sine=f=220:d=2', '-c:a', 'aac', audioOnly], { timeoutMs: 30_000 });
    const noPicture = await refusal(await readFile(audioOnly), 'voix.mp4');
    expect(noPicture).toEqual({ status: 400, message: "Ce fichier ne contient pas d'image vidéo : seule une piste son a été trouvée." });
    expect((await callerOf(t, visitor).get('/api/scanner/analyses')).json().data.items).toEqual([]);
  });

  it('refuses a fix for a network Publia does not know', async () => {
    const done = await analysed(visitor, await makeTestVideo(dir, { durationSeconds: 3 }));
    const unknown = await callerOf(t, visitor).post(`/api/scanner/analyses/${done.id}/fixes`, { network: 'myspace' });
    expect(unknown.statusCode).toBe(400);
  });
});
