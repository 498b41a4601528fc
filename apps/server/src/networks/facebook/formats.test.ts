import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, clientWith, expectKind, openPostPage } from '../meta/graph.test-support.ts';
import { photoAlts, sandboxClient, type Exchange } from '../test-support.ts';
import type { AccountCredentials, NetworkClient } from '../types.ts';
import { definition } from './index.ts';

let t: TestApp;
let client: NetworkClient;
let account: AccountCredentials;
const photo = (name: string) => sampleImage({ url: `http://localhost:3000/media/demo/${name}.png` });

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('facebook');
  account = accountOf(await connectThroughSandbox(t, client, 'boulangerie_martin'));
});
afterAll(() => t?.close());

const graphCall = (method: 'POST', path: string, payload: object) =>
  t.app.inject({ method, url: `/sandbox/facebook/v25.0/${path}`, headers: { authorization: `Bearer ${account.accessToken}` }, payload });

describe('Facebook : plusieurs photos', () => {
  it('envoie chaque photo non publiée puis une publication qui les attache toutes ; la page les montre dans l’ordre', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const result = await counted.publish(account, { text: 'Les viennoiseries du dimanche', media: [photo('croissant'), photo('chausson'), photo('brioche')] });
    const pageId = account.settings.pageId;
    expect(calls).toEqual([...Array(3).fill(`POST /sandbox/facebook/v25.0/${pageId}/photos`), `POST /sandbox/facebook/v25.0/${pageId}/feed`]);
    const page = await openPostPage(t, result.url);
    const order = [...page.body.matchAll(/data-testid="sandbox-carousel-item" data-position="(\d)"><img src="[^"]+\/(\w+)\.png"/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(order).toEqual(['1:croissant', '2:chausson', '3:brioche']);
  });

  it('refuse avant tout appel une vidéo parmi des photos', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    await expectKind(counted.publish(account, { text: 'Mélange', media: [photo('a'), sampleVideo()] }), 'invalid_content');
    expect(calls).toEqual([]);
  });
});

/** The bodies of the photos a recorded client sent, in order. */
const photoCalls = (exchanges: Exchange[]) =>
  exchanges.filter((exchange) => exchange.url.pathname.endsWith(`/${account.settings.pageId}/photos`)).map((exchange) => exchange.requestBody);

describe('Facebook : texte alternatif', () => {
  it('alt_text_custom sur la photo d’une publication à une photo ; la page le donne en alt', async () => {
    const { client: recorded, exchanges } = sandboxClient(t, definition);
    const result = await recorded.publish(account, { text: 'La baguette', media: [{ ...photo('baguette'), altText: 'Une baguette dorée sur une grille' }] });
    expect(photoCalls(exchanges)).toEqual([{ url: 'http://localhost:3000/media/demo/baguette.png', published: false, alt_text_custom: 'Une baguette dorée sur une grille' }]);
    expect(photoAlts((await openPostPage(t, result.url)).body)).toEqual(['Une baguette dorée sur une grille']);
  });

  it('alt_text_custom sur chaque photo non publiée qui en a un ; la page les donne dans l’ordre', async () => {
    const { client: recorded, exchanges } = sandboxClient(t, definition);
    const media = [photo('pain'), { ...photo('seigle'), altText: 'Un pain de seigle fariné' }];
    const result = await recorded.publish(account, { text: 'Nos pains', media });
    expect(photoCalls(exchanges)).toEqual([
      { url: 'http://localhost:3000/media/demo/pain.png', published: false },
      { url: 'http://localhost:3000/media/demo/seigle.png', published: false, alt_text_custom: 'Un pain de seigle fariné' },
    ]);
    expect(photoAlts((await openPostPage(t, result.url)).body)).toEqual(['', 'Un pain de seigle fariné']);
  });
});

describe('Facebook : envoi reprenable d’une vidéo (le faux)', () => {
  it('refuse une part au mauvais décalage, une fin avant la dernière part, et une phase après la fin', async () => {
    const pageId = account.settings.pageId!;
    const start = (await graphCall('POST', `${pageId}/videos`, { upload_phase: 'start', file_size: 10 })).json();
    expect(start).toMatchObject({ start_offset: '0', end_offset: '10' });
    const part = (offset: number, bytes: Buffer) => {
      const form = new FormData();
      form.set('upload_phase', 'transfer');
      form.set('upload_session_id', start.upload_session_id);
      form.set('start_offset', String(offset));
      form.set('video_file_chunk', new Blob([new Uint8Array(bytes)]), 'chunk');
      const request = new Request('http://x/', { method: 'POST', body: form });
      return request.arrayBuffer().then((body) =>
        t.app.inject({
          method: 'POST',
          url: `/sandbox/facebook/v25.0/${pageId}/videos`,
          headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': request.headers.get('content-type')! },
          payload: Buffer.from(body),
        }),
      );
    };
    expect((await part(4, Buffer.alloc(6))).json().error).toMatchObject({ code: 6001 });
    expect((await graphCall('POST', `${pageId}/videos`, { upload_phase: 'finish', upload_session_id: start.upload_session_id })).json().error.message).toContain('0 of 10');
    expect((await part(0, Buffer.alloc(10))).json()).toEqual({ start_offset: '10', end_offset: '10' });
    expect((await graphCall('POST', `${pageId}/videos`, { upload_phase: 'finish', upload_session_id: start.upload_session_id, description: 'x' })).json()).toEqual({
      success: true,
    });
    expect((await part(10, Buffer.alloc(1))).json().error.message).toContain('already finished');
  });
});

