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
const photo = (name: string) => sampleImage({ mimeType: 'image/jpeg', url: `http://localhost:3000/media/demo/${name}.jpg` });
const graphPath = (path: string) => `/sandbox/instagram/v25.0/${path}`;

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('instagram');
  account = accountOf(await connectThroughSandbox(t, client, 'fromagerie_alpine'));
});
afterAll(() => t?.close());

/** A raw call to the fake, as the account. */
const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: graphPath(path), headers: { authorization: `Bearer ${account.accessToken}` }, ...(payload ? { payload } : {}) });

/** A container made and polled until FINISHED, through the fake itself. */
async function finishedItem(payload: object) {
  const id = (await call('POST', `${account.externalId}/media`, payload)).json().id as string;
  for (let i = 0; i < 5; i++) if ((await call('GET', `${id}?fields=status_code`)).json().status_code === 'FINISHED') break;
  return id;
}

describe('Instagram : carrousels', () => {
  it('publie 3 médias en carrousel : un conteneur par élément, le carrousel, puis media_publish ; la page les montre dans l’ordre', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const media = [photo('tomme'), sampleVideo(), photo('reblochon')];
    const result = await counted.publish(account, { text: 'Plateau du week-end 🧀', media });
    const creations = calls.filter((entry) => entry === `POST ${graphPath(`${account.externalId}/media`)}`);
    expect(creations).toHaveLength(4);
    expect(calls.filter((entry) => entry.endsWith('/media_publish'))).toHaveLength(1);
    expect(result.url).toMatch(/\/sandbox\/instagram\/p\/[\w-]{11}\/$/);
    const page = await openPostPage(t, result.url);
    expect(page.body).toContain('data-testid="sandbox-carousel"');
    const order = [...page.body.matchAll(/data-testid="sandbox-carousel-item" data-position="(\d)"><(img|video) src="([^"]+)"/g)].map((m) => `${m[1]}:${m[2]}:${m[3]}`);
    expect(order).toEqual([
      '1:img:http://localhost:3000/media/demo/tomme.jpg',
      '2:video:http://localhost:3000/media/demo/video.mp4',
      '3:img:http://localhost:3000/media/demo/reblochon.jpg',
    ]);
    const node = (await call('GET', `${result.externalId}?fields=media_type,media_product_type`)).json();
    expect(node).toMatchObject({ media_type: 'CAROUSEL_ALBUM', media_product_type: 'FEED' });
  });

  it('refuse avant tout appel un onzième média', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const error = await expectKind(counted.publish(account, { text: 'Trop', media: Array.from({ length: 11 }, (_, i) => photo(`p${i}`)) }), 'invalid_content');
    expect(error.message).toContain('Instagram');
    expect(calls).toEqual([]);
  });

  it('le faux refuse un carrousel de 1 ou de 11 enfants, un enfant non terminé, réutilisé, ou publié seul', async () => {
    const items = await Promise.all([0, 1, 2].map((i) => finishedItem({ image_url: `http://localhost:3000/${i}.jpg`, is_carousel_item: true })));
    const carousel = (children: string[]) => call('POST', `${account.externalId}/media`, { media_type: 'CAROUSEL', children: children.join(','), caption: 'x' });
    expect((await carousel([items[0]!])).json().error).toMatchObject({ code: 100 });
    expect((await carousel(Array.from({ length: 11 }, (_, i) => `${items[0]}${i}`))).json().error.message).toContain('between 2 and 10');
    const pending = (await call('POST', `${account.externalId}/media`, { media_type: 'VIDEO', video_url: 'http://localhost:3000/v.mp4', is_carousel_item: true })).json().id;
    expect((await carousel([items[0]!, pending])).json().error).toMatchObject({ code: 9007, error_subcode: 2207027 });
    expect((await call('POST', `${account.externalId}/media_publish`, { creation_id: items[2] })).json().error.message).toContain('carousel item');
    expect((await carousel([items[0]!, items[1]!])).statusCode).toBe(200);
    expect((await carousel([items[1]!, items[2]!])).json().error.message).toContain('already a child');
  });
});

describe('Instagram : Reels', () => {
  it('publie un Reel hors du fil avec sa couverture à 2,5 s ; la page le dit', async () => {
    const { client: counted } = clientWith(t, definition);
    const result = await counted.publish(account, { text: 'Le tranchage de la meule', media: [sampleVideo()], options: { shareToFeed: false, coverAtSeconds: 2.5 } });
    expect(result.url).toContain('/sandbox/instagram/reel/');
    const page = await openPostPage(t, result.url);
    expect(page.body).toContain('Reel · dans l’onglet Reels seulement · couverture à 2,5 s');
    expect(page.body).toContain('<video');
  });

  it('partage un Reel dans le fil par défaut', async () => {
    const result = await client.publish(account, { text: 'Affinage en cave', media: [sampleVideo()] });
    const page = await openPostPage(t, result.url);
    expect(page.body).toContain('Reel · partagé aussi dans le fil');
    expect(page.body).not.toContain('couverture à');
  });

  it('le faux refuse une couverture négative', async () => {
    const answer = await call('POST', `${account.externalId}/media`, { media_type: 'REELS', video_url: 'http://localhost:3000/v.mp4', thumb_offset: -5 });
    expect(answer.json().error.message).toContain('thumb_offset');
  });
});

