import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SandboxPost } from '../../sandbox/kit/posts.ts';
import { type Exchange, armFault, callLines, freshSandboxClient, networkFailure, sandboxClient } from '../test-support.ts';
import { definition } from './index.ts';

let t: TestApp;
const connect = (username: string, settings: Record<string, string> = {}) => freshSandboxClient(t, definition, username, settings);
const statusOf = (exchange: Exchange) => (exchange.responseBody as { data: { status: string } }).data.status;
const posts = async () => (await t.app.inject({ url: '/sandbox/_posts?network=tiktok' })).json().posts as SandboxPost[];
const smallVideo = () => sampleVideo(1_000);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('TikTok : publication d’une vidéo (Direct Post)', () => {
  it('refuse un texte seul et une photo PNG (JPEG ou WebP seulement) avant tout appel', async () => {
    const { client, account, exchanges } = await connect('sans_video');
    expect((await networkFailure(client.publish(account, { text: 'Bonjour' }))).kind).toBe('invalid_content');
    const png = await networkFailure(client.publish(account, { text: 'Photo', media: [sampleImage({ mimeType: 'image/png' })] }));
    expect(png.kind).toBe('invalid_content');
    expect(png.message).toContain('image/png');
    expect(exchanges).toEqual([]);
  });

  it('publie une vidéo en un morceau : creator_info, init, PUT, état jusqu’à l’identifiant, page du post', async () => {
    const { client, account, exchanges } = await connect('boulangerie_martin');
    const result = await client.publish(account, { text: 'Nos croissants du matin #boulangerie', media: [sampleVideo()] });
    expect(callLines(exchanges).slice(0, 3)).toEqual([
      'POST /sandbox/tiktok/v2/post/publish/creator_info/query/',
      'POST /sandbox/tiktok/v2/post/publish/video/init/',
      'PUT /sandbox/tiktok/upload/video/',
    ]);
    // Two "in progress", one complete before moderation gave the id, then the id.
    expect(exchanges.slice(3).map(statusOf)).toEqual(['PROCESSING_UPLOAD', 'PROCESSING_UPLOAD', 'PUBLISH_COMPLETE', 'PUBLISH_COMPLETE']);

    const [, init, put] = exchanges;
    expect(init!.requestContentType).toBe('application/json; charset=UTF-8');
    expect(init!.requestHeaders.get('authorization')).toBe(`Bearer ${account.accessToken}`);
    expect(init!.requestBody).toEqual({
      post_info: {
        title: 'Nos croissants du matin #boulangerie',
        privacy_level: 'PUBLIC_TO_EVERYONE',
        disable_duet: false,
        disable_comment: false,
        disable_stitch: false,
        video_cover_timestamp_ms: 1000,
        brand_content_toggle: false,
        brand_organic_toggle: false,
        is_aigc: false,
      },
      source_info: { source: 'FILE_UPLOAD', video_size: 2_500_000, chunk_size: 2_500_000, total_chunk_count: 1 },
    });
    expect(put!.requestHeaders.get('content-range')).toBe('bytes 0-2499999/2500000');
    expect(put!.requestContentType).toBe('video/mp4');
    expect(put!.status).toBe(201);

    // A 19-digit int64 id, kept to the last digit.
    expect(result.externalId).toMatch(/^\d{19}$/);
    expect((await posts()).find((post) => post.id === result.externalId)?.text).toBe('Nos croissants du matin #boulangerie');
    expect(result.url).toBe(`${t.ctx.config.publicUrl}/sandbox/tiktok/@boulangerie_martin/video/${result.externalId}`);
    const page = await t.app.inject({ url: new URL(result.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nos croissants du matin #boulangerie');
  });

  it('découpe une grosse vidéo en morceaux de 10 Mo, le reste avec le dernier', async () => {
    const { client, account, exchanges } = await connect('gros_fichier');
    await client.publish(account, { text: 'Visite de l’atelier', media: [sampleVideo(21_000_000)] });
    expect((exchanges[1]!.requestBody as { source_info: unknown }).source_info).toEqual({
      source: 'FILE_UPLOAD',
      video_size: 21_000_000,
      chunk_size: 10_000_000,
      total_chunk_count: 2,
    });
    const puts = exchanges.filter((exchange) => exchange.method === 'PUT');
    expect(puts.map((exchange) => exchange.requestHeaders.get('content-range'))).toEqual(['bytes 0-9999999/21000000', 'bytes 10000000-20999999/21000000']);
    expect(puts.map((exchange) => exchange.status)).toEqual([206, 201]);
  });

  it('laisse TikTok tirer la vidéo de son adresse publique si le compte le demande, à la visibilité choisie', async () => {
    const { client, account, exchanges } = await connect('tirage_url', { videoSource: 'PULL_FROM_URL', privacyLevel: 'SELF_ONLY' });
    const video = sampleVideo(1_000, { url: 'https://media.exemple.fr/v/atelier.mp4' });
    const result = await client.publish(account, { text: 'Depuis une URL', media: [video] });
    expect(exchanges[1]!.requestBody).toMatchObject({
      post_info: { privacy_level: 'SELF_ONLY' },
      source_info: { source: 'PULL_FROM_URL', video_url: 'https://media.exemple.fr/v/atelier.mp4' },
    });
    expect(exchanges.some((exchange) => exchange.method === 'PUT')).toBe(false);
    expect(exchanges.slice(2).map(statusOf)).toEqual(['PROCESSING_DOWNLOAD', 'PROCESSING_DOWNLOAD', 'PUBLISH_COMPLETE', 'PUBLISH_COMPLETE']);
    expect((await t.app.inject({ url: new URL(result.url).pathname })).body).toContain('https://media.exemple.fr/v/atelier.mp4');
  });

  it('refuse une vidéo plus longue que le maximum du créateur (300 s ici), sans l’initialiser', async () => {
    const { client, account, exchanges } = await connect('video_longue');
    const error = await networkFailure(client.publish(account, { text: 'Trop long', media: [sampleVideo(1_000, { durationSeconds: 400 })] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('300');
    expect(callLines(exchanges)).toEqual(['POST /sandbox/tiktok/v2/post/publish/creator_info/query/']);
  });

  it('propose les niveaux de visibilité du créateur comme réglage du compte', async () => {
    const { client, account } = await connect('reglages');
    const [option] = await client.accountOptions!(account);
    expect(option).toMatchObject({ key: 'privacyLevel', label: 'Visibilité des publications' });
    expect(option!.choices).toEqual([
      { value: 'PUBLIC_TO_EVERYONE', label: 'Tout le monde' },
      { value: 'MUTUAL_FOLLOW_FRIENDS', label: 'Amis (abonnements mutuels)' },
      { value: 'FOLLOWER_OF_CREATOR', label: 'Abonnés' },
      { value: 'SELF_ONLY', label: 'Moi uniquement' },
    ]);
  });

  it('mesure une vidéo par video/query, et n’a pas de commentaires', async () => {
    const { client, account, exchanges } = await connect('mesures');
    const result = await client.publish(account, { text: 'À mesurer', media: [smallVideo()] });
    exchanges.splice(0);
    const [reading] = await client.postMetrics(account, [result.externalId]);
    expect(reading).toMatchObject({ externalId: result.externalId, metrics: { impressions: expect.any(Number), reach: null, saves: null, clicks: null } });
    expect(exchanges[0]!.url.pathname).toBe('/sandbox/tiktok/v2/video/query/');
    expect(exchanges[0]!.url.searchParams.get('fields')).toBe('id,like_count,comment_count,share_count,view_count');
    expect(exchanges[0]!.requestBody).toEqual({ filters: { video_ids: [result.externalId] } });
    expect(client.comments).toBeUndefined();
  });
});

describe('TikTok : erreurs et quotas à la publication', () => {
  it('un traitement en échec donne une erreur claire et aucun post', async () => {
    const { client, account, exchanges } = await connect('echec_traitement');
    const before = (await posts()).length;
    await armFault(t, 'tiktok', 'publish', 'processing_failure');
    const error = await networkFailure(client.publish(account, { text: 'Raté', media: [smallVideo()] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('file_format_check_failed');
    expect(statusOf(exchanges.at(-1)!)).toBe('FAILED');
    expect((await posts()).length).toBe(before);
  });

  it.each([
    ['server_error', 'transient'],
    ['duplicate', 'invalid_content'],
    ['html_error_page', 'unknown'],
    ['truncated_json', 'unknown'],
  ] as const)('%s à l’initialisation → %s', async (fault, kind) => {
    const { client, account } = await connect(`faute_${fault}`);
    await armFault(t, 'tiktok', 'publish', fault);
    const error = await networkFailure(client.publish(account, { text: 'Essai', media: [smallVideo()] }));
    expect(error.kind).toBe(kind);
    expect(error.message).toContain('TikTok');
  });

  it('rate_limit → rate_limited avec une fin dans le futur', async () => {
    const { client, account } = await connect('faute_quota');
    await armFault(t, 'tiktok', 'publish', 'rate_limit');
    const error = await networkFailure(client.publish(account, { text: 'Essai', media: [smallVideo()] }));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('token_expired à l’initialisation → token_expired', async () => {
    const { client, account } = await connect('faute_jeton');
    await armFault(t, 'tiktok', 'publish', 'token_expired');
    expect((await networkFailure(client.publish(account, { text: 'Essai', media: [smallVideo()] }))).kind).toBe('token_expired');
  });

  it('un délai dépassé à l’initialisation est « peut-être publié »', async () => {
    const { account } = await connect('faute_delai');
    const impatient = sandboxClient(t, definition, { timeoutMs: 300 }).client;
    await armFault(t, 'tiktok', 'publish', 'timeout');
    const error = await networkFailure(impatient.publish(account, { text: 'Lent', media: [smallVideo()] }));
    expect(error.kind).toBe('unknown');
    expect(error.details.maybeDelivered).toBe(true);
  });

  it('une erreur en suivant l’état, la vidéo déjà livrée, n’invite pas à republier', async () => {
    const { client, account } = await connect('etat_perdu');
    await armFault(t, 'tiktok', 'status', 'server_error');
    const error = await networkFailure(client.publish(account, { text: 'Livré', media: [smallVideo()] }));
    expect(error.kind).toBe('unknown');
    expect(error.details.maybeDelivered).toBe(true);
  });

  it('applique le quota de 6 initialisations par minute et par jeton', async () => {
    const { client, account } = await connect('quota_init');
    for (let i = 0; i < 6; i++) await client.publish(account, { text: `Vidéo ${i}`, media: [smallVideo()] });
    const error = await networkFailure(client.publish(account, { text: 'Une de trop', media: [smallVideo()] }));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.code).toBe('rate_limit_exceeded');
    expect(error.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
