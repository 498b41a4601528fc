import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectDemo } from '../content/test-helpers.test-support.ts';
import { newVisitor, setRole, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { runEvergreenRound } from './service.ts';

/**
 * Evergreen reposting on known figures: an X account with a median post (1,000 views, 50
 * interactions), a star post far above it, a weak one below, and a recent star; the server's
 * clock on Monday 1 March 2027.
 */
const NOW = Date.parse('2027-03-01T06:00:00Z');
const RULE = { enabled: true, minScore: 70, maxReposts: 2, minDays: 30 };

let t: TestApp;
let me: Awaited<ReturnType<typeof newVisitor>>;
let api: Caller;
let ws: string;
const ids: Record<string, string> = {};

async function published(name: string, publishedAt: string, impressions: number, engagement: number, accountId: string) {
  const [item] = await rawRows<{ id: string }>(
    t.ctx.db,
    sql`insert into contents (workspace_id, title, text, topics, objective, platforms, status, published_at, impressions, likes)
        values (${ws}, ${name}, ${`Texte d’origine : ${name}`}, ${JSON.stringify(['bol émaillé', 'atelier'])}::jsonb, 'sell', '["twitter"]'::jsonb,
                'published', ${publishedAt}::timestamptz, ${impressions}, ${engagement}) returning id`,
  );
  const [target] = await rawRows<{ id: string }>(
    t.ctx.db,
    sql`insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, published_at)
        values (${ws}, ${item!.id}, ${accountId}, 'twitter', 'published', ${publishedAt}::timestamptz, ${publishedAt}::timestamptz) returning id`,
  );
  await t.ctx.db.execute(
    sql`insert into post_metrics (target_id, workspace_id, content_id, account_id, platform, published_at, measured_at, impressions, engagement)
        values (${target!.id}, ${ws}, ${item!.id}, ${accountId}, 'twitter', ${publishedAt}::timestamptz, ${publishedAt}::timestamptz, ${impressions}, ${engagement})`,
  );
  ids[name] = item!.id;
}

const evergreen = async () => (await api.get('/api/planning/evergreen')).json().data;
const repostsOf = (id: string) =>
  rawRows<{ id: string; text: string; status: string; queued: boolean }>(
    t.ctx.db,
    sql`select id, text, status, queued_at is not null as queued from contents where repost_of = ${id} order by created_at`,
  );
/** A repost went out long ago: its original may come back again. */
const publishedLongAgo = (id: string) => t.ctx.db.execute(sql`update contents set status = 'published', queued_at = null, published_at = '2027-01-20T10:00:00Z' where id = ${id}`);

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' }, { clock: manualClock(NOW) });
  me = await newVisitor(t);
  api = me.api;
  ws = me.visitor.workspaceId;
  const x = await connectDemo(api, 'twitter');
  for (const day of ['05', '07', '09', '11']) await published(`Médiane ${day}`, `2027-01-${day}T10:00:00Z`, 1000, 50, x);
  await published('Étoile', '2027-01-15T10:00:00Z', 3000, 400, x);
  await published('Faible', '2027-01-16T10:00:00Z', 500, 10, x);
  await published('Étoile récente', '2027-02-25T10:00:00Z', 3000, 400, x);
});
afterAll(async () => t?.close());

