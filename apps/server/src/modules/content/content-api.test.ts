import { contentItemSchema, historyResponseSchema } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { setApprovalMode } from './approval.test-support.ts';
import { connectDemo, contentRow, draftBody, notificationsOf, saveDraft, targetRows } from './test-helpers.test-support.ts';

/**
 * The content API without workers: drafts, history, counts and every refusal. What the engine
 * does with the queued targets is in publishing.test.ts.
 */
let t: TestApp;
let api: Caller;
let other: Caller;
let userId: string;
beforeAll(async () => {
  // No session cache: a role changed in the database applies to the next request.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
  const me = await newVisitor(t);
  api = me.api;
  userId = me.visitor.userId;
  other = (await newVisitor(t)).api;
  await connectDemo(api, 'twitter');
  await connectDemo(api, 'linkedin');
});
afterAll(async () => t?.close());

const inFuture = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('drafts', () => {
  it('saves a pending item without a title, tells the validators, and lists it', async () => {
    const response = await api.post('/api/content/drafts', draftBody({ title: undefined }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Contenu enregistré dans les publications en attente');
    expect(body.data).toMatchObject({ title: null, status: 'pending', keywords: ['soldes', 'été'], platforms: ['twitter'], engagement: null, targets: [] });
    const notices = await notificationsOf(t, userId);
    expect(notices.at(-1)).toEqual({ type: 'validation', message: 'Nouveau contenu généré en attente de validation', route: '/publications/pending' });
    const got = await api.get(`/api/content/${body.data.id}`);
    expect(got.json().data.content).toBe(draftBody().content);
  });

  it('keeps a draft out of the pending count, edits it, and refuses to edit a scheduled item', async () => {
    const before = (await api.get('/api/content/counts')).json().data;
    const draft = await saveDraft(api, { status: 'draft' });
    expect((await api.get('/api/content/counts')).json().data).toEqual(before);
    const edited = await api.put(`/api/content/drafts/${draft.id}`, draftBody({ content: 'Nouveau texte', status: 'draft' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Brouillon mis à jour', data: { content: 'Nouveau texte', status: 'draft' } });

    await api.post(`/api/content/drafts/${draft.id}/schedule`, { scheduledFor: inFuture(60) });
    const refused = await api.put(`/api/content/drafts/${draft.id}`, draftBody({ content: 'Trop tard' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cette publication ne peut plus être modifiée (statut : programmée).');
    expect((await contentRow(t, draft.id))?.text).toBe('Nouveau texte');
  });

  it('keeps what the create screen held (objective, description, keywords, mode), reads it back, and refuses what generation would', async () => {
    const screen = {
      topics: ['céramique', 'atelier'],
      objective: 'inspire',
      description: 'Nos tasses tournées à la main, émaillées dans notre atelier lyonnais.',
      publicationMode: 'manuelle',
    };
    const saved = await saveDraft(api, { ...screen, status: 'draft' });
    expect(saved).toMatchObject(screen);
    expect((await api.get(`/api/content/${saved.id}`)).json().data).toMatchObject(screen);

    const edited = await api.put(`/api/content/drafts/${saved.id}`, draftBody({ ...screen, objective: 'sell', description: '  ', status: 'draft' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ objective: 'sell', description: null, publicationMode: 'manuelle' });

    const refusals = [draftBody({ objective: 'vendre' }), draftBody({ description: 'x'.repeat(1001) }), draftBody({ publicationMode: 'plus tard' })];
    for (const body of refusals) {
      const refused = await api.put(`/api/content/drafts/${saved.id}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    expect((await api.get(`/api/content/${saved.id}`)).json().data).toMatchObject({ objective: 'sell', description: null, content: draftBody().content });

    // A client that does not send them (the original create-screen payload) saves an item without them.
    const bare = await saveDraft(api, { status: 'draft' });
    expect(bare).toMatchObject({ objective: null, description: null, publicationMode: null, topics: [] });
  });

  it('refuses bad bodies and unknown media in French, creating nothing', async () => {
    const count = (await api.get('/api/content/history?pageSize=100')).json().data.length;
    const noText = await api.post('/api/content/drafts', { platforms: ['twitter'] });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toContain('content');
    const badNetwork = await api.post('/api/content/drafts', draftBody({ platforms: ['myspace'] }));
    expect(badNetwork.statusCode).toBe(400);
    const media = await api.post('/api/content/drafts', draftBody({ mediaId: '00000000-0000-4000-8000-000000000000' }));
    expect(media.statusCode).toBe(400);
    expect(media.json().message).toBe('Le média de cette publication est introuvable.');
    expect((await api.get('/api/content/history?pageSize=100')).json().data.length).toBe(count);
  });
});

describe('another workspace', () => {
  it('answers 404 on every route for an item of another workspace, and changes nothing', async () => {
    const item = await saveDraft(api);
    const calls = [
      other.get(`/api/content/${item.id}`),
      other.put(`/api/content/drafts/${item.id}`, draftBody({ content: 'piraté' })),
      other.delete(`/api/content/${item.id}`),
      other.post(`/api/content/drafts/${item.id}/publish`),
      other.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: inFuture(30) }),
      other.post(`/api/content/${item.id}/cancel`),
      other.get(`/api/content/${item.id}/analytics?period=7d`),
      api.get('/api/content/not-a-uuid'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Publication introuvable.');
    }
    expect(await contentRow(t, item.id)).toMatchObject({ status: 'pending', text: draftBody().content });
    expect((await other.get('/api/content/history')).json().data).toEqual([]);
  });
});

describe('publish and schedule refusals', () => {
  it('refuses a missing, unreadable or past date', async () => {
    const item = await saveDraft(api);
    const url = `/api/content/drafts/${item.id}/schedule`;
    const missing = await api.post(url, {});
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Veuillez sélectionner une date et une heure']);
    const unreadable = await api.post(url, { scheduledFor: 'demain 9h' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toContain('« demain 9h »');
    const past = await api.post(url, { scheduledFor: new Date(Date.now() - 60_000).toISOString() });
    expect([past.statusCode, past.json().message]).toEqual([400, "La date et l'heure de programmation doivent être dans le futur"]);
    expect(await contentRow(t, item.id)).toMatchObject({ status: 'pending', scheduled_for: null });
    expect(await targetRows(t, item.id)).toEqual([]);
  });

  it('refuses a network without an account, a text over the limit and a media type the network refuses', async () => {
    const noAccount = await saveDraft(api, { platforms: ['twitter', 'pinterest'] });
    const r1 = await api.post(`/api/content/drafts/${noAccount.id}/publish`);
    expect([r1.statusCode, r1.json().message]).toEqual([400, 'Aucun compte connecté pour Pinterest']);

    const tooLong = await saveDraft(api, { content: 'a'.repeat(300), platforms: ['linkedin', 'twitter'] });
    const r2 = await api.post(`/api/content/drafts/${tooLong.id}/publish`);
    expect(r2.statusCode).toBe(400);
    expect(r2.json().message).toMatch(/^X refuserait cette publication : le texte compte \d+ caractères pondérés .*, au-delà des 280 acceptés$/);

    const textOnly = await saveDraft(api, { platforms: ['instagram'] });
    await connectDemo(api, 'instagram');
    const r3 = await api.post(`/api/content/drafts/${textOnly.id}/schedule`, { scheduledFor: inFuture(10) });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().message).toBe("Instagram refuserait cette publication : ce réseau n'accepte pas de publication sans photo ni vidéo");

    const empty = await saveDraft(api, { platforms: [] });
    const r4 = await api.post(`/api/content/drafts/${empty.id}/publish`);
    expect([r4.statusCode, r4.json().message]).toEqual([400, 'Veuillez sélectionner au moins un réseau social.']);

    for (const item of [noAccount, tooLong, textOnly, empty]) {
      expect((await contentRow(t, item.id))?.status).toBe('pending');
      expect(await targetRows(t, item.id)).toEqual([]);
    }
  });

  it('refuses a set of media the network does not take (a video among photos on Facebook), keeping the set in order', async () => {
    const workspaceId = (await api.get('/api/auth/me')).json().workspace.id;
    const insert = async (kind: 'image' | 'video', mime: string, name: string) => {
      const [row] = await rawRows<{ id: string }>(
        t.ctx.db,
        sql`insert into media (workspace_id, kind, mime_type, storage_key, size_bytes, width, height, duration_ms)
            values (${workspaceId}, ${kind}, ${mime}, ${`${workspaceId}/${name}-${Date.now()}`}, 2048, 1080, 1080, ${kind === 'video' ? 12_000 : null}) returning id`,
      );
      return row!.id;
    };
    const first = await insert('image', 'image/jpeg', 'vitrine.jpg');
    const second = await insert('video', 'video/mp4', 'atelier.mp4');
    const third = await insert('image', 'image/jpeg', 'detail.jpg');
    const item = await saveDraft(api, {
      platforms: ['facebook'],
      media: [first, second, third].map((id) => ({ id, url: '', type: id === second ? 'video' : 'image' })),
    });
    expect(item.media.map((medium) => medium.id)).toEqual([first, second, third]);
    expect(item).toMatchObject({ mediaId: first, mediaType: 'image', imageUrl: expect.stringMatching(/vitrine\.jpg-\d+$/) });
    await connectDemo(api, 'facebook');
    const response = await api.post(`/api/content/drafts/${item.id}/publish`);
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      "Facebook refuserait cette publication : ce réseau n'accepte pas de vidéo parmi plusieurs médias : une vidéo se publie seule",
    ]);
    expect(await targetRows(t, item.id)).toEqual([]);
    expect((await contentRow(t, item.id))?.status).toBe('pending');
  });

  it("holds a video sent as a Facebook Reel to the Reels' rules: a landscape video is refused as a Reel, taken as a Page video", async () => {
    const workspaceId = (await api.get('/api/auth/me')).json().workspace.id;
    const [video] = await rawRows<{ id: string }>(
      t.ctx.db,
      sql`insert into media (workspace_id, kind, mime_type, storage_key, size_bytes, width, height, duration_ms)
          values (${workspaceId}, 'video', 'video/mp4', ${`${workspaceId}/paysage-${Date.now()}.mp4`}, 4096, 1920, 1080, 15000) returning id`,
    );
    await connectDemo(api, 'facebook');
    const asReel = await saveDraft(api, { platforms: ['facebook'], mediaId: video!.id, mediaType: 'video', publishOptions: { facebookReel: true } });
    expect(asReel.publishOptions).toEqual({ facebookReel: true });
    const refused = await api.post(`/api/content/drafts/${asReel.id}/publish`);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Facebook refuserait cette publication : proportions non acceptées (1,78) ; acceptées : de 0,55 à 0,57']);
    expect(await targetRows(t, asReel.id)).toEqual([]);
    const asPageVideo = await saveDraft(api, { platforms: ['facebook'], mediaId: video!.id, mediaType: 'video' });
    expect((await api.post(`/api/content/drafts/${asPageVideo.id}/publish`)).statusCode).toBe(200);
  });

  it('refuses an account that is not connected properly', async () => {
    const id = await connectDemo(api, 'facebook');
    await t.ctx.db.execute(sql`update social_accounts set is_connected = false, access_token_enc = null where id = ${id}`);
    const item = await saveDraft(api, { platforms: ['facebook'] });
    const response = await api.post(`/api/content/drafts/${item.id}/publish`);
    expect([response.statusCode, response.json().message]).toEqual([400, "Votre compte Facebook n'est pas correctement connecté"]);
  });

  it('queues one target per connected account, then refuses to publish it again', async () => {
    const item = await saveDraft(api, { platforms: ['twitter', 'linkedin'] });
    const response = await api.post(`/api/content/drafts/${item.id}/publish`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Publication en cours...', data: { status: 'publishing' } });
    expect(
      response
        .json()
        .data.targets.map((target: { platform: string; status: string }) => [target.platform, target.status])
        .sort(),
    ).toEqual([
      ['linkedin', 'queued'],
      ['twitter', 'queued'],
    ]);
    const again = await api.post(`/api/content/drafts/${item.id}/publish`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Cette publication est déjà en cours de publication.']);
    const deleting = await api.delete(`/api/content/${item.id}`);
    expect([deleting.statusCode, deleting.json().message]).toEqual([409, 'Impossible de supprimer une publication en cours de publication.']);
  });
});

describe('schedule, cancel, delete', () => {
  it('schedules in the future, cancels back to pending with cancelled targets, deletes', async () => {
    const item = await saveDraft(api, { platforms: ['twitter'] });
    const when = inFuture(90);
    const scheduled = await api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: when });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().message).toMatch(/^Publication programmée pour le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/);
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', scheduledFor: when });
    expect((await api.get('/api/content/counts')).json().data.scheduled).toBeGreaterThanOrEqual(1);

    const cancelled = await api.post(`/api/content/${item.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ message: 'Publication déprogrammée', data: { status: 'pending', scheduledFor: null } });
    expect((await targetRows(t, item.id)).map((target) => target.status)).toEqual(['cancelled']);
    const twice = await api.post(`/api/content/${item.id}/cancel`);
    expect([twice.statusCode, twice.json().message]).toEqual([409, "Cette publication n'est pas programmée."]);

    const deleted = await api.delete(`/api/content/${item.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Publication supprimée' });
    expect((await api.get(`/api/content/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an item while it is going out', async () => {
    const item = await saveDraft(api);
    await t.ctx.db.execute(sql`update contents set status = 'publishing' where id = ${item.id}`);
    const response = await api.delete(`/api/content/${item.id}`);
    expect([response.statusCode, response.json().message]).toEqual([409, 'Impossible de supprimer une publication en cours de publication.']);
    expect(await contentRow(t, item.id)).toBeTruthy();
  });
});

describe('roles', () => {
  it('lets a viewer read the content but neither write nor publish it', async () => {
    const { api: viewer, visitor } = await newVisitor(t);
    const item = await saveDraft(viewer);
    await t.ctx.db.execute(sql`update memberships set role = 'viewer' where user_id = ${visitor.userId}`);
    const refused = await Promise.all([
      viewer.post('/api/content/drafts', draftBody()),
      viewer.put(`/api/content/drafts/${item.id}`, draftBody({ content: 'changé' })),
      viewer.post(`/api/content/drafts/${item.id}/publish`),
      viewer.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: inFuture(30) }),
      viewer.post(`/api/content/${item.id}/cancel`),
      viewer.delete(`/api/content/${item.id}`),
    ]);
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Vous n'avez pas les permissions nécessaires");
    }
    expect((await viewer.get(`/api/content/${item.id}`)).statusCode).toBe(200);
    expect((await viewer.get('/api/content/history')).json().data).toHaveLength(1);
    expect(await contentRow(t, item.id)).toMatchObject({ status: 'pending', text: draftBody().content });
  });
});

describe('history', () => {
  it('filters by platform, status, search and dates, newest first, with pagination', async () => {
    const { api: mine } = await newVisitor(t);
    const a = await saveDraft(mine, { title: 'Atelier poterie', content: 'Venez modeler', platforms: ['instagram'], keywords: ['argile'] });
    const b = await saveDraft(mine, { title: undefined, content: 'Nouvelle collection', platforms: ['twitter', 'linkedin'] });
    const c = await saveDraft(mine, { title: 'Brouillon', content: 'Pas prêt', platforms: ['twitter'], status: 'draft' });

    const all = (await mine.get('/api/content/history')).json();
    expect(all.data.map((item: { id: string }) => item.id)).toEqual([c.id, b.id, a.id]);
    expect(all.pagination).toEqual({ page: 1, pageSize: 20, hasMore: false });

    const ids = async (query: string) => (await mine.get(`/api/content/history?${query}`)).json().data.map((item: { id: string }) => item.id);
    expect(await ids('platform=twitter')).toEqual([c.id, b.id]);
    expect(await ids('status=draft')).toEqual([c.id]);
    expect(await ids('search=ARGILE')).toEqual([a.id]);
    expect(await ids('search=poterie')).toEqual([a.id]);
    expect(await ids('search=100%25')).toEqual([]);
    expect(await ids(`dateFrom=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    expect(await ids(`dateTo=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toHaveLength(3);

    const page1 = (await mine.get('/api/content/history?pageSize=2')).json();
    expect(page1.pagination.hasMore).toBe(true);
    const page2 = (await mine.get('/api/content/history?pageSize=2&page=2')).json();
    expect(page2.data.map((item: { id: string }) => item.id)).toEqual([a.id]);
    expect(page2.pagination.hasMore).toBe(false);
    expect(await ids('platform=twitter&pageSize=1&page=2')).toEqual([b.id]);
    expect(await ids('search=o&pageSize=1&page=3')).toEqual([a.id]);
    expect((await mine.get('/api/content/history?pageSize=2&page=9')).json()).toEqual({ success: true, data: [], pagination: { page: 9, pageSize: 2, hasMore: false } });
    expect(page1.pagination.nextCursor).toEqual(expect.any(String));

    const bad = await mine.get('/api/content/history?status=perdu');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
  });

  it('answers each item exactly as GET /api/content/:id does, targets and instants included', async () => {
    const { api: mine } = await newVisitor(t);
    await connectDemo(mine, 'twitter');
    await connectDemo(mine, 'linkedin');
    const scheduled = await saveDraft(mine, { title: 'Programmée', platforms: ['twitter', 'linkedin'] });
    expect((await mine.post(`/api/content/drafts/${scheduled.id}/schedule`, { scheduledFor: inFuture(90) })).statusCode).toBe(200);
    const plain = await saveDraft(mine, { title: undefined, content: 'Sans cible', platforms: ['twitter'], status: 'draft' });

    const history = (await mine.get('/api/content/history')).json().data as { id: string; targets: unknown[] }[];
    expect(history.map((item) => item.id)).toEqual([scheduled.id, plain.id]);
    expect(history[0]?.targets).toHaveLength(2);
    // The same fields in the same order: the same bytes.
    for (const item of history) expect(JSON.stringify(item)).toBe(JSON.stringify((await mine.get(`/api/content/${item.id}`)).json().data));
  });

  it('answers a repost with its original and figures, an approval asked and a thread, every field of the contract in its order, as GET /api/content/:id and the approval queue do', async () => {
    const { api: mine } = await newVisitor(t);
    await connectDemo(mine, 'twitter');
    await setApprovalMode(mine, 'required');
    const original = await saveDraft(mine, { title: 'L’original', platforms: ['twitter'] });
    const repost = await saveDraft(mine, { title: 'La reprise', platforms: ['twitter'], thread: ['Suite du fil', 'Fin du fil'] });
    await t.ctx.db.execute(sql`update contents set impressions = 1200, likes = null, status = 'published', published_at = now() where id = ${original.id}`);
    await t.ctx.db.execute(sql`update contents set repost_of = ${original.id}, impressions = 30, likes = 4 where id = ${repost.id}`);
    const asked = await mine.post(`/api/content/${repost.id}/approval/request`, { intent: 'publish' });
    expect(asked.statusCode).toBe(200);

    const history = (await mine.get('/api/content/history')).json().data as { id: string; needsApproval: boolean }[];
    const reposted = history.find((item) => item.id === repost.id);
    expect(reposted).toMatchObject({
      original: { id: original.id, title: 'L’original', engagement: { impressions: 1200, likes: 0 } },
      engagement: { impressions: 30, likes: 4 },
      approval: { status: 'requested', intent: 'publish' },
      thread: ['Suite du fil', 'Fin du fil'],
      needsApproval: true,
    });
    // The database writes the items: each one is the contract's, all its fields and no other, in its order.
    const body = (await mine.get('/api/content/history')).json();
    expect(historyResponseSchema.safeParse(body).success).toBe(true);
    for (const item of body.data) expect(Object.keys(item)).toEqual(Object.keys(contentItemSchema.shape));
    // Published: nothing left to approve, whatever the rule.
    expect(history.find((item) => item.id === original.id)).toMatchObject({ status: 'published', needsApproval: false, original: null });
    for (const item of history) expect(JSON.stringify(item)).toBe(JSON.stringify((await mine.get(`/api/content/${item.id}`)).json().data));
    const queue = (await mine.get('/api/content/approvals')).json().data as unknown[];
    expect(JSON.stringify(queue)).toBe(JSON.stringify([reposted]));
  });

  it('reads the page after a cursor: every item once, in order, however the dates tie', async () => {
    const { api: mine } = await newVisitor(t);
    const saved = [];
    for (let index = 0; index < 7; index += 1) saved.push(await saveDraft(mine, { title: `Article ${index}`, platforms: ['twitter'] }));
    // Three items on the same instant: their ids decide their order.
    const ids = saved.map((item) => item.id);
    await t.ctx.db.execute(sql`update contents set created_at = '2026-03-01T10:00:00.123456Z' where id in (${ids[1]}, ${ids[2]}, ${ids[3]})`);
    const everything = (await mine.get('/api/content/history?pageSize=100')).json().data.map((item: { id: string }) => item.id);
    expect([...everything].sort()).toEqual([...ids].sort());

    const walked: string[] = [];
    const cursors: (string | undefined)[] = [];
    let query = 'pageSize=3';
    for (let page = 1; page <= 3; page += 1) {
      const body = (await mine.get(`/api/content/history?${query}`)).json();
      walked.push(...body.data.map((item: { id: string }) => item.id));
      cursors.push(body.pagination.nextCursor);
      query = `pageSize=3&page=${page + 1}&after=${encodeURIComponent(body.pagination.nextCursor ?? '')}`;
    }
    expect(walked).toEqual(everything);
    const cursor = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f-]{36}$/);
    // The last page says there is no more, and gives no cursor.
    expect(cursors).toEqual([cursor, cursor, undefined]);
    // The page numbers reach the same items.
    const second = (await mine.get('/api/content/history?pageSize=3&page=2')).json().data.map((item: { id: string }) => item.id);
    expect(second).toEqual(everything.slice(3, 6));
  });

  it.each([
    ['not a cursor', 'hier'],
    ['a date that does not exist', '2026-02-30T10:00:00.000000Z_0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d'],
    ['an hour past 23', '2026-02-03T24:00:00.000000Z_0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d'],
    ['a malformed id', '2026-02-03T10:00:00.000000Z_0b1c2d3e'],
  ])('refuses %s as the cursor with a French message naming it', async (_case, cursor) => {
    const response = await api.get(`/api/content/history?after=${encodeURIComponent(cursor)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'after', message: 'Le champ « after » a une valeur invalide.' });
  });

  it('answers the stored analytics of an item', async () => {
    const item = await saveDraft(api);
    const response = await api.get(`/api/content/${item.id}/analytics?period=7d`);
    // A draft: never published, never measured: every figure is unknown (null), not 0.
    expect(response.json().data).toMatchObject({
      contentId: item.id,
      period: '7d',
      publishedAt: null,
      score: null,
      totals: { impressions: null, reach: null, likes: null, comments: null, shares: null, saves: null, clicks: null, engagement: null },
      targets: [],
    });
    expect((await api.get(`/api/content/${item.id}/analytics?period=2y`)).statusCode).toBe(400);
  });
});
