import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { multipart } from '../media/samples.test-support.ts';
import { callerOf } from '../social-accounts/test-helpers.test-support.ts';
import { claimNextAnalysis, finishAnalysis, setAnalysisProgress } from './repository.ts';
import { analyseNext } from './service.ts';
import { makeTestVideo } from './test-videos.test-support.ts';

let t: TestApp;
let dir: string;
let clip: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'publia-scanner-queue-'));
  clip = await readFile(await makeTestVideo(dir, { width: 160, height: 284, durationSeconds: 1, fps: 5, audio: 'none' }));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = (visitor: Visitor) => {
  const body = multipart({ bytes: clip, name: 'clip.mp4', type: 'video/mp4' });
  return t.app.inject({ method: 'POST', url: '/api/scanner/analyses', headers: { ...withSession(visitor), ...body.headers }, payload: body.payload });
};

async function queued(visitor: Visitor): Promise<string> {
  const sent = await upload(visitor);
  expect(sent.statusCode, sent.body).toBe(202);
  return sent.json().data.id as string;
}

const analysisOf = async (visitor: Visitor, id: string) => (await callerOf(t, visitor).get(`/api/scanner/analyses/${id}`)).json().data;
const placeOf = async (visitor: Visitor, id: string) => (await analysisOf(visitor, id)).queuePosition as number | null;

/** A clock this many minutes ahead: the dead workers' claims are then past the job's time limit. */
const minutesLater = (minutes: number) => ({ ...t.ctx, clock: { now: () => Date.now() + minutes * 60_000 } });

/** Empties the waiting list between tests: each one starts with no analysis waiting. */
async function removeAll(visitor: Visitor, ids: string[]) {
  for (const id of ids) expect((await callerOf(t, visitor).delete(`/api/scanner/analyses/${id}`)).statusCode).toBe(200);
}

