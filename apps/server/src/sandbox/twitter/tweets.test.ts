import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMedia } from '../../networks/twitter/media.ts';
import { definition } from '../../networks/twitter/index.ts';
import { connectedSandboxClient } from '../../networks/test-support.ts';
import type { NetworkContext } from '../../networks/context.ts';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let context: NetworkContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const connected = await connectedSandboxClient(t, definition, 'cremerie');
  context = connected.context;
  token = connected.account.accessToken;
});
afterAll(async () => {
  await t?.close();
});

const photos = (count: number) => Promise.all(Array.from({ length: count }, () => uploadMedia(context, token, sampleImage())));

/** `POST /2/tweets` sent as is, past the client's own checks. */
const tweet = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/sandbox/twitter/2/tweets', headers: { authorization: `Bearer ${token}` }, payload: body as Record<string, unknown> });

describe('bac à sable X — médias d’un tweet', () => {
  it('prend jusqu’à quatre photos et les garde dans l’ordre', async () => {
    const ids = await photos(4);
    const answer = await tweet({ text: 'Quatre', media: { media_ids: ids } });
    expect(answer.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/twitter/cremerie/status/${answer.json().data.id}` });
    expect([...page.body.matchAll(/\/pbs\/media\/(\d+)/g)].map((match) => match[1])).toEqual(ids);
  });

  it('refuse cinq ids comme X (400 invalid-request, problem+json), sans rien publier', async () => {
    const answer = await tweet({ text: 'Cinq', media: { media_ids: await photos(5) } });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json()).toMatchObject({
      title: 'Invalid Request',
      type: 'https://api.x.com/2/problems/invalid-request',
      errors: [{ message: '$.media.media_ids: there must be a maximum of 4 items in the array', parameters: { 'media.media_ids': [] } }],
    });
  });

  it('refuse une vidéo parmi des photos, et un id de média inconnu : « Your media IDs are invalid. »', async () => {
    const [photo] = await photos(1);
    const video = await uploadMedia(context, token, sampleVideo(300_000));
    for (const ids of [
      [photo!, video],
      [photo!, '1234567890123456789'],
    ]) {
      const answer = await tweet({ text: 'Refusé', media: { media_ids: ids } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].message).toBe('Your media IDs are invalid.');
    }
    expect((await tweet({ text: 'Seule', media: { media_ids: [video] } })).statusCode).toBe(201);
  });
});
