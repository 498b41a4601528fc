import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, freshSandboxClient, networkFailure, sandboxClient } from '../test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';
import { uploadVideo } from './media.ts';

let t: TestApp;
const photo = sampleImage({ url: 'https://media.exemple.fr/p/tarte.jpg', mimeType: 'image/jpeg' });
const connect = (username: string) => freshSandboxClient(t, definition, username);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Pinterest : publication d’une photo', () => {
  it('refuse un texte seul, un titre trop long et l’absence de tableau, avant tout appel', async () => {
    const { client, account, exchanges } = await connect('sans_photo');
    expect((await networkFailure(client.publish(account, { text: 'Bonjour' }))).kind).toBe('invalid_content');
    expect((await networkFailure(client.publish(account, { text: 'Titre', title: 'x'.repeat(101), media: [photo] }))).kind).toBe('invalid_content');
    const noBoard = await networkFailure(client.publish({ ...account, settings: {} }, { text: 'Sans tableau', media: [photo] }));
    expect(noBoard.message).toContain('aucun tableau');
    expect(exchanges).toEqual([]);
  });

  it('épingle une photo sur le tableau choisi ; la page de l’épingle montre son texte', async () => {
    const { client, account, exchanges } = await connect('patisserie_lea');
    const second = (await client.accountOptions!(account))[0]!.choices[1]!.value;
    exchanges.splice(0);
    const result = await client.publish(
      { ...account, settings: { boardId: second } },
      { title: 'Tarte aux fraises', text: 'La saison des fraises est là ! #patisserie', link: 'https://patisserie-lea.fr/tartes', media: [photo] },
    );
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.url.pathname).toBe('/sandbox/pinterest/v5/pins');
    expect(exchanges[0]!.requestBody).toEqual({
      board_id: second,
      title: 'Tarte aux fraises',
      description: 'La saison des fraises est là ! #patisserie',
      link: 'https://patisserie-lea.fr/tartes',
      media_source: { source_type: 'image_url', url: 'https://media.exemple.fr/p/tarte.jpg' },
    });
    expect(exchanges[0]!.status).toBe(201);
    expect(result.externalId).toMatch(/^\d+$/);
    expect(result.url).toBe(`${t.ctx.config.publicUrl}/sandbox/pinterest/pin/${result.externalId}/`);
    const page = await t.app.inject({ url: new URL(result.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('La saison des fraises est là ! #patisserie');
    expect(page.body).toContain('Tarte aux fraises');
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('mesure une épingle par ses statistiques sur 90 jours, et n’a pas de commentaires', async () => {
    const { client, account, exchanges } = await connect('mesures_pin');
    const { externalId } = await client.publish(account, { text: 'À mesurer', media: [photo] });
    const [reading] = await client.postMetrics(account, [externalId]);
    expect(reading).toMatchObject({ externalId, metrics: { impressions: expect.any(Number), reach: null, shares: null } });
    const query = exchanges[1]!.url.searchParams;
    expect(query.get('metric_types')).toBe('IMPRESSION,OUTBOUND_CLICK,PIN_CLICK,SAVE,TOTAL_COMMENTS,TOTAL_REACTIONS');
    expect((Date.parse(query.get('end_date')!) - Date.parse(query.get('start_date')!)) / 86_400_000).toBe(89);
    expect(contractProblems(exchanges)).toEqual([]);
    expect(client.comments).toBeUndefined();
  });

  it('téléverse une vidéo : enregistrement, envoi au stockage, traitement jusqu’à « succeeded »', async () => {
    const { account, exchanges, context } = await connect('video_pin');
    const mediaId = await uploadVideo(context, account, sampleVideo(300_000));
    expect(mediaId).toMatch(/^\d+$/);
    const [register, upload, ...statuses] = exchanges;
    expect(`${register!.method} ${register!.url.pathname}`).toBe('POST /sandbox/pinterest/v5/media');
    expect(register!.requestBody).toEqual({ media_type: 'video' });
    expect(`${upload!.method} ${upload!.url.pathname}`).toBe('POST /sandbox/pinterest/media-upload/');
    const parameters = (register!.responseBody as { upload_parameters: Record<string, string> }).upload_parameters;
    expect(upload!.requestBody).toEqual({ ...parameters, file: '<binary>' });
    expect(upload!.status).toBe(204);
    expect(statuses.map((exchange) => (exchange.responseBody as { status: string }).status)).toEqual(['processing', 'processing', 'succeeded']);
    expect(contractProblems(exchanges)).toEqual([]);

    // The video then makes a Pin, with the cover Pinterest requires.
    const pin = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pinterest/v5/pins',
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { board_id: account.settings.boardId, media_source: { source_type: 'video_id', media_id: mediaId, cover_image_key_frame_time: 1 } },
    });
    expect(pin.statusCode).toBe(201);
    expect(pin.json().media.media_type).toBe('video');
  });

  it('une vidéo dont le traitement échoue donne une erreur claire', async () => {
    const { account, context } = await connect('video_ratee');
    await armFault(t, 'pinterest', 'upload', 'processing_failure');
    const error = await networkFailure(uploadVideo(context, account, sampleVideo(1_000)));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('le traitement du média a échoué (failed)');
  });
});