describe('the scanner’s waiting list, shared by every workspace', () => {
  it('serves each workspace in turn: a workspace’s five waiting analyses put one before another’s first', async () => {
    const a = await registerVisitor(t.app);
    const b = await registerVisitor(t.app);
    const ofA: string[] = [];
    for (let index = 0; index < 5; index += 1) ofA.push(await queued(a));
    const sent = await upload(b);
    expect(sent.json().data).toMatchObject({ status: 'queued', queuePosition: 2 });
    const ofB = sent.json().data.id as string;

    // A's first, B's first, then the rest of A's.
    expect(await Promise.all(ofA.map((id) => placeOf(a, id)))).toEqual([1, 3, 4, 5, 6]);
    expect(await placeOf(b, ofB)).toBe(2);

    expect(await analyseNext(t.ctx)).toBe(ofA[0]);
    expect(await placeOf(b, ofB)).toBe(1);
    expect(await Promise.all(ofA.slice(1).map((id) => placeOf(a, id)))).toEqual([2, 3, 4, 5]);
    expect(await analyseNext(t.ctx)).toBe(ofB);
    expect(await analysisOf(b, ofB)).toMatchObject({ status: 'done', queuePosition: null });
    expect(await analysisOf(a, ofA[0]!)).toMatchObject({ status: 'done', queuePosition: null });
    // Every place went down by one with each analysis taken.
    expect(await Promise.all(ofA.slice(1).map((id) => placeOf(a, id)))).toEqual([1, 2, 3, 4]);

    // B, served last, waits behind A's next when it sends again; a newcomer goes before both.
    const again = await queued(b);
    expect(await placeOf(b, again)).toBe(2);
    const c = await registerVisitor(t.app);
    const first = await queued(c);
    expect(await placeOf(c, first)).toBe(1);
    expect(await placeOf(b, again)).toBe(3);
    await removeAll(a, ofA.slice(1));
    await removeAll(b, [again]);
    await removeAll(c, [first]);
  }, 120_000);

  it('refuses a workspace’s sixth waiting analysis in French, keeping nothing of it', async () => {
    const a = await registerVisitor(t.app);
    const api = callerOf(t, a);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await queued(a));
    const before = (await api.get('/api/scanner/analyses')).json().data;

    const sixth = await upload(a);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      success: false,
      code: 'scanner.error.queueFull',
      message: 'Votre espace a déjà 5 analyses en attente, le maximum : envoyez cette vidéo quand l’une d’elles aura commencé.',
    });
    expect((await api.get('/api/scanner/analyses')).json().data).toEqual(before);

    // Another workspace is not held by A's limit; once one of A's starts, A may send again.
    const b = await registerVisitor(t.app);
    const ofB = await queued(b);
    expect(await analyseNext(t.ctx)).toBe(ids[0]);
    const seventh = await upload(a);
    expect(seventh.statusCode).toBe(202);
    await removeAll(a, [...ids.slice(1), seventh.json().data.id as string]);
    await removeAll(b, [ofB]);
  }, 120_000);

  it('takes again an analysis whose worker died, and gives up after a second dead worker', async () => {
    const visitor = await registerVisitor(t.app);
    const id = await queued(visitor);
    // A worker takes it and dies before writing anything more.
    const dead = await claimNextAnalysis(t.ctx.db, { staleBefore: new Date(), maxAttempts: 2 }, new Date());
    expect(dead).toEqual({ id, attempt: 1 });
    expect(await analysisOf(visitor, id)).toMatchObject({ status: 'running', queuePosition: null });
    // Within the job's time limit, it is still that worker's.
    expect(await analyseNext(minutesLater(10))).toBeNull();

    expect(await analyseNext(minutesLater(12))).toBe(id);
    const done = await analysisOf(visitor, id);
    expect(done).toMatchObject({ status: 'done', progress: 100, error: null });
    // The first worker, back late, writes nothing over the result.
    expect(await finishAnalysis(t.ctx.db, dead!, { measurements: null, result: null }, new Date())).toBe(false);
    await setAnalysisProgress(t.ctx.db, dead!, { progress: 3 });
    expect(await analysisOf(visitor, id)).toEqual(done);

    // A video whose worker dies twice ends failed, told in French.
    const again = await queued(visitor);
    const future = { staleBefore: new Date(Date.now() + 3_600_000), maxAttempts: 2 };
    expect(await claimNextAnalysis(t.ctx.db, future, new Date())).toEqual({ id: again, attempt: 1 });
    expect(await claimNextAnalysis(t.ctx.db, future, new Date())).toEqual({ id: again, attempt: 2 });
    expect(await claimNextAnalysis(t.ctx.db, future, new Date())).toBeNull();
    expect(await analyseNext(minutesLater(12))).toBeNull();
    const failed = (await callerOf(t, visitor).get(`/api/scanner/analyses/${again}`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', error: { key: 'scanner.error.ffmpegFailed' } });
  }, 120_000);

  it('gives two workers claiming at once two different analyses', async () => {
    const visitor = await registerVisitor(t.app);
    const ids = [await queued(visitor), await queued(visitor)];
    const rules = { staleBefore: new Date(0), maxAttempts: 2 };
    const claims = await Promise.all([claimNextAnalysis(t.ctx.db, rules, new Date()), claimNextAnalysis(t.ctx.db, rules, new Date())]);
    expect(claims.map((claim) => claim?.id).sort()).toEqual([...ids].sort());
    expect(await claimNextAnalysis(t.ctx.db, rules, new Date())).toBeNull();
  });
});

describe('the workers on pg-boss', () => {
  it('analyse what is uploaded, woken by the upload', async () => {
    const withWorkers = await createTestApp({}, { withQueue: true });
    try {
      const visitor = await registerVisitor(withWorkers.app);
      const body = multipart({ bytes: clip, name: 'clip.mp4', type: 'video/mp4' });
      const sent = await withWorkers.app.inject({
        method: 'POST',
        url: '/api/scanner/analyses',
        headers: { ...withSession(visitor), ...body.headers },
        payload: body.payload,
      });
      expect(sent.statusCode, sent.body).toBe(202);
      const id = sent.json().data.id as string;
      await vi.waitFor(
        async () => {
          const answer = await callerOf(withWorkers, visitor).get(`/api/scanner/analyses/${id}`);
          expect(answer.json().data.status).toBe('done');
        },
        { timeout: 90_000, interval: 250 },
      );
    } finally {
      await withWorkers.close();
    }
  }, 120_000);
});
