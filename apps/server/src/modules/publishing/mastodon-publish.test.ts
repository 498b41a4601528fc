import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectDemo, saveDraft, targetRows } from '../content/test-helpers.test-support.ts';
import { newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { runFollowUpsJob, runPublishJob } from './service.ts';

/** A Mastodon post through the publishing engine, on its sandbox: the content warning, the visibility, the first comment as a self-reply. */
let t: TestApp;
let api: Caller;
beforeAll(async () => {
  t = await createTestApp();
  api = (await newVisitor(t)).api;
  await connectDemo(api, 'mastodon');
});
afterAll(async () => t?.close());

interface SandboxStatus {
  id: string;
  text: string;
  details?: Record<string, string>;
  replies: { id: string; text: string; inReplyTo: string | null }[];
}
const statuses = async () => (await api.get('/sandbox/_posts?network=mastodon')).json().posts as SandboxStatus[];

describe('Mastodon : publication par le moteur', () => {
  it('le message part avec son avertissement et sa visibilité ; le premier commentaire est une réponse du compte à lui-même', async () => {
    const text = `Nouvelle fournée ${Date.now()}`;
    const item = await saveDraft(api, {
      content: text,
      keywords: [],
      platforms: ['mastodon'],
      firstComment: 'Commandez en boutique !',
      publishOptions: { contentWarning: 'Gourmandise', mastodonVisibility: 'unlisted' },
    });
    expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
    const [target] = await targetRows(t, item.id);
    await runPublishJob(t.ctx, target!.id);
    await runFollowUpsJob(t.ctx, target!.id);
    const [published] = (await targetRows(t, item.id)) as { status: string; external_id: string | null }[];
    expect(published!.status).toBe('published');
    const status = (await statuses()).find((candidate) => candidate.text === text)!;
    expect(status.id).toBe(published!.external_id);
    expect(status.details).toMatchObject({ spoilerText: 'Gourmandise', visibility: 'unlisted' });
    expect(status.replies).toEqual([expect.objectContaining({ text: 'Commandez en boutique !', inReplyTo: null })]);
  });

  it('501 caractères avec l’avertissement : refusé à la publication, en français, rien d’envoyé', async () => {
    const before = (await statuses()).length;
    const item = await saveDraft(api, { content: 'a'.repeat(490), keywords: [], platforms: ['mastodon'], publishOptions: { contentWarning: 'Sujet sensible' } });
    const response = await api.post(`/api/content/drafts/${item.id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('le texte compte 504 caractères pour l');
    expect((await statuses()).length).toBe(before);
  });
});