describe('Facebook : Reels', () => {
  it('publie un Reel : start, octets vers l’adresse d’envoi, finish PUBLISHED, statut jusqu’à prêt ; la page dit Reel', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const result = await counted.publish(account, { text: 'Le pétrissage en 30 secondes', media: [sampleVideo()], options: { facebookReel: true } });
    const pageId = account.settings.pageId;
    expect(calls.slice(0, 3)).toEqual([
      `POST /sandbox/facebook/v25.0/${pageId}/video_reels`,
      `POST /sandbox/facebook/video-upload/v25.0/${result.externalId}`,
      `POST /sandbox/facebook/v25.0/${pageId}/video_reels`,
    ]);
    expect(result.url).toBe(`${t.ctx.config.publicUrl}/sandbox/facebook/reel/${result.externalId}/`);
    const page = await openPostPage(t, result.url);
    expect(page.body).toContain('<strong>Vidéo Reel</strong>');
    expect(page.body).toContain('Le pétrissage en 30 secondes');
    expect(page.body).toContain('<video');
  });

  it('refuse avant tout appel un Reel de plus de 90 s ou horizontal', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const long = await expectKind(
      counted.publish(account, { text: 'Long', media: [sampleVideo(1000, { durationSeconds: 120 })], options: { facebookReel: true } }),
      'invalid_content',
    );
    expect(long.message).toMatch(/^Facebook : /);
    expect(long.message).toContain('90');
    const wide = await expectKind(
      counted.publish(account, { text: 'Large', media: [sampleVideo(1000, { width: 1920, height: 1080 })], options: { facebookReel: true } }),
      'invalid_content',
    );
    expect(wide.message).toContain('proportions');
    expect(calls).toEqual([]);
  });

  it('le faux refuse finish avant l’envoi des octets, et un envoi au mauvais décalage', async () => {
    const pageId = account.settings.pageId!;
    const start = (await graphCall('POST', `${pageId}/video_reels`, { upload_phase: 'start' })).json();
    expect((await graphCall('POST', `${pageId}/video_reels`, { upload_phase: 'finish', video_id: start.video_id, video_state: 'PUBLISHED' })).json().error.code).toBe(6001);
    const upload = await t.app.inject({
      method: 'POST',
      url: new URL(start.upload_url).pathname,
      headers: { authorization: `OAuth ${account.accessToken}`, offset: '5', file_size: '10', 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(10),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().debug_info.type).toBe('OffsetInvalidError');
  });
});

describe('Facebook : premier commentaire', () => {
  it('commente la publication au nom de la Page ; listé comme venant du compte et montré sous la publication', async () => {
    const post = await client.publish(account, { text: `Pain de campagne ${Date.now()}` });
    const comment = await client.publishFollowUp!(account, { postExternalId: post.externalId, replyToExternalId: post.externalId, text: 'Commandes au 01 23 45 67 89' });
    expect(comment.url).toContain(`comment_id=${comment.externalId}`);
    const listed = await client.comments!.list(account, post.externalId);
    expect(listed.find((item) => item.id === comment.externalId)).toMatchObject({ fromAccount: true, parentId: null, text: 'Commandes au 01 23 45 67 89' });
    const page = await openPostPage(t, post.url);
    expect(page.body).toContain(`data-comment-id="${comment.externalId}"`);
    expect(page.body).toContain('<p>Commandes au 01 23 45 67 89</p>');
  });

  it('refuse avant tout appel un premier commentaire trop long', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const error = await expectKind(counted.publishFollowUp!(account, { postExternalId: '1_2', replyToExternalId: '1_2', text: 'a'.repeat(8_001) }), 'invalid_content');
    expect(error.message).toBe('Facebook : le premier commentaire compte 8001 caractères, au-delà des 8000 autorisés');
    expect(calls).toEqual([]);
  });
});
