import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { draftBody, saveDraft } from './test-helpers.test-support.ts';

/** What an item stores is what it claims to be: a link a reader may open, a source of this workspace. */
let t: TestApp;
let api: Caller;
let other: Caller;
beforeAll(async () => {
  t = await createTestApp();
  api = (await newVisitor(t)).api;
  other = (await newVisitor(t)).api;
});
afterAll(async () => t?.close());

const contentCount = async () => (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from contents`))[0]?.n;

describe("a post's link", () => {
  it.each(['https://exemple.fr/soldes?utm=1', 'http://exemple.fr'])('keeps %s', async (link) => {
    const saved = await saveDraft(api, { link, status: 'draft' });
    expect(saved.link).toBe(link);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'gopher://exemple.fr:70/_GET',
    'ftp://exemple.fr/fichier',
  ])('refuses %s with a French 400 naming link, on create and on edit', async (link) => {
    const draft = await saveDraft(api, { status: 'draft', link: 'https://exemple.fr' });
    const before = await contentCount();
    const created = await api.post('/api/content/drafts', draftBody({ link }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      success: false,
      code: 'validation.invalidUrl',
      field: 'link',
      message: 'Le champ « link » doit être une adresse web commençant par http:// ou https://.',
    });
    const edited = await api.put(`/api/content/drafts/${draft.id}`, draftBody({ link, status: 'draft' }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().field).toBe('link');
    expect(await contentCount()).toBe(before);
    expect((await api.get(`/api/content/${draft.id}`)).json().data.link).toBe('https://exemple.fr');
  });
});

describe('repostOf', () => {
  it('keeps a source of the same workspace', async () => {
    const source = await saveDraft(api, { status: 'draft' });
    const repost = await saveDraft(api, { status: 'draft', repostOf: source.id });
    expect(repost.repostOf).toBe(source.id);
  });

  it.each([
    ['another workspace’s item', async () => (await saveDraft(other, { status: 'draft' })).id],
    ['an unknown id', async () => '00000000-0000-4000-8000-000000000000'],
  ])('answers %s with a 404 naming repostOf, nothing written', async (_name, idOf) => {
    const foreign = await idOf();
    const before = await contentCount();
    const created = await api.post('/api/content/drafts', draftBody({ repostOf: foreign }));
    expect(created.statusCode).toBe(404);
    expect(created.json()).toMatchObject({ success: false, code: 'content.notFound', field: 'repostOf' });
    expect(await contentCount()).toBe(before);

    const mine = await saveDraft(api, { status: 'draft' });
    const edited = await api.put(`/api/content/drafts/${mine.id}`, draftBody({ repostOf: foreign, status: 'draft' }));
    expect(edited.statusCode).toBe(404);
    expect((await api.get(`/api/content/${mine.id}`)).json().data.repostOf).toBeNull();
  });

  it('lets a repost be edited once its source is deleted', async () => {
    const source = await saveDraft(api, { status: 'draft' });
    const repost = await saveDraft(api, { status: 'draft', repostOf: source.id });
    expect((await api.delete(`/api/content/${source.id}`)).statusCode).toBe(200);
    const edited = await api.put(`/api/content/drafts/${repost.id}`, draftBody({ repostOf: source.id, content: 'Encore', status: 'draft' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ repostOf: source.id, content: 'Encore' });
  });
});
