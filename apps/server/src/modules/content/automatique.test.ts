import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newVisitor } from '../social-accounts/test-helpers.test-support.ts';
import { connectDemo, draftBody, notificationsOf } from './test-helpers.test-support.ts';

/**
 * "Automatique" on the create screen, as the web app makes it: the item saved as `draft`, then
 * published; when it cannot go out, saved back as `pending`. Only an item really left waiting
 * announces « Nouveau contenu généré en attente de validation ».
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const validations = async (userId: string) => (await notificationsOf(t, userId)).filter((notice) => notice.type === 'validation');

describe('Automatique', () => {
  it('published at once: nothing is announced as waiting for validation', async () => {
    const { api, visitor } = await newVisitor(t);
    await connectDemo(api, 'twitter');
    const saved = await api.post('/api/content/drafts', draftBody({ status: 'draft' }));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.status).toBe('draft');
    const published = await api.post(`/api/content/drafts/${saved.json().data.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('publishing');
    expect(await validations(visitor.userId)).toEqual([]);
    expect((await api.get('/api/content/counts')).json().data.pending).toBe(0);
  });

  it('left pending when it cannot go out (no connected account): then it is announced, once', async () => {
    const { api, visitor } = await newVisitor(t);
    const body = draftBody({ platforms: ['facebook'], status: 'draft' });
    const saved = await api.post('/api/content/drafts', body);
    const id = saved.json().data.id as string;
    const refused = await api.post(`/api/content/drafts/${id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(await validations(visitor.userId)).toEqual([]);

    const pending = await api.put(`/api/content/drafts/${id}`, { ...body, status: 'pending' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.status).toBe('pending');
    expect(await validations(visitor.userId)).toEqual([{ type: 'validation', message: 'Nouveau contenu généré en attente de validation', route: '/publications/pending' }]);
    expect((await api.get('/api/content/counts')).json().data.pending).toBe(1);
  });
});