describe('Pinterest : erreurs et quotas à la publication', () => {
  it('le faux refuse une épingle sans média (pas de publication texte seul)', async () => {
    const { account } = await connect('texte_seul');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pinterest/v5/pins',
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { board_id: account.settings.boardId, description: 'Rien à voir' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, message: expect.stringContaining('media_source') });
  });

  it('une image injoignable est refusée (processing_failure)', async () => {
    const { client, account } = await connect('image_injoignable');
    await armFault(t, 'pinterest', 'publish', 'processing_failure');
    const error = await networkFailure(client.publish(account, { text: 'Photo', media: [photo] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('Unable to reach the URL');
  });

  it.each([
    ['server_error', 'transient'],
    ['duplicate', 'invalid_content'],
    ['token_expired', 'token_expired'],
    ['rate_limit', 'rate_limited'],
  ] as const)('%s à la publication → %s, réponse conforme au contrat', async (fault, kind) => {
    const { client, account, exchanges } = await connect(`faute_${fault}`);
    await armFault(t, 'pinterest', 'publish', fault);
    const error = await networkFailure(client.publish(account, { text: 'Essai', media: [photo] }));
    expect(error.kind).toBe(kind);
    expect(error.message).toContain('Pinterest');
    // A rate limit says when it ends, in the future; no other refusal carries an end.
    expect(error.details.resetAt === undefined ? kind !== 'rate_limited' : error.details.resetAt.getTime() > Date.now()).toBe(true);
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it.each(['html_error_page', 'truncated_json'] as const)('%s → unknown, avec le nom du réseau', async (fault) => {
    const { client, account } = await connect(`faute_${fault}`);
    await armFault(t, 'pinterest', 'publish', fault);
    const error = await networkFailure(client.publish(account, { text: 'Essai', media: [photo] }));
    expect(error.kind).toBe('unknown');
    expect(error.message).toContain('Pinterest');
  });

  it('un délai dépassé à la publication est « peut-être publié »', async () => {
    const { account } = await connect('faute_delai');
    const impatient = sandboxClient(t, definition, { timeoutMs: 300 }).client;
    await armFault(t, 'pinterest', 'publish', 'timeout');
    const error = await networkFailure(impatient.publish(account, { text: 'Lent', media: [photo] }));
    expect(error.kind).toBe('unknown');
    expect(error.details.maybeDelivered).toBe(true);
  });

  it('applique le quota de 100 appels par seconde et par jeton', async () => {
    const { account } = await connect('quota_seconde');
    // The same instant for every call, however slow the machine running the test, and past the
    // second in which connecting made its own calls.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2_000);
    try {
      const answers = await Promise.all(
        Array.from({ length: 101 }, () => t.app.inject({ url: '/sandbox/pinterest/v5/user_account', headers: { authorization: `Bearer ${account.accessToken}` } })),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(100);
      const [limited] = answers.filter((answer) => answer.statusCode === 429);
      expect(limited!.json()).toMatchObject({ code: 429 });
      expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      now.mockRestore();
    }
  });
});
