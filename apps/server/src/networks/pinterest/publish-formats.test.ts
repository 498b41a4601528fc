import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, callLines, freshSandboxClient, networkFailure } from '../test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

let t: TestApp;
const connect = (username: string) => freshSandboxClient(t, definition, username);
const photo = (name: string) => sampleImage({ url: `https://media.exemple.fr/p/${name}.jpg`, mimeType: 'image/jpeg' });
const pinPage = async (url: string) => (await t.app.inject({ url: new URL(url).pathname })).body;
const pinCount = async () => (await t.app.inject({ url: '/sandbox/_posts?network=pinterest' })).json().posts.length as number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Pinterest : épingles carrousel', () => {
  it('épingle 3 photos en carrousel (multiple_image_urls), dans l’ordre ; la page montre le carrousel', async () => {
    const { client, account, exchanges } = await connect('carrousel_pin');
    const result = await client.publish(account, { title: 'Nos tartes', text: 'Trois tartes de saison', media: [photo('fraise'), photo('citron'), photo('pomme')] });
    expect(callLines(exchanges)).toEqual(['POST /sandbox/pinterest/v5/pins']);
    expect((exchanges[0]!.requestBody as { media_source: unknown }).media_source).toEqual({
      source_type: 'multiple_image_urls',
      items: [{ url: 'https://media.exemple.fr/p/fraise.jpg' }, { url: 'https://media.exemple.fr/p/citron.jpg' }, { url: 'https://media.exemple.fr/p/pomme.jpg' }],
    });
    const answer = exchanges[0]!.responseBody as { creative_type: string; media: { media_type: string; items: unknown[] } };
    expect(answer.creative_type).toBe('CAROUSEL');
    expect(answer.media.media_type).toBe('multiple_images');
    expect(answer.media.items).toHaveLength(3);
    expect(contractProblems(exchanges)).toEqual([]);

    const page = await pinPage(result.url);
    expect(page).toContain('data-testid="sandbox-carousel"');
    const shown = [...page.matchAll(/data-testid="sandbox-carousel-item" data-position="(\d)"><img src="([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(shown).toEqual([
      ['1', 'https://media.exemple.fr/p/fraise.jpg'],
      ['2', 'https://media.exemple.fr/p/citron.jpg'],
      ['3', 'https://media.exemple.fr/p/pomme.jpg'],
    ]);
  });

  it('refuse, avant tout appel et en nommant la règle, 6 photos, une vidéo dans le lot et une photo WebP', async () => {
    const { client, account, exchanges } = await connect('carrousel_refus');
    const six = Array.from({ length: 6 }, (_, index) => photo(`p${index}`));
    const tooMany = await networkFailure(client.publish(account, { text: 'Six photos', media: six }));
    expect(tooMany.kind).toBe('invalid_content');
    expect(tooMany.message).toContain('Pinterest');
    expect(tooMany.message).toContain('5');
    expect((await networkFailure(client.publish(account, { text: 'Mélange', media: [photo('a'), sampleVideo(1_000)] }))).kind).toBe('invalid_content');
    expect((await networkFailure(client.publish(account, { text: 'WebP', media: [photo('a'), photo('b'), sampleImage({ mimeType: 'image/webp' })] }))).kind).toBe(
      'invalid_content',
    );
    expect(exchanges).toEqual([]);
  });
});