describe('la règle de republication', () => {
  it('est éteinte tant que l’espace n’en a pas enregistré', async () => {
    expect(await evergreen()).toMatchObject({ rule: { enabled: false, minScore: 70, maxReposts: 2, minDays: 30 }, eligible: 0, reposts: 0, lastRunAt: null });
  });

  it.each([
    ['un score négatif', { minScore: -1 }, '« Score minimal » doit être un nombre entier entre 0 et 99 (reçu : -1).'],
    ['un nombre absurde de republications', { maxReposts: 1000 }, '« Nombre de republications » doit être un nombre entier entre 1 et 10 (reçu : 1000).'],
    ['un délai non entier', { minDays: 2.5 }, '« Délai en jours » doit être un nombre entier entre 1 et 365 (reçu : 2.5).'],
  ])('refuse %s en le nommant, sans rien changer', async (_name, change, message) => {
    const refused = await api.put('/api/planning/evergreen', { ...RULE, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect((await evergreen()).rule.enabled).toBe(false);
  });

  it('prend les publications dont le score dépasse N, publiées depuis au moins K jours', async () => {
    const saved = await api.put('/api/planning/evergreen', RULE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Règle de republication enregistrée', data: { rule: RULE, eligible: 1 } });
  });

  it('et celles activées une par une, quel que soit leur score', async () => {
    const opted = await api.put(`/api/content/${ids['Faible']}/evergreen`, { enabled: true });
    expect(opted.json()).toMatchObject({ message: 'Cette publication sera republiée automatiquement', data: { evergreen: true } });
    expect(await evergreen()).toMatchObject({ eligible: 2, optedIn: 1 });
  });

  it('un lecteur la voit sans la changer', async () => {
    await setRole(t, me.visitor, 'viewer');
    try {
      expect((await api.get('/api/planning/evergreen')).statusCode).toBe(200);
      expect((await api.put('/api/planning/evergreen', RULE)).statusCode).toBe(403);
      expect((await api.put(`/api/content/${ids['Étoile']}/evergreen`, { enabled: true })).statusCode).toBe(403);
    } finally {
      await setRole(t, me.visitor, 'admin');
    }
  });
});

describe('un tour de republication', () => {
  it('crée une republication liée à l’original, au texte neuf, mise dans la file', async () => {
    const made = await runEvergreenRound(t.ctx, ws);
    expect(made).toHaveLength(2);
    for (const name of ['Étoile', 'Faible']) {
      const [repost] = await repostsOf(ids[name]!);
      expect(repost).toMatchObject({ status: 'scheduled', queued: true });
      expect(repost!.text).not.toBe(`Texte d’origine : ${name}`);
      expect(repost!.text.length).toBeGreaterThan(20);
    }
    const item = (await api.get(`/api/content/${(await repostsOf(ids['Étoile']!))[0]!.id}`)).json().data;
    expect(item).toMatchObject({ repostOf: ids['Étoile'], original: { id: ids['Étoile'], title: 'Étoile', engagement: { impressions: 3000, likes: 400 } } });
    expect((await evergreen()).lastRunAt).toBe(new Date(NOW).toISOString());
  });

  it('ne republie pas une publication dont la republication est encore en route', async () => {
    expect(await runEvergreenRound(t.ctx, ws)).toEqual([]);
  });

  it('republie au plus M fois, chaque fois avec un autre texte', async () => {
    const [first] = await repostsOf(ids['Étoile']!);
    await publishedLongAgo(first!.id);
    await t.ctx.db.execute(sql`update contents set evergreen = false where id = ${ids['Faible']}`);
    expect(await runEvergreenRound(t.ctx, ws)).toHaveLength(1);
    const [, second] = await repostsOf(ids['Étoile']!);
    expect(second!.text).not.toBe(first!.text);
    await publishedLongAgo(second!.id);
    // Two reposts made: the rule's maximum.
    expect(await runEvergreenRound(t.ctx, ws)).toEqual([]);
  });

  it('refuse de republier ce qui n’est pas un original publié', async () => {
    const [repost] = await repostsOf(ids['Étoile']!);
    const onRepost = await api.put(`/api/content/${repost!.id}/evergreen`, { enabled: true });
    expect(onRepost.statusCode).toBe(400);
    expect(onRepost.json().message).toBe("Une republication ne se republie pas à son tour : activez la republication sur l'original.");
    const draft = (await api.post('/api/content/drafts', { title: 'Brouillon', content: 'Pas encore publié', platforms: ['twitter'] })).json().data;
    const onDraft = await api.put(`/api/content/${draft.id}/evergreen`, { enabled: true });
    expect(onDraft.statusCode).toBe(400);
    expect(onDraft.json().message).toBe('Seule une publication déjà publiée peut être republiée.');
  });
});
