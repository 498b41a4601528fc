import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPosts } from '../../sandbox/kit/posts.ts';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, callLines, freshSandboxClient, networkFailure, photoAlts } from '../test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';
import { deleteStatus } from './publish.ts';

let t: TestApp;
const connect = (username: string) => freshSandboxClient(t, definition, username);
const photo = (altText?: string) => sampleImage({ url: 'https://media.exemple.fr/p/pain.png', ...(altText ? { altText } : {}) });
const statusesOf = async (username: string) => (await listPosts(t.ctx.db, 'mastodon', null)).filter((post) => post.username === username);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Mastodon : publication d’un message', () => {
  it('publie un texte avec son lien, en français, public, avec une clé d’idempotence tirée de la publication', async () => {
    const { client, account, exchanges } = await connect('boulangerie_masto');
    const result = await client.publish(account, { text: 'Le pain au levain sort du four !', link: 'https://boulangerie.fr/levain', publicationId: 'cible-1' });
    expect(callLines(exchanges)).toEqual(['POST /sandbox/mastodon/api/v1/statuses']);
    expect(exchanges[0]!.requestHeaders.get('idempotency-key')).toBe('publia-cible-1');
    expect(exchanges[0]!.requestBody).toEqual({ status: 'Le pain au levain sort du four !\n\nhttps://boulangerie.fr/levain', visibility: 'public', language: 'fr' });
    expect(exchanges[0]!.responseHeaders!.get('x-ratelimit-limit')).toBe('300');
    expect(result.externalId).toMatch(/^\d{18}$/);
    expect(result.url).toBe(`${t.ctx.config.publicUrl}/sandbox/mastodon/@boulangerie_masto/${result.externalId}`);
    const page = await t.app.inject({ url: new URL(result.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Le pain au levain sort du four !');
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('la même publication envoyée deux fois ne fait qu’un message (même clé, même statut)', async () => {
    const { client, account } = await connect('idempotence_masto');
    const first = await client.publish(account, { text: 'Une seule fois', publicationId: 'cible-2' });
    const again = await client.publish(account, { text: 'Une seule fois', publicationId: 'cible-2' });
    expect(again.externalId).toBe(first.externalId);
    // Without a publication id, the key is a hash of what is posted: the same post twice is one status too.
    const third = await client.publish(account, { text: 'Sans identifiant' });
    expect((await client.publish(account, { text: 'Sans identifiant' })).externalId).toBe(third.externalId);
    expect(await statusesOf('idempotence_masto')).toHaveLength(2);
  });

  it('jusqu’à quatre photos, chacune avec sa description ; la page les montre avec leur texte alternatif', async () => {
    const { client, account, exchanges } = await connect('photos_masto');
    const media = [photo('Une miche dorée'), photo(), photo('Des croissants'), photo('La vitrine')];
    const result = await client.publish(account, { text: 'Nos pains du jour', media });
    expect(callLines(exchanges)).toEqual([...Array(4).fill('POST /sandbox/mastodon/api/v2/media'), 'POST /sandbox/mastodon/api/v1/statuses']);
    expect(exchanges[0]!.requestBody).toEqual({ file: '<binary>', description: 'Une miche dorée' });
    expect(exchanges[1]!.requestBody).toEqual({ file: '<binary>' });
    expect(exchanges.slice(0, 4).map((exchange) => exchange.status)).toEqual([200, 200, 200, 200]);
    const ids = exchanges.slice(0, 4).map((exchange) => (exchange.responseBody as { id: string }).id);
    expect(exchanges[4]!.requestBody).toMatchObject({ media_ids: ids });
    const page = await t.app.inject({ url: new URL(result.url).pathname });
    expect(photoAlts(page.body)).toEqual(['Une miche dorée', '', 'Des croissants', 'La vitrine']);
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('une vidéo : 202, puis 206 tant qu’elle est traitée, puis 200 ; sa description n’est pas envoyée', async () => {
    const { client, account, exchanges } = await connect('video_masto');
    await client.publish(account, { text: 'La fournée en vidéo', media: [sampleVideo(300_000, { altText: 'Le four' })] });
    expect(callLines(exchanges)).toEqual([
      'POST /sandbox/mastodon/api/v2/media',
      'GET /sandbox/mastodon/api/v1/media/' + (exchanges[0]!.responseBody as { id: string }).id,
      'GET /sandbox/mastodon/api/v1/media/' + (exchanges[0]!.responseBody as { id: string }).id,
      'GET /sandbox/mastodon/api/v1/media/' + (exchanges[0]!.responseBody as { id: string }).id,
      'POST /sandbox/mastodon/api/v1/statuses',
    ]);
    expect(exchanges.map((exchange) => exchange.status)).toEqual([202, 206, 206, 200, 200]);
    expect(exchanges[0]!.requestBody).toEqual({ file: '<binary>' });
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('un avertissement de contenu et une visibilité choisis pour le message ; sinon ceux du compte', async () => {
    const { client, account, exchanges } = await connect('avertissement_masto');
    const result = await client.publish(account, { text: 'Notre recette au piment', options: { contentWarning: 'Piment très fort', mastodonVisibility: 'unlisted' } });
    expect(exchanges[0]!.requestBody).toEqual({ status: 'Notre recette au piment', spoiler_text: 'Piment très fort', sensitive: true, visibility: 'unlisted', language: 'fr' });
    expect((exchanges[0]!.responseBody as { spoiler_text: string }).spoiler_text).toBe('Piment très fort');
    const page = await t.app.inject({ url: new URL(result.url).pathname });
    expect(page.body).toContain('⚠ Piment très fort');
    await client.publish({ ...account, settings: { ...account.settings, visibility: 'private' } }, { text: 'Pour nos abonnés' });
    expect(exchanges[1]!.requestBody).toMatchObject({ visibility: 'private' });
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('un fil et un premier commentaire : des réponses du compte à lui-même ; la page montre le fil', async () => {
    const { client, account, exchanges } = await connect('fil_masto');
    const first = await client.publish(account, { text: 'Notre semaine en trois messages (1/3)' });
    const second = await client.publishFollowUp!(account, { postExternalId: first.externalId, replyToExternalId: first.externalId, text: 'Lundi : le levain (2/3)' });
    const third = await client.publishFollowUp!(account, { postExternalId: first.externalId, replyToExternalId: second.externalId, text: 'Mardi : la cuisson (3/3)' });
    expect(exchanges[1]!.requestBody).toMatchObject({ in_reply_to_id: first.externalId, status: 'Lundi : le levain (2/3)' });
    expect(exchanges[2]!.requestBody).toMatchObject({ in_reply_to_id: second.externalId });
    expect(exchanges[1]!.requestHeaders.get('idempotency-key')).toMatch(/^publia-[0-9a-f]{40}$/);
    expect(third.url).toContain('/sandbox/mastodon/@fil_masto/');
    const page = await t.app.inject({ url: new URL(first.url).pathname });
    expect(page.body.indexOf('Lundi : le levain')).toBeLessThan(page.body.indexOf('Mardi : la cuisson'));
    expect(page.body).toContain('data-testid="sandbox-thread"');
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('supprime un de ses messages : il n’est plus lu', async () => {
    const { client, account, context, exchanges } = await connect('suppression_masto');
    const { externalId } = await client.publish(account, { text: 'Message à retirer' });
    await deleteStatus(context, account, externalId);
    expect(exchanges[1]!.responseBody).toMatchObject({ id: externalId, text: 'Message à retirer' });
    const [reading] = await client.postMetrics(account, [externalId]);
    expect(reading).toEqual({ externalId, gone: true });
    expect(contractProblems(exchanges)).toEqual([]);
  });
});

describe('Mastodon : ce que l’instance refuserait, refusé avant tout appel, en français', () => {
  it('501 caractères : refusé, rien d’envoyé', async () => {
    const { client, account, exchanges } = await connect('trop_long_masto');
    const error = await networkFailure(client.publish(account, { text: 'a'.repeat(501) }));
    expect(error).toMatchObject({ kind: 'invalid_content' });
    expect(error.message).toBe("Mastodon : le texte compte 501 caractères pour l'instance (chaque lien compté 23, l'avertissement de contenu compris), au-delà des 500 acceptés");
    expect(exchanges).toEqual([]);
  });

  it('un lien compte 23 quelle que soit sa longueur, une mention distante compte son seul nom', async () => {
    const { client, account, exchanges } = await connect('lien_masto');
    const url = `https://boulangerie.fr/${'recette-'.repeat(20)}`;
    const mention = '@voisin@piaille.fr';
    const text = `${'b'.repeat(500 - 23 - 1 - '@voisin'.length - 1)} ${mention} ${url}`;
    expect([...text].length).toBeGreaterThan(500);
    await client.publish(account, { text });
    expect(exchanges).toHaveLength(1);
    // One character more, and the instance's 500 are passed.
    const error = await networkFailure(client.publish(account, { text: `b${text}` }));
    expect(error.message).toContain('le texte compte 501 caractères');
    expect(exchanges).toHaveLength(1);
  });

  it('l’avertissement de contenu compte avec le texte', async () => {
    const { client, account, exchanges } = await connect('avertissement_long');
    const error = await networkFailure(client.publish(account, { text: 'a'.repeat(490), options: { contentWarning: 'Attention, sujet sensible' } }));
    expect(error.message).toContain('le texte compte 515 caractères');
    expect(exchanges).toEqual([]);
  });

  it('une vidéo avec des photos, cinq photos, un GIF parmi des photos : refusés', async () => {
    const { client, account, exchanges } = await connect('melange_masto');
    expect((await networkFailure(client.publish(account, { text: 'Mélange', media: [photo(), sampleVideo(1000)] }))).kind).toBe('invalid_content');
    expect((await networkFailure(client.publish(account, { text: 'Cinq', media: [photo(), photo(), photo(), photo(), photo()] }))).message).toContain('5');
    const gif = sampleImage({ mimeType: 'image/gif' });
    expect((await networkFailure(client.publish(account, { text: 'GIF', media: [photo(), gif] }))).kind).toBe('invalid_content');
    expect(exchanges).toEqual([]);
  });

  it('une instance aux limites plus larges : son propre compte ; au-delà de ce qu’elle accepte, son message (422)', async () => {
    const { client, account, exchanges } = await connect('grande_instance');
    const wide = { ...account, settings: { ...account.settings, maxCharacters: '1000' } };
    const error = await networkFailure(client.publish(wide, { text: 'c'.repeat(800) }));
    // The sandbox is a stock instance (500): its refusal is the instance's own words.
    expect(error).toMatchObject({ kind: 'invalid_content', details: { status: 422 } });
    expect(error.message).toBe('Mastodon : refus (HTTP 422) : Validation failed: Text character limit of 500 exceeded');
    expect(exchanges).toHaveLength(1);
    expect(await statusesOf('grande_instance')).toEqual([]);
    expect(contractProblems(exchanges)).toEqual([]);
  });
});

describe('Mastodon : les refus de l’instance', () => {
  it('une limite de débit (429) : rate_limited, avec la fin que dit X-RateLimit-Reset ; rien de publié', async () => {
    const { client, account, exchanges } = await connect('debit_masto');
    await armFault(t, 'mastodon', 'publish', 'rate_limit');
    const error = await networkFailure(client.publish(account, { text: 'Trop vite' }));
    expect(error.kind).toBe('rate_limited');
    const reset = Date.parse(exchanges[0]!.responseHeaders!.get('x-ratelimit-reset')!);
    expect(error.details.resetAt!.getTime()).toBe(reset);
    expect(reset).toBeGreaterThan(Date.now() + 30_000);
    expect(error.message).toContain('Mastodon');
    expect(await statusesOf('debit_masto')).toEqual([]);
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('une vidéo dont le traitement échoue : invalid_content, aucun message', async () => {
    const { client, account } = await connect('traitement_masto');
    await armFault(t, 'mastodon', 'upload', 'processing_failure');
    const error = await networkFailure(client.publish(account, { text: 'Vidéo ratée', media: [sampleVideo(2000)] }));
    expect(error).toMatchObject({ kind: 'invalid_content', details: { status: 422 } });
    expect(await statusesOf('traitement_masto')).toEqual([]);
  });

  it('une instance en panne pendant la publication : transient, rien de publié', async () => {
    const { client, account } = await connect('panne_masto');
    await armFault(t, 'mastodon', 'publish', 'server_error');
    expect((await networkFailure(client.publish(account, { text: 'En panne' }))).kind).toBe('transient');
    expect(await statusesOf('panne_masto')).toEqual([]);
  });
});