describe('Pinterest : texte alternatif', () => {
  it('épingle une photo avec son alt_text (PinCreate) ; la réponse et la page le portent', async () => {
    const { client, account, exchanges } = await connect('alt_photo');
    const result = await client.publish(account, { text: 'La tarte du jour', media: [{ ...photo('tatin'), altText: 'Une tarte Tatin caramélisée sur un plat bleu' }] });
    expect(exchanges[0]!.requestBody).toMatchObject({ alt_text: 'Une tarte Tatin caramélisée sur un plat bleu', media_source: { source_type: 'image_url' } });
    expect(exchanges[0]!.responseBody).toMatchObject({ alt_text: 'Une tarte Tatin caramélisée sur un plat bleu' });
    expect(contractProblems(exchanges)).toEqual([]);
    expect(await pinPage(result.url)).toContain('<img src="https://media.exemple.fr/p/tatin.jpg" alt="Une tarte Tatin caramélisée sur un plat bleu">');
  });

  it('n’en envoie pas pour un carrousel : ses éléments n’en prennent pas dans la description OpenAPI', async () => {
    const { client, account, exchanges } = await connect('alt_carrousel');
    await client.publish(account, {
      text: 'Deux tartes',
      media: [
        { ...photo('fraise'), altText: 'Des fraises' },
        { ...photo('citron'), altText: 'Du citron' },
      ],
    });
    expect(exchanges[0]!.requestBody).not.toHaveProperty('alt_text');
    expect((exchanges[0]!.requestBody as { media_source: unknown }).media_source).toEqual({
      source_type: 'multiple_image_urls',
      items: [{ url: 'https://media.exemple.fr/p/fraise.jpg' }, { url: 'https://media.exemple.fr/p/citron.jpg' }],
    });
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('le bac à sable refuse, comme Pinterest, un alt_text de plus de 500 caractères, sans rien épingler', async () => {
    const { account } = await connect('alt_trop_long');
    const pin = (altText: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/pinterest/v5/pins',
        headers: { authorization: `Bearer ${account.accessToken}` },
        payload: { board_id: account.settings.boardId, alt_text: altText, media_source: { source_type: 'image_url', url: 'https://media.exemple.fr/p/a.jpg' } },
      });
    const before = await pinCount();
    const refused = await pin('é'.repeat(501));
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Invalid parameters: alt_text must be a string of at most 500 characters.']);
    expect(await pinCount()).toBe(before);
    expect((await pin('é'.repeat(500))).statusCode).toBe(201);
    expect(await pinCount()).toBe(before + 1);
  });
});

describe('Pinterest : épingles vidéo', () => {
  it('enregistre la vidéo, l’envoie au stockage, attend « succeeded », puis l’épingle avec l’image de couverture choisie', async () => {
    const { client, account, exchanges } = await connect('video_epingle');
    const video = sampleVideo(200_000);
    const result = await client.publish(account, { title: 'L’atelier', text: 'Une journée à l’atelier', media: [video], options: { coverAtSeconds: 2.6 } });
    expect(callLines(exchanges)).toEqual([
      'POST /sandbox/pinterest/v5/media',
      'POST /sandbox/pinterest/media-upload/',
      ...Array(3).fill(`GET /sandbox/pinterest/v5/media/${(exchanges[0]!.responseBody as { media_id: string }).media_id}`),
      'POST /sandbox/pinterest/v5/pins',
    ]);
    const mediaId = (exchanges[0]!.responseBody as { media_id: string }).media_id;
    expect(exchanges.at(-1)!.requestBody).toEqual({
      board_id: account.settings.boardId,
      title: 'L’atelier',
      description: 'Une journée à l’atelier',
      media_source: { source_type: 'video_id', media_id: mediaId, cover_image_key_frame_time: 3 },
    });
    expect((exchanges.at(-1)!.responseBody as { creative_type: string; media: { media_type: string } }).media.media_type).toBe('video');
    expect(contractProblems(exchanges)).toEqual([]);

    // The Pin's page plays the very file that was uploaded.
    const page = await pinPage(result.url);
    const source = /<video src="([^"]+)"/.exec(page)?.[1];
    expect(source).toBe(`${t.ctx.config.publicUrl}/sandbox/pinterest/videos/${mediaId}`);
    const file = await t.app.inject({ url: new URL(source!).pathname });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.equals(await video.read())).toBe(true);
  });

  it('sans image choisie, la couverture est l’image à 1 s', async () => {
    const { client, account, exchanges } = await connect('video_sans_couverture');
    await client.publish(account, { text: 'Couverture par défaut', media: [sampleVideo(1_000)] });
    expect((exchanges.at(-1)!.requestBody as { media_source: unknown }).media_source).toMatchObject({ cover_image_key_frame_time: 1 });
  });

  it('un traitement en échec refuse la publication (message en français) et ne crée aucune épingle', async () => {
    const { client, account, exchanges } = await connect('video_echec');
    await armFault(t, 'pinterest', 'status', 'processing_failure');
    const error = await networkFailure(client.publish(account, { text: 'Raté', media: [sampleVideo(1_000)] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('Pinterest');
    expect(error.message).toContain('le traitement du média a échoué (failed)');
    expect(callLines(exchanges)).not.toContain('POST /sandbox/pinterest/v5/pins');
  });

  it('refuse avant tout appel une vidéo trop courte ou une vidéo et une photo ensemble', async () => {
    const { client, account, exchanges } = await connect('video_refus');
    const short = await networkFailure(client.publish(account, { text: 'Trop court', media: [sampleVideo(1_000, { durationSeconds: 2 })] }));
    expect(short.kind).toBe('invalid_content');
    expect((await networkFailure(client.publish(account, { text: 'Deux', media: [sampleVideo(1_000), photo('a')] }))).kind).toBe('invalid_content');
    expect(exchanges).toEqual([]);
  });
});
