import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callLines, networkFailure } from '../test-support.ts';
import type { MediaInput } from '../types.ts';
import { BASE, blueskyAccount, xrpcPath } from './sandbox-account.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const created = (exchanges: { url: URL; requestBody: unknown }[]) =>
  exchanges
    .filter((exchange) => exchange.url.pathname === xrpcPath('com.atproto.repo.createRecord'))
    .map((exchange) => exchange.requestBody as { repo: string; collection: string; record: Record<string, unknown> });

/** A photo heavier than Bluesky's 2,000,000 bytes: random pixels, which no encoder squeezes much. */
async function heavyPhoto(): Promise<MediaInput> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sampleImage({ mimeType: 'image/png', sizeBytes: png.length, width, height, read: async () => png });
}

describe('Bluesky : publication', () => {
  it('un texte : facettes de lien, de mention (DID) et de hashtag en octets UTF-8, langs fr, carte du lien', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'cafe-eloise');
    const text = 'Café crème ☕ avec @marie-l.bsky.social ! Réservez sur https://cafe-eloise.fr/carte. #brunch';
    const result = await client.publish(account, { text });
    const [call] = created(exchanges);
    expect(call!.repo).toBe(account.externalId);
    expect(call!.collection).toBe('app.bsky.feed.post');
    const record = call!.record;
    expect(record).toMatchObject({ $type: 'app.bsky.feed.post', text, langs: ['fr'] });
    const bytes = Buffer.from(text);
    const facets = record.facets as { index: { byteStart: number; byteEnd: number }; features: Record<string, string>[] }[];
    expect(facets.map((facet) => bytes.subarray(facet.index.byteStart, facet.index.byteEnd).toString())).toEqual([
      '@marie-l.bsky.social',
      'https://cafe-eloise.fr/carte',
      '#brunch',
    ]);
    expect(facets[0]!.features[0]).toEqual({ $type: 'app.bsky.richtext.facet#mention', did: expect.stringMatching(/^did:plc:/) });
    expect(facets[1]!.features[0]).toEqual({ $type: 'app.bsky.richtext.facet#link', uri: 'https://cafe-eloise.fr/carte' });
    expect(facets[2]!.features[0]).toEqual({ $type: 'app.bsky.richtext.facet#tag', tag: 'brunch' });
    expect(record.embed).toEqual({ $type: 'app.bsky.embed.external', external: { uri: 'https://cafe-eloise.fr/carte', title: 'cafe-eloise.fr', description: '' } });
    expect(result.externalId).toMatch(new RegExp(`^at://${account.externalId}/app\\.bsky\\.feed\\.post/\\d+$`));
    expect(result.url).toBe(`${t.ctx.config.publicUrl}${BASE}/profile/cafe-eloise.bsky.social/post/${result.externalId.split('/').pop()}`);
    const page = await t.app.inject({ url: new URL(result.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Café crème');
  });

  it('quatre photos avec leur texte alternatif et leurs proportions ; une photo trop lourde est réduite sous 2 Mo', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'galerie-photo');
    const heavy = await heavyPhoto();
    expect(heavy.sizeBytes).toBeGreaterThan(2_000_000);
    const photos = [heavy, sampleImage({ altText: 'Une tarte aux pommes' }), sampleImage(), sampleImage({ altText: 'La vitrine' })];
    await client.publish(account, { text: 'Nos gourmandises', media: photos });
    const uploads = exchanges.filter((exchange) => exchange.url.pathname === xrpcPath('com.atproto.repo.uploadBlob'));
    expect(uploads).toHaveLength(4);
    const first = uploads[0]!.responseBody as { blob: { size: number; mimeType: string } };
    expect(first.blob.size).toBeLessThanOrEqual(2_000_000);
    expect(first.blob.mimeType).toBe('image/jpeg');
    const embed = created(exchanges)[0]!.record.embed as { $type: string; images: { alt: string; aspectRatio: { width: number; height: number } }[] };
    expect(embed.$type).toBe('app.bsky.embed.images');
    expect(embed.images.map((image) => image.alt)).toEqual(['', 'Une tarte aux pommes', '', 'La vitrine']);
    expect(embed.images[0]!.aspectRatio.width / embed.images[0]!.aspectRatio.height).toBeCloseTo(4 / 3, 2);
    expect(embed.images[1]!.aspectRatio).toEqual({ width: 1, height: 1 });
  });

  it('une vidéo par le service vidéo (jeton de service, envoi, suivi du travail)', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'video-atelier');
    await client.publish(account, { text: 'L’atelier en vidéo', media: [sampleVideo(300_000)] });
    expect(callLines(exchanges)).toEqual([
      `GET ${xrpcPath('com.atproto.server.getServiceAuth')}`,
      `POST ${BASE}/video/xrpc/app.bsky.video.uploadVideo`,
      `GET ${BASE}/video/xrpc/app.bsky.video.getJobStatus`,
      `GET ${BASE}/video/xrpc/app.bsky.video.getJobStatus`,
      `POST ${xrpcPath('com.atproto.repo.createRecord')}`,
    ]);
    expect(exchanges[0]!.url.searchParams.get('lxm')).toBe('com.atproto.repo.uploadBlob');
    expect(exchanges[1]!.url.searchParams.get('did')).toBe(account.externalId);
    expect(created(exchanges)[0]!.record.embed).toMatchObject({
      $type: 'app.bsky.embed.video',
      video: { $type: 'blob', mimeType: 'video/mp4' },
      aspectRatio: { width: 1080, height: 1920 },
    });
  });

  it('un fil et un premier commentaire : des réponses à racine et parent', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'fil-recettes');
    const first = await client.publish(account, { text: 'Notre recette en trois étapes 🧵' });
    const second = await client.publishFollowUp!(account, { postExternalId: first.externalId, replyToExternalId: first.externalId, text: '1. Préparer la pâte' });
    const third = await client.publishFollowUp!(account, { postExternalId: first.externalId, replyToExternalId: second.externalId, text: '2. Cuire 20 minutes' });
    const [, two, three] = created(exchanges);
    const reply = (call: typeof two) => call!.record.reply as { root: { uri: string; cid: string }; parent: { uri: string; cid: string } };
    expect(reply(two).root.uri).toBe(first.externalId);
    expect(reply(two).parent.uri).toBe(first.externalId);
    expect(reply(three).root).toEqual(reply(two).root);
    expect(reply(three).parent.uri).toBe(second.externalId);
    expect(third.externalId).toMatch(/^at:\/\//);
  });

  it('300 graphèmes passent (un emoji famille compte un), 301 sont refusés en français, sans aucun appel', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'limite-texte');
    const family = '👨‍👩‍👧‍👦';
    const exact = `${'a'.repeat(299)}${family}`;
    expect([...exact].length).toBeGreaterThan(300);
    await client.publish(account, { text: exact });
    expect(created(exchanges)).toHaveLength(1);
    exchanges.splice(0);
    const over = await networkFailure(client.publish(account, { text: `${'a'.repeat(300)}${family}` }));
    expect(over.kind).toBe('invalid_content');
    expect(over.message).toBe('Bluesky : le texte compte 301 caractères, au-delà des 300 acceptés');
    const bytes = await networkFailure(client.publish(account, { text: family.repeat(130) }));
    expect(bytes.message).toContain('octets');
    expect(exchanges).toEqual([]);
  });

  it('une mention qui ne correspond à aucun compte refuse la publication : rien n’est envoyé, ni photo ni post', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'mention-inconnue');
    const failure = await networkFailure(client.publish(account, { text: 'Merci @personne.exemple.fr !', media: [sampleImage()] }));
    expect(failure.kind).toBe('invalid_content');
    expect(failure.message).toBe('Bluesky : la mention @personne.exemple.fr ne correspond à aucun compte Bluesky : corrigez-la ou retirez-la (rien n’a été publié)');
    expect(callLines(exchanges)).toEqual([`GET ${xrpcPath('com.atproto.identity.resolveHandle')}`]);
  });

  it('le bac à sable refuse un enregistrement hors lexique (InvalidRequest)', async () => {
    const { account } = await blueskyAccount(t, 'lexique');
    const send = (record: unknown) =>
      t.app.inject({
        method: 'POST',
        url: xrpcPath('com.atproto.repo.createRecord'),
        headers: { authorization: `Bearer ${account.accessToken}` },
        payload: { repo: account.externalId, collection: 'app.bsky.feed.post', record },
      });
    const base = { $type: 'app.bsky.feed.post', text: 'Bonjour', createdAt: new Date().toISOString() };
    for (const record of [
      { ...base, createdAt: 'hier' },
      { ...base, text: 'a'.repeat(301) },
      { ...base, facets: [{ index: { byteStart: 0, byteEnd: 99 }, features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'x' }] }] },
      { ...base, embed: { $type: 'app.bsky.embed.images', images: [{ image: { $type: 'blob', ref: { $link: 'bafyreiinconnu' }, mimeType: 'image/png', size: 1 } }] } },
      { ...base, reply: { root: { uri: 'pas-une-uri', cid: 'x' }, parent: { uri: 'pas-une-uri', cid: 'x' } } },
      { ...base, langs: ['fr', 'en', 'de', 'es'] },
    ]) {
      const answer = await send(record);
      expect(answer.statusCode, JSON.stringify(record).slice(0, 80)).toBe(400);
      expect(answer.json()).toEqual({ error: 'InvalidRequest', message: expect.stringContaining('Invalid app.bsky.feed.post record') });
    }
    expect((await send(base)).statusCode).toBe(200);
  });
});