/** The bodies of the containers a recorded client made, in order. */
const containers = (exchanges: Exchange[]) =>
  exchanges.filter((exchange) => exchange.method === 'POST' && exchange.url.pathname === graphPath(`${account.externalId}/media`)).map((exchange) => exchange.requestBody);

describe('Instagram : texte alternatif', () => {
  it('alt_text sur le conteneur d’une photo seule ; la page le donne en alt', async () => {
    const { client: recorded, exchanges } = sandboxClient(t, definition);
    const result = await recorded.publish(account, { text: 'La tomme', media: [{ ...photo('tomme'), altText: 'Une tomme à croûte grise, coupée en deux' }] });
    expect(containers(exchanges)).toEqual([{ image_url: 'http://localhost:3000/media/demo/tomme.jpg', caption: 'La tomme', alt_text: 'Une tomme à croûte grise, coupée en deux' }]);
    expect(photoAlts((await openPostPage(t, result.url)).body)).toEqual(['Une tomme à croûte grise, coupée en deux']);
  });

  it('alt_text sur chaque photo d’un carrousel qui en a un, jamais sur une vidéo ni sur le carrousel', async () => {
    const { client: recorded, exchanges } = sandboxClient(t, definition);
    const media = [{ ...photo('comte'), altText: 'Une meule de comté' }, sampleVideo(2_500_000, { altText: 'La cave' }), photo('bleu')];
    const result = await recorded.publish(account, { text: 'Plateau', media });
    expect(containers(exchanges)).toEqual([
      { image_url: 'http://localhost:3000/media/demo/comte.jpg', is_carousel_item: true, alt_text: 'Une meule de comté' },
      { media_type: 'VIDEO', video_url: 'http://localhost:3000/media/demo/video.mp4', is_carousel_item: true },
      { image_url: 'http://localhost:3000/media/demo/bleu.jpg', is_carousel_item: true },
      { media_type: 'CAROUSEL', children: expect.any(String), caption: 'Plateau' },
    ]);
    expect(photoAlts((await openPostPage(t, result.url)).body)).toEqual(['Une meule de comté', '']);
  });

  it('le faux refuse alt_text sur un Reel, une vidéo de carrousel ou le carrousel lui-même', async () => {
    const refusals = [
      { media_type: 'REELS', video_url: 'http://localhost:3000/v.mp4', alt_text: 'x' },
      { media_type: 'VIDEO', video_url: 'http://localhost:3000/v.mp4', is_carousel_item: true, alt_text: 'x' },
      { media_type: 'CAROUSEL', children: '1,2', alt_text: 'x' },
    ];
    for (const payload of refusals) {
      expect((await call('POST', `${account.externalId}/media`, payload)).json().error).toMatchObject({ code: 100, message: expect.stringContaining('alt_text') });
    }
  });
});

describe('Instagram : premier commentaire', () => {
  it('commente la publication au nom du compte ; listé comme venant du compte et montré sous la publication', async () => {
    const post = await client.publish(account, { text: 'Raclette du jeudi', media: [photo('raclette')] });
    const comment = await client.publishFollowUp!(account, { postExternalId: post.externalId, replyToExternalId: post.externalId, text: 'Réservations au 04 50 00 00 00 📞' });
    expect(comment.url).toBe(`${post.url}c/${comment.externalId}/`);
    const listed = await client.comments!.list(account, post.externalId);
    expect(listed.find((item) => item.id === comment.externalId)).toMatchObject({ fromAccount: true, parentId: null, text: 'Réservations au 04 50 00 00 00 📞' });
    const page = await openPostPage(t, comment.url);
    expect(page.body).toMatch(new RegExp(`data-comment-id="${comment.externalId}"><strong>@${account.username}</strong><p>Réservations au 04 50 00 00 00 📞</p>`));
  });

  it('refuse avant tout appel un premier commentaire de plus de 2 200 caractères', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const error = await expectKind(counted.publishFollowUp!(account, { postExternalId: '1', replyToExternalId: '1', text: 'a'.repeat(2_201) }), 'invalid_content');
    expect(error.message).toBe('Instagram : le premier commentaire compte 2201 caractères, au-delà des 2200 autorisés');
    expect(calls).toEqual([]);
  });
});
