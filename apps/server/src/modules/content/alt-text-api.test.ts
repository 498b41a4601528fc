import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { loadContentRow } from './load-content.ts';
import { createRepost } from './repost.ts';
import { draftBody, saveDraft } from './test-helpers.test-support.ts';

/** A post's media keep the alternative text written for each, in order, through every save. */
let t: TestApp;
let api: Caller;
let workspaceId: string;
let photo: string;
let detail: string;
let video: string;
beforeAll(async () => {
  t = await createTestApp();
  api = (await newVisitor(t)).api;
  workspaceId = (await api.get('/api/auth/me')).json().workspace.id;
  const insert = async (kind: 'image' | 'video', mime: string, name: string) => {
    const [row] = await rawRows<{ id: string }>(
      t.ctx.db,
      sql`insert into media (workspace_id, kind, mime_type, storage_key, size_bytes, width, height, duration_ms)
          values (${workspaceId}, ${kind}, ${mime}, ${`${workspaceId}/${name}`}, 2048, 1080, 1080, ${kind === 'video' ? 12_000 : null}) returning id`,
    );
    return row!.id;
  };
  photo = await insert('image', 'image/jpeg', 'vitrine.jpg');
  detail = await insert('image', 'image/jpeg', 'detail.jpg');
  video = await insert('video', 'video/mp4', 'atelier.mp4');
});
afterAll(async () => t?.close());

const medium = (id: string, type: 'image' | 'video', altText?: string) => ({ id, url: '', type, ...(altText === undefined ? {} : { altText }) });
const altTexts = (media: Record<string, unknown>[]) => media.map((item) => ('altText' in item ? item.altText : 'absent'));
const storedMedia = async (id: string) => (await api.get(`/api/content/${id}`)).json().data.media as Record<string, unknown>[];

describe('alternative text of the media', () => {
  it('keeps each medium’s text in order, trimmed, and answers none where none was written', async () => {
    const media = [medium(photo, 'image', '  La vitrine décorée pour Noël  '), medium(detail, 'image'), medium(video, 'video', 'La visite de l’atelier')];
    const saved = await saveDraft(api, { platforms: ['twitter', 'linkedin'], media, status: 'draft' });
    expect(saved.media.map((item) => item.id)).toEqual([photo, detail, video]);
    expect(altTexts(saved.media)).toEqual(['La vitrine décorée pour Noël', 'absent', 'La visite de l’atelier']);
    expect(altTexts(await storedMedia(saved.id))).toEqual(['La vitrine décorée pour Noël', 'absent', 'La visite de l’atelier']);
    const history = (await api.get('/api/content/history?pageSize=100')).json().data as { id: string; media: Record<string, unknown>[] }[];
    expect(altTexts(history.find((item) => item.id === saved.id)!.media)).toEqual(['La vitrine décorée pour Noël', 'absent', 'La visite de l’atelier']);
  });

  it('keeps them through an edit, and takes a changed one', async () => {
    const media = [medium(photo, 'image', 'La vitrine'), medium(detail, 'image', 'Un détail du décor')];
    const saved = await saveDraft(api, { media, status: 'draft' });
    const edited = await api.put(`/api/content/drafts/${saved.id}`, draftBody({ content: 'Texte revu', media, status: 'draft' }));
    expect(edited.statusCode).toBe(200);
    expect(altTexts(edited.json().data.media)).toEqual(['La vitrine', 'Un détail du décor']);
    const changed = await api.put(
      `/api/content/drafts/${saved.id}`,
      draftBody({ media: [medium(detail, 'image', 'Le décor en gros plan'), medium(photo, 'image')], status: 'draft' }),
    );
    expect(altTexts(changed.json().data.media)).toEqual(['Le décor en gros plan', 'absent']);
    expect(altTexts(await storedMedia(saved.id))).toEqual(['Le décor en gros plan', 'absent']);
  });

  it('refuses a text over 500 characters in French, naming the field, and saves nothing', async () => {
    const count = async () => (await api.get('/api/content/history?pageSize=100')).json().data.length as number;
    const before = await count();
    const tooLong = [medium(photo, 'image', 'Une vitrine'), medium(detail, 'image', 'a'.repeat(501))];
    const created = await api.post('/api/content/drafts', draftBody({ media: tooLong }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      success: false,
      code: 'validation.tooLong',
      field: 'media.1.altText',
      message: 'Le champ « media.1.altText » ne doit pas dépasser 500 caractères.',
    });
    expect(await count()).toBe(before);

    const saved = await saveDraft(api, { media: [medium(photo, 'image', 'Une vitrine')], status: 'draft' });
    const edited = await api.put(`/api/content/drafts/${saved.id}`, draftBody({ content: 'Jamais enregistré', media: tooLong, status: 'draft' }));
    expect([edited.statusCode, edited.json().field]).toEqual([400, 'media.1.altText']);
    const kept = (await api.get(`/api/content/${saved.id}`)).json().data;
    expect(kept.content).toBe(draftBody().content);
    expect(altTexts(kept.media)).toEqual(['Une vitrine']);
    expect((await api.post('/api/content/drafts', draftBody({ media: [medium(photo, 'image', 'a'.repeat(500))] }))).statusCode).toBe(201);
  });

  it('keeps them in a repost', async () => {
    const saved = await saveDraft(api, { media: [medium(photo, 'image', 'La vitrine'), medium(detail, 'image')], status: 'draft' });
    const repost = await createRepost(t.ctx, await loadContentRow(t.ctx, workspaceId, saved.id), { text: 'De retour en vitrine', variants: {} });
    expect(altTexts(await storedMedia(repost.id))).toEqual(['La vitrine', 'absent']);
  });
});
