import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Exchange, armFault, callLines, freshSandboxClient, networkFailure } from '../test-support.ts';
import { definition } from './index.ts';

let t: TestApp;
const connect = (username: string, settings: Record<string, string> = {}) => freshSandboxClient(t, definition, username, settings);
const statusOf = (exchange: Exchange) => (exchange.responseBody as { data: { status: string } }).data.status;
const photo = (name: string) => sampleImage({ url: `https://media.exemple.fr/p/${name}.jpg`, mimeType: 'image/jpeg' });
const pageOf = async (url: string) => t.app.inject({ url: new URL(url).pathname });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('TikTok : publications photo (mode photo, Direct Post)', () => {
  it('publie 3 photos : creator_info, content/init PHOTO tiré des URL, état jusqu’à l’identifiant ; la page montre le carrousel', async () => {
    const { client, account, exchanges } = await connect('fleuriste_photos', { privacyLevel: 'FOLLOWER_OF_CREATOR' });
    const result = await client.publish(account, { text: 'Nos bouquets de printemps #fleurs', media: [photo('tulipes'), photo('roses'), photo('pivoines')] });
    expect(callLines(exchanges).slice(0, 2)).toEqual(['POST /sandbox/tiktok/v2/post/publish/creator_info/query/', 'POST /sandbox/tiktok/v2/post/publish/content/init/']);
    const [, init, ...statuses] = exchanges;
    expect(init!.requestContentType).toBe('application/json; charset=UTF-8');
    expect(init!.requestBody).toEqual({
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: {
        description: 'Nos bouquets de printemps #fleurs',
        privacy_level: 'FOLLOWER_OF_CREATOR',
        disable_comment: false,
        auto_add_music: true,
        brand_content_toggle: false,
        brand_organic_toggle: false,
      },
      source_info: {
        source: 'PULL_FROM_URL',
        photo_cover_index: 0,
        photo_images: ['https://media.exemple.fr/p/tulipes.jpg', 'https://media.exemple.fr/p/roses.jpg', 'https://media.exemple.fr/p/pivoines.jpg'],
      },
    });
    expect((init!.responseBody as { data: { publish_id: string } }).data.publish_id).toMatch(/^p_pub_url~v2\.\d+$/);
    expect(statuses.every((exchange) => exchange.url.pathname === '/sandbox/tiktok/v2/post/publish/status/fetch/')).toBe(true);
    expect(statuses.map(statusOf)).toEqual(['PROCESSING_DOWNLOAD', 'PROCESSING_DOWNLOAD', 'PUBLISH_COMPLETE', 'PUBLISH_COMPLETE']);

    expect(result.externalId).toMatch(/^\d{19}$/);
    expect(result.url).toBe(`${t.ctx.config.publicUrl}/sandbox/tiktok/@fleuriste_photos/photo/${result.externalId}`);
    const page = await pageOf(result.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nos bouquets de printemps #fleurs');
    expect(page.body).toContain('data-testid="sandbox-carousel"');
    const shown = [...page.body.matchAll(/data-testid="sandbox-carousel-item" data-position="\d"><img src="([^"]+)"/g)].map((match) => match[1]);
    expect(shown).toEqual(['https://media.exemple.fr/p/tulipes.jpg', 'https://media.exemple.fr/p/roses.jpg', 'https://media.exemple.fr/p/pivoines.jpg']);
    // A photo post is not a video: its address says so.
    expect((await t.app.inject({ url: new URL(result.url).pathname.replace('/photo/', '/video/') })).statusCode).toBe(404);

    // The engine finds it again among the account's posts (exactly once after a lost answer).
    const [recent] = await client.recentPosts!(account, { since: new Date(Date.now() - 60_000), limit: 5 });
    expect(recent).toMatchObject({ externalId: result.externalId, url: result.url, text: 'Nos bouquets de printemps #fleurs' });
  });

  it('publie une seule photo, avec un titre : la page montre la photo et le titre, sans carrousel', async () => {
    const { client, account, exchanges } = await connect('photo_seule');
    const result = await client.publish(account, { title: 'Bouquet du jour', text: 'Livré ce matin', media: [photo('bouquet')] });
    expect((exchanges[1]!.requestBody as { post_info: unknown }).post_info).toMatchObject({ title: 'Bouquet du jour', description: 'Livré ce matin' });
    expect((exchanges[1]!.requestBody as { source_info: unknown }).source_info).toEqual({
      source: 'PULL_FROM_URL',
      photo_cover_index: 0,
      photo_images: ['https://media.exemple.fr/p/bouquet.jpg'],
    });
    const page = (await pageOf(result.url)).body;
    expect(page).toContain('<img src="https://media.exemple.fr/p/bouquet.jpg"');
    expect(page).toContain('Bouquet du jour');
    expect(page).not.toContain('sandbox-carousel');
  });

  it('n’envoie aucun texte alternatif : les publications photo de TikTok n’en prennent pas', async () => {
    const { client, account, exchanges } = await connect('fleuriste_alt');
    await client.publish(account, {
      text: 'Deux bouquets',
      media: [
        { ...photo('lys'), altText: 'Un bouquet de lys blancs' },
        { ...photo('iris'), altText: 'Des iris' },
      ],
    });
    const init = exchanges.find((exchange) => exchange.url.pathname.endsWith('/content/init/'))!;
    expect(JSON.stringify(init.requestBody)).not.toMatch(/alt|bouquet de lys|Des iris/i);
  });

  it('refuse avant tout appel un titre de plus de 90 caractères, 11 photos, une photo avec une vidéo', async () => {
    const { client, account, exchanges } = await connect('photos_refusees');
    const title = await networkFailure(client.publish(account, { title: 'x'.repeat(91), text: 'Titre', media: [photo('a')] }));
    expect(title.kind).toBe('invalid_content');
    expect(title.message).toContain('TikTok');
    expect(title.message).toContain('90');
    const eleven = await networkFailure(client.publish(account, { text: 'Onze', media: Array.from({ length: 11 }, (_, index) => photo(`p${index}`)) }));
    expect(eleven.kind).toBe('invalid_content');
    expect(eleven.message).toContain('10');
    expect((await networkFailure(client.publish(account, { text: 'Mélange', media: [photo('a'), sampleVideo(1_000)] }))).kind).toBe('invalid_content');
    expect(exchanges).toEqual([]);
  });

  it('des photos que TikTok ne peut traiter donnent une erreur claire et aucun post', async () => {
    const { client, account } = await connect('photos_ratees');
    await armFault(t, 'tiktok', 'publish', 'processing_failure');
    const error = await networkFailure(client.publish(account, { text: 'Raté', media: [photo('a'), photo('b')] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('picture_size_check_failed');
    expect(await client.recentPosts!(account, { since: new Date(Date.now() - 60_000), limit: 5 })).toEqual([]);
  });
});
