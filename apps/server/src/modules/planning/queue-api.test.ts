import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectDemo, saveDraft } from '../content/test-helpers.test-support.ts';
import { runPublishJob } from '../publishing/service.ts';
import { settleContent } from '../publishing/settle.ts';
import { newVisitor, setRole, type Caller } from '../social-accounts/test-helpers.test-support.ts';

/**
 * The posting queue through its API, with pg-boss: the server's clock stands on Monday 1 March
 * 2027 at 7:00 in Paris (ahead of the database's, so that no job falls due during the test).
 */
const NOW = Date.parse('2027-03-01T06:00:00Z');

let t: TestApp;
let me: Awaited<ReturnType<typeof newVisitor>>;
let api: Caller;

const SLOTS = {
  twitter: [
    { weekday: 1, time: '09:00' },
    { weekday: 3, time: '09:00' },
    { weekday: 5, time: '09:00' },
  ],
  linkedin: [{ weekday: 2, time: '10:00' }],
};

const dueTimes = async (contentId: string) =>
  rawRows<{ platform: string; due: string; job_id: string; status: string }>(
    t.ctx.db,
    sql`select platform, to_char(due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due, job_id, status
          from publication_targets where content_id = ${contentId} order by platform`,
  );
const jobOf = async (jobId: string) =>
  (
    await rawRows<{ state: string; start_after: string }>(
      t.ctx.db,
      sql`select state, to_char(start_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as start_after from pgboss.job where id = ${jobId}::uuid`,
    )
  )[0];
const queue = async () => (await api.get('/api/planning/queue')).json().data;
const add = (id: string) => api.post(`/api/content/${id}/queue`);
const twitterDue = async (id: string) => (await dueTimes(id)).find((row) => row.platform === 'twitter')?.due;

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' }, { withQueue: true, clock: manualClock(NOW) });
  me = await newVisitor(t);
  api = me.api;
  await t.ctx.db.execute(sql`update users set time_zone = 'Europe/Paris' where id = ${me.visitor.userId}`);
  await connectDemo(api, 'twitter');
  await connectDemo(api, 'linkedin');
});
afterAll(async () => t?.close());

describe('les créneaux de la file', () => {
  it('sont suggérés par les études tant que l’espace n’en a pas enregistré', async () => {
    const data = await queue();
    expect(data).toMatchObject({ paused: false, timeZone: 'Europe/Paris' });
    const instagram = data.networks.find((n: { network: string }) => n.network === 'instagram');
    expect(instagram).toMatchObject({ source: 'general', accounts: 0, queued: 0 });
    expect(instagram.slots).toEqual([
      { weekday: 1, time: '10:00' },
      { weekday: 2, time: '09:00' },
      { weekday: 3, time: '10:00' },
      { weekday: 5, time: '09:00' },
    ]);
    // Monday 1 March, 10:00 in Paris is the first free one.
    expect(instagram.nextFree[0]).toBe('2027-03-01T09:00:00.000Z');
  });

  it('refuse des créneaux qui se chevauchent ou hors de 00:00–23:59, sans rien changer', async () => {
    const before = await queue();
    for (const slots of [
      { twitter: [{ weekday: 2, time: '25:00' }] },
      {
        twitter: [
          { weekday: 2, time: '10:00' },
          { weekday: 2, time: '10:05' },
        ],
      },
    ]) {
      const refused = await api.put('/api/planning/queue/slots', { slots });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/X.*mardi/);
    }
    expect(await queue()).toEqual(before);
  });

  it('sont enregistrés par réseau ; les autres gardent leur suggestion', async () => {
    const saved = await api.put('/api/planning/queue/slots', { slots: SLOTS });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Créneaux de la file d'attente enregistrés");
    const networks = saved.json().data.networks;
    expect(networks.find((n: { network: string }) => n.network === 'twitter')).toMatchObject({ source: 'saved', accounts: 1, slots: SLOTS.twitter });
    expect(networks.find((n: { network: string }) => n.network === 'instagram').source).toBe('general');
  });
});

