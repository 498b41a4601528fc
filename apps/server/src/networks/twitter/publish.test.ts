import { describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { armFault, networkFailure, sandboxSuite } from '../test-support.ts';
import { checkXContract } from './contract-check.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/twitter';

const calls = (path: string) => s.exchanges.filter((exchange) => exchange.url.pathname === `${BASE}${path}`);

const s = sandboxSuite(definition, 'fromagerie', { check: checkXContract });

describe('X — publication', () => {
  it('publie un texte (201 data.id) et sa page x.com/{username}/status/{id} le montre', async () => {
    const result = await s.client.publish(s.account, { text: 'Nouveau comté affiné 24 mois 🧀', link: 'https://fromagerie.fr/comte' });
    expect(result.externalId).toMatch(/^\d{19}$/);
    expect(result.url).toBe(`${s.t.ctx.config.publicUrl}${BASE}/fromagerie/status/${result.externalId}`);
    expect(calls('/2/tweets')[0]!.requestBody).toEqual({ text: 'Nouveau comté affiné 24 mois 🧀\n\nhttps://fromagerie.fr/comte' });

    const page = await s.t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nouveau comté affiné 24 mois');
  });

  it('refuse un texte de plus de 280 caractères pondérés avant tout envoi (invalid_content)', async () => {
    const text = `${'a'.repeat(260)} https://exemple.fr/lien`;
    const error = await networkFailure(s.client.publish(s.account, { text, media: [sampleImage()] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('284');
    expect(s.exchanges).toHaveLength(0);
    await expect(s.client.publish(s.account, { text: 'a'.repeat(280) })).resolves.toMatchObject({ externalId: expect.any(String) });
  });

  it('refuse une publication vide et un format que X ne prend pas, sans appel', async () => {
    expect((await networkFailure(s.client.publish(s.account, { text: '  ' }))).kind).toBe('invalid_content');
    expect((await networkFailure(s.client.publish(s.account, { text: 'x', media: [sampleImage({ mimeType: 'image/tiff' })] }))).kind).toBe('invalid_content');
    expect((await networkFailure(s.client.publish(s.account, { text: 'x', media: [sampleVideo(1000, { durationSeconds: 300 })] }))).kind).toBe('invalid_content');
    expect(s.exchanges).toHaveLength(0);
  });

  it('publie une photo : envoi en une fois (tweet_image) puis tweet avec media.media_ids', async () => {
    const result = await s.client.publish(s.account, { text: 'La vitrine du jour', media: [sampleImage()] });
    const [upload] = calls('/2/media/upload');
    expect(upload!.requestBody).toEqual({ media: '<binary>', media_category: 'tweet_image', media_type: 'image/png' });
    const mediaId = (upload!.responseBody as { data: { id: string } }).data.id;
    expect(calls('/2/tweets')[0]!.requestBody).toEqual({ text: 'La vitrine du jour', media: { media_ids: [mediaId] } });
    const page = await s.t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.body).toContain(`/pbs/media/${mediaId}`);
  });

  it('publie quatre photos : chacune envoyée à son tour, puis un tweet avec les quatre ids dans l’ordre ; la page les montre en série', async () => {
    const photos = ['image/png', 'image/jpeg', 'image/webp', 'image/png'].map((mimeType) => sampleImage({ mimeType }));
    const result = await s.client.publish(s.account, { text: 'Nos quatre fromages du mois', media: photos });
    const uploads = calls('/2/media/upload').filter((call) => call.method === 'POST');
    expect(uploads.map((call) => (call.requestBody as Record<string, string>).media_type)).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/png']);
    const ids = uploads.map((call) => (call.responseBody as { data: { id: string } }).data.id);
    expect(new Set(ids).size).toBe(4);
    expect(calls('/2/tweets')[0]!.requestBody).toEqual({ text: 'Nos quatre fromages du mois', media: { media_ids: ids } });

    const page = await s.t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.body).toContain('data-testid="sandbox-carousel"');
    const shown = [...page.body.matchAll(/data-testid="sandbox-carousel-item" data-position="(\d)"><img src="[^"]*\/pbs\/media\/(\d+)"/g)];
    expect(shown.map((match) => [match[1], match[2]])).toEqual(ids.map((id, index) => [String(index + 1), id]));
  });

  it('refuse cinq photos, une vidéo parmi des photos, deux GIF, avant tout envoi (invalid_content, en français)', async () => {
    const five = await networkFailure(s.client.publish(s.account, { text: 'Trop', media: Array.from({ length: 5 }, () => sampleImage()) }));
    expect(five.kind).toBe('invalid_content');
    expect(five.message).toBe('X : 5 médias, au-delà des 4 que ce réseau accepte dans une publication');
    const mixed = await networkFailure(s.client.publish(s.account, { text: 'Mêlé', media: [sampleImage(), sampleVideo(1000)] }));
    expect(mixed.message).toBe("X : ce réseau n'accepte pas de vidéo parmi plusieurs médias : une vidéo se publie seule");
    const gifs = [sampleImage({ mimeType: 'image/gif' }), sampleImage({ mimeType: 'image/gif' })];
    expect((await networkFailure(s.client.publish(s.account, { text: 'Deux GIF', media: gifs }))).message).toBe(
      "X : ce réseau n'accepte pas de GIF parmi plusieurs médias : un GIF se publie seul",
    );
    expect(s.exchanges).toHaveLength(0);
  });

  it('publie une vidéo : initialize, append par 1 Mo, finalize, puis STATUS « en cours » jusqu’à « succeeded »', async () => {
    const result = await s.client.publish(s.account, { text: 'Visite de la cave', media: [sampleVideo(2_500_000)] });
    const [init] = calls('/2/media/upload/initialize');
    expect(init!.requestBody).toEqual({ media_type: 'video/mp4', total_bytes: 2_500_000, media_category: 'tweet_video' });
    const id = (init!.responseBody as { data: { id: string } }).data.id;
    const appends = calls(`/2/media/upload/${id}/append`);
    expect(appends.map((call) => (call.requestBody as Record<string, string>).segment_index)).toEqual(['0', '1', '2']);
    const finalize = calls(`/2/media/upload/${id}/finalize`)[0]!;
    expect(finalize.responseBody).toMatchObject({ data: { processing_info: { state: 'pending' } } });
    const states = calls('/2/media/upload')
      .filter((call) => call.method === 'GET')
      .map((call) => (call.responseBody as { data: { processing_info: { state: string } } }).data.processing_info.state);
    expect(states).toEqual(['in_progress', 'in_progress', 'succeeded']);
    expect(calls('/2/tweets')[0]!.requestBody).toEqual({ text: 'Visite de la cave', media: { media_ids: [id] } });
    expect(result.externalId).toMatch(/^\d+$/);
  });

  it('un GIF passe aussi par l’envoi en morceaux (tweet_gif)', async () => {
    await s.client.publish(s.account, { text: 'Animé', media: [sampleImage({ mimeType: 'image/gif' })] });
    expect(calls('/2/media/upload/initialize')[0]!.requestBody).toMatchObject({ media_type: 'image/gif', media_category: 'tweet_gif' });
  });

  it('un échec du traitement vidéo donne une erreur claire, sans tweet', async () => {
    await armFault(s.t, 'twitter', 'status', 'processing_failure');
    const error = await networkFailure(s.client.publish(s.account, { text: 'Ratée', media: [sampleVideo(300_000)] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toBe('X : le traitement du média a échoué (Unsupported video format)');
    expect(calls('/2/tweets')).toHaveLength(0);
  });
});

/** The ids of the photos uploaded in one request, in order. */
const uploadIds = () =>
  calls('/2/media/upload')
    .filter((call) => call.method === 'POST')
    .map((call) => (call.responseBody as { data: { id: string } }).data.id);
/** A metadata request sent to the sandbox as the account, outside the client. */
const metadata = (payload: object) => s.t.app.inject({ method: 'POST', url: `${BASE}/2/media/metadata`, headers: { authorization: `Bearer ${s.account.accessToken}` }, payload });

describe('X — texte alternatif', () => {
  const described = 'Le comté "24 mois" sur sa planche de chêne';

  it('décrit chaque photo qui en a un (POST /2/media/metadata sur son id) avant le tweet ; la page le donne en alt', async () => {
    const result = await s.client.publish(s.account, { text: 'Deux fromages', media: [sampleImage({ altText: described }), sampleImage()] });
    const ids = uploadIds();
    const sent = calls('/2/media/metadata');
    expect(sent.map((call) => call.requestBody)).toEqual([{ id: ids[0], metadata: { alt_text: { text: described } } }]);
    expect(sent[0]!.responseBody).toEqual({ data: { id: ids[0], associated_metadata: { alt_text: { text: described } } } });
    expect(s.exchanges.indexOf(sent[0]!)).toBeLessThan(s.exchanges.indexOf(calls('/2/tweets')[0]!));
    expect(calls('/2/tweets')[0]!.requestBody).toEqual({ text: 'Deux fromages', media: { media_ids: ids } });
    const page = await s.t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.body).toContain(`/pbs/media/${ids[0]}" alt="Le comté &quot;24 mois&quot; sur sa planche de chêne">`);
    expect(page.body).toContain(`/pbs/media/${ids[1]}" alt="">`);
  });

  it('une photo seule montre le sien ; le texte alternatif d’une vidéo reste chez Publia', async () => {
    const photo = await s.client.publish(s.account, { text: 'Une photo', media: [sampleImage({ altText: 'Une meule entamée' })] });
    expect((await s.t.app.inject({ method: 'GET', url: new URL(photo.url).pathname })).body).toContain('alt="Une meule entamée"');
    s.exchanges.splice(0);
    await s.client.publish(s.account, { text: 'Une vidéo', media: [sampleVideo(300_000, { altText: 'La cave' })] });
    expect(calls('/2/media/metadata')).toHaveLength(0);
  });

  it('le bac à sable refuse, comme X, plus de 1 000 caractères et un média inconnu', async () => {
    await s.client.publish(s.account, { text: 'À décrire', media: [sampleImage()] });
    const [id] = uploadIds();
    const tooLong = await metadata({ id, metadata: { alt_text: { text: 'é'.repeat(1001) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ title: 'Invalid Request', errors: [{ parameters: { 'metadata.alt_text.text': [] } }] });
    expect((await metadata({ id: '1234567890123456789', metadata: { alt_text: { text: 'Inconnu' } } })).json()).toMatchObject({
      errors: [{ message: 'media_id is invalid', parameters: { id: [] } }],
    });
    expect((await metadata({ id, metadata: { alt_text: { text: 'é'.repeat(1000) } } })).statusCode).toBe(200);
  });
});

describe('X — statistiques', () => {
  it("les statistiques d'un post inconnu (200 avec errors[] seulement) : « gone », pas une erreur", async () => {
    expect(await s.client.postMetrics(s.account, ['1234567890123456789'])).toEqual([{ externalId: '1234567890123456789', gone: true }]);
  });
});
