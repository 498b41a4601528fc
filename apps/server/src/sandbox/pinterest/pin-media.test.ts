import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedSandboxClient } from '../../networks/test-support.ts';
import { definition } from '../../networks/pinterest/index.ts';
import { uploadVideo } from '../../networks/pinterest/media.ts';
import { sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let pin: (mediaSource: unknown) => Promise<{ status: number; body: { code: number; message: string } }>;
let account: Awaited<ReturnType<typeof connectedSandboxClient>>['account'];
let context: Awaited<ReturnType<typeof connectedSandboxClient>>['context'];

const images = (count: number) => Array.from({ length: count }, (_, index) => ({ url: `https://media.exemple.fr/p/${index}.jpg` }));

beforeAll(async () => {
  t = await createTestApp();
  ({ account, context } = await connectedSandboxClient(t, definition, 'faux_pinterest'));
  pin = async (mediaSource) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pinterest/v5/pins',
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { board_id: account.settings.boardId, description: 'Essai', media_source: mediaSource },
    });
    return { status: answer.statusCode, body: answer.json() };
  };
});
afterAll(async () => t?.close());

describe('faux Pinterest : ce que l’API refuse d’une épingle carrousel ou vidéo', () => {
  it.each([
    [1, 'minItems=2'],
    [6, 'maxItems=5'],
  ])('un carrousel de %i image(s) est refusé (%s)', async (count, rule) => {
    const answer = await pin({ source_type: 'multiple_image_urls', items: images(count) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: expect.stringContaining(rule) });
  });

  it('un carrousel dont une image n’a pas d’adresse web est refusé', async () => {
    const answer = await pin({ source_type: 'multiple_image_urls', items: [...images(2), { url: 'file:///etc/passwd' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('items[2].url');
  });

  it('une vidéo sans couverture, avec une seconde non entière ou encore en traitement est refusée', async () => {
    const mediaId = await uploadVideo(context, account, sampleVideo(1_000));
    expect((await pin({ source_type: 'video_id', media_id: mediaId })).body.message).toContain('cover_image_url or cover_image_content_type is required');
    expect((await pin({ source_type: 'video_id', media_id: mediaId, cover_image_key_frame_time: 1.5 })).body.message).toContain('cover_image_key_frame_time');
    expect((await pin({ source_type: 'video_id', media_id: mediaId, cover_image_data: 'AAAA' })).status).toBe(400);

    const registered = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pinterest/v5/media',
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { media_type: 'video' },
    });
    const notReady = await pin({ source_type: 'video_id', media_id: registered.json().media_id, cover_image_key_frame_time: 0 });
    expect(notReady.status).toBe(400);
    expect(notReady.body.message).toContain('not ready');

    expect((await pin({ source_type: 'video_id', media_id: mediaId, cover_image_key_frame_time: 0 })).status).toBe(201);
  });

  it('l’hôte vidéo ne sert que les vidéos téléversées', async () => {
    expect((await t.app.inject({ url: '/sandbox/pinterest/videos/123456789' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sandbox/pinterest/videos/..%2Fetc' })).statusCode).toBe(404);
  });
});