describe('Ajouter à la file', () => {
  let first: string;
  let second: string;
  const racers: string[] = [];

  it('place chaque réseau d’une publication à son prochain créneau libre, avec son job à cette heure', async () => {
    first = (await saveDraft(api, { platforms: ['twitter', 'linkedin'] })).id;
    const added = await add(first);
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ status: 'scheduled', scheduledFor: '2027-03-01T08:00:00.000Z' });
    expect(added.json().data.queuedAt).not.toBeNull();
    expect(added.json().message).toBe("Ajoutée à la file d'attente : X le 01/03/2027 à 09:00, LinkedIn le 02/03/2027 à 10:00");
    const targets = await dueTimes(first);
    expect(targets.map((row) => [row.platform, row.due])).toEqual([
      ['linkedin', '2027-03-02T09:00'],
      ['twitter', '2027-03-01T08:00'],
    ]);
    for (const target of targets) expect(await jobOf(target.job_id)).toEqual({ state: 'created', start_after: target.due });
    // One item on two networks: counted once in the queue, once on each network.
    const data = await queue();
    expect(data.queuedItems).toBe(1);
    expect(
      data.networks
        .filter((n: { queued: number }) => n.queued === 1)
        .map((n: { network: string }) => n.network)
        .sort(),
    ).toEqual(['linkedin', 'twitter']);
  });

  it('met la suivante au créneau libre d’après', async () => {
    second = (await saveDraft(api, { platforms: ['twitter'], content: 'Deuxième' })).id;
    const secondAnswer = await add(second);
    expect(secondAnswer.statusCode, secondAnswer.body).toBe(200);
    expect(await twitterDue(second)).toBe('2027-03-03T08:00');
  });

  it('donne deux créneaux différents à deux publications ajoutées au même instant', async () => {
    racers.push((await saveDraft(api, { content: 'Course A' })).id, (await saveDraft(api, { content: 'Course B' })).id);
    const answers = await Promise.all(racers.map(add));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await Promise.all(racers.map(twitterDue))).sort()).toEqual(['2027-03-05T08:00', '2027-03-08T08:00']);
  });

  it('refuse une publication déjà dans la file', async () => {
    const again = await add(second);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Cette publication est déjà dans la file d'attente.");
  });

  it('referme le trou quand une publication sort de la file : les suivantes avancent, leurs jobs avec elles', async () => {
    const oldJob = (await dueTimes(second))[0]!.job_id;
    const cancelled = await api.post(`/api/content/${first}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'pending', queuedAt: null });
    expect(await twitterDue(second)).toBe('2027-03-01T08:00');
    expect((await jobOf(oldJob))?.state).toBe('cancelled');
    const moved = (await dueTimes(second))[0]!;
    expect(await jobOf(moved.job_id)).toEqual({ state: 'created', start_after: '2027-03-01T08:00' });
    expect((await Promise.all(racers.map(twitterDue))).sort()).toEqual(['2027-03-03T08:00', '2027-03-05T08:00']);
    // Deleted, a queued item leaves its slot too.
    expect((await api.delete(`/api/content/${second}`)).statusCode).toBe(200);
    expect((await Promise.all(racers.map(twitterDue))).sort()).toEqual(['2027-03-01T08:00', '2027-03-03T08:00']);
  });

  it('programmée à la main, une publication sort de la file et laisse sa place', async () => {
    const [a, b] = racers as [string, string];
    const [early, late] = (await twitterDue(a))! < (await twitterDue(b))! ? [a, b] : [b, a];
    const scheduled = await api.post(`/api/content/drafts/${early}/schedule`, { scheduledFor: '2027-04-01T10:00:00+02:00' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data.queuedAt).toBeNull();
    expect(await twitterDue(late)).toBe('2027-03-01T08:00');
  });

  it('en pause, la file retient ses publications même à leur heure ; relancée, elle les replace', async () => {
    const late = (await Promise.all(racers.map(async (id) => ({ id, due: await twitterDue(id) })))).find((row) => row.due === '2027-03-01T08:00')!.id;
    const paused = await api.put('/api/planning/queue/pause', { paused: true });
    expect(paused.json()).toMatchObject({ message: "File d'attente en pause : ses publications attendent", data: { paused: true } });
    const target = (await dueTimes(late))[0]!;
    await t.ctx.db.execute(sql`update publication_targets set due_at = now() where content_id = ${late}`);
    await runPublishJob(t.ctx, (await rawRows<{ id: string }>(t.ctx.db, sql`select id from publication_targets where content_id = ${late}`))[0]!.id);
    expect((await dueTimes(late))[0]).toMatchObject({ status: 'queued', job_id: target.job_id });

    const third = (await saveDraft(api, { content: 'Pendant la pause' })).id;
    const addedPaused = await add(third);
    expect(addedPaused.json().message).toBe("Ajoutée à la file d'attente, en pause : elle partira quand la file sera relancée.");

    const resumed = await api.put('/api/planning/queue/pause', { paused: false });
    expect(resumed.json().data.paused).toBe(false);
    expect(await twitterDue(late)).toBe('2027-03-01T08:00');
    expect(await twitterDue(third)).toBe('2027-03-03T08:00');

    // Gone out, an item is no longer in the queue.
    await t.ctx.db.execute(sql`update publication_targets set status = 'published', published_at = now() where content_id = ${late}`);
    await settleContent(t.ctx, me.visitor.workspaceId, late);
    expect((await api.get(`/api/content/${late}`)).json().data).toMatchObject({ status: 'published', queuedAt: null });
    expect((await queue()).queuedItems).toBe(1);
  });
});

describe('ce que la file refuse', () => {
  it('une publication vers un réseau non connecté : message qui le nomme, rien ne change', async () => {
    const item = await saveDraft(api, { platforms: ['instagram'] });
    const refused = await add(item.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Instagram');
    expect((await api.get(`/api/content/${item.id}`)).json().data).toMatchObject({ status: 'pending', queuedAt: null, targets: [] });
  });

  it('un réseau sans créneau', async () => {
    await api.put('/api/planning/queue/slots', { slots: { linkedin: [] } });
    const item = await saveDraft(api, { platforms: ['linkedin'] });
    const refused = await add(item.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Aucun créneau pour LinkedIn dans la file d'attente : ajoutez-en dans « Publication automatique ».");
    expect((await api.get(`/api/content/${item.id}`)).json().data).toMatchObject({ status: 'pending', queuedAt: null });
  });

  it('un lecteur voit la file mais ne la change pas', async () => {
    await setRole(t, me.visitor, 'viewer');
    try {
      expect((await api.get('/api/planning/queue')).statusCode).toBe(200);
      expect((await api.put('/api/planning/queue/pause', { paused: true })).statusCode).toBe(403);
      expect((await api.put('/api/planning/queue/slots', { slots: SLOTS })).statusCode).toBe(403);
    } finally {
      await setRole(t, me.visitor, 'admin');
    }
    expect((await queue()).paused).toBe(false);
  });
});
