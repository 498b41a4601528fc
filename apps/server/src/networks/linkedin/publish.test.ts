import { afterEach, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { armFault, failOnProblems, networkFailure, photoAlts, sandboxSuite } from '../test-support.ts';
import { LINKEDIN_VERSION } from './api.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/linkedin';

const calls = (path: string, method?: string) => s.exchanges.filter((exchange) => exchange.url.pathname.startsWith(`${BASE}${path}`) && (!method || exchange.method === method));
const author = () => `urn:li:person:${s.account.externalId}`;

const s = sandboxSuite(definition, 'atelier_bois');
afterEach(() => {
  // Every versioned call carries LinkedIn's required headers.
  const versioned = s.exchanges.splice(0).filter((call) => call.url.pathname.startsWith(`${BASE}/rest/`));
  const unversioned = versioned.filter(
    (call) => call.requestHeaders.get('linkedin-version') !== LINKEDIN_VERSION || call.requestHeaders.get('x-restli-protocol-version') !== '2.0.0',
  );
  failOnProblems(
    'LinkedIn headers',
    unversioned.map((call) => `${call.method} ${call.url.pathname}`),
  );
});

describe('LinkedIn — publication', () => {
  it('publie un texte : corps du Posts API, id lu dans x-restli-id, page du fil qui montre le texte entier', async () => {
    const text = 'Nouvelle table (chêne massif) #artisanat @atelier — 20 % de remise* <3';
    const result = await s.client.publish(s.account, { text });
    expect(result.externalId).toMatch(/^urn:li:share:\d{19}$/);
    expect(result.url).toBe(`${s.t.ctx.config.publicUrl}${BASE}/feed/update/${result.externalId}`);
    const [post] = calls('/rest/posts');
    expect(post!.requestBody).toEqual({
      author: author(),
      commentary: 'Nouvelle table \\(chêne massif\\) \\#artisanat \\@atelier — 20 % de remise\\* \\<3',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
    expect(post!.status).toBe(201);
    expect(post!.responseBody).toBeNull();

    const page = await s.t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nouvelle table (chêne massif) #artisanat @atelier — 20 % de remise* &lt;3');
  });

  it('refuse un texte de plus de 3 000 caractères avant tout envoi', async () => {
    const error = await networkFailure(s.client.publish(s.account, { text: 'é'.repeat(3001) }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('3001');
    expect(s.exchanges).toHaveLength(0);
  });

  it('publie une photo : initializeUpload, un seul PUT des octets avec le jeton, puis content.media.id', async () => {
    const result = await s.client.publish(s.account, { text: 'Atelier', media: [sampleImage()] });
    const [init] = calls('/rest/images');
    expect(init!.url.searchParams.get('action')).toBe('initializeUpload');
    expect(init!.requestBody).toEqual({ initializeUploadRequest: { owner: author() } });
    const { uploadUrl, image } = (init!.responseBody as { value: { uploadUrl: string; image: string } }).value;
    const puts = s.exchanges.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url.toString()).toBe(uploadUrl);
    expect(puts[0]!.requestHeaders.get('authorization')).toBe(`Bearer ${s.account.accessToken}`);
    expect((calls('/rest/posts')[0]!.requestBody as { content: unknown }).content).toEqual({ media: { id: image } });
    const page = await s.t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.body).toContain('<img');
  });

  it('publie une vidéo : parts de 4 Mo avec leurs ETag, finalizeUpload, PROCESSING puis AVAILABLE', async () => {
    const size = 9 * 1024 * 1024;
    await s.client.publish(s.account, { text: 'Le tour de main', media: [sampleVideo(size)], title: 'Tournage' });
    const init = calls('/rest/videos', 'POST').find((call) => call.url.searchParams.get('action') === 'initializeUpload')!;
    expect(init.requestBody).toEqual({ initializeUploadRequest: { owner: author(), fileSizeBytes: size, uploadCaptions: false, uploadThumbnail: false } });
    const { video, uploadInstructions, uploadToken } = (init.responseBody as { value: { video: string; uploadToken: string; uploadInstructions: { uploadUrl: string }[] } }).value;
    expect(uploadInstructions).toHaveLength(3);
    const puts = s.exchanges.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.url.toString())).toEqual(uploadInstructions.map((part) => part.uploadUrl));
    expect(puts.every((call) => call.requestContentType === 'application/octet-stream')).toBe(true);
    const finalize = calls('/rest/videos', 'POST').find((call) => call.url.searchParams.get('action') === 'finalizeUpload')!;
    expect(finalize.requestBody).toEqual({ finalizeUploadRequest: { video, uploadToken, uploadedPartIds: puts.map((call) => call.responseHeaders!.get('etag')) } });
    const states = calls('/rest/videos/', 'GET').map((call) => (call.responseBody as { status: string }).status);
    expect(states).toEqual(['PROCESSING', 'PROCESSING', 'AVAILABLE']);
    expect((calls('/rest/posts')[0]!.requestBody as { content: unknown }).content).toEqual({ media: { id: video, title: 'Tournage' } });
  });

  it('un échec du traitement vidéo (PROCESSING_FAILED) donne une erreur claire, sans publication', async () => {
    await armFault(s.t, 'linkedin', 'status', 'processing_failure');
    const error = await networkFailure(s.client.publish(s.account, { text: 'Ratée', media: [sampleVideo(100_000)] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toBe('LinkedIn : le traitement du média a échoué (Video could not be transcoded)');
    expect(calls('/rest/posts')).toHaveLength(0);
  });
});

describe('LinkedIn — plusieurs photos et premier commentaire', () => {
  it('publie 3 photos : un initializeUpload et un PUT chacune, puis content.multiImage dans l’ordre ; la page montre le carrousel', async () => {
    const result = await s.client.publish(s.account, { text: 'Trois vues de l’atelier', media: [sampleImage(), sampleImage(), sampleImage()] });
    const images = calls('/rest/images').map((call) => (call.responseBody as { value: { image: string } }).value.image);
    expect(images).toHaveLength(3);
    expect(s.exchanges.filter((call) => call.method === 'PUT')).toHaveLength(3);
    expect((calls('/rest/posts')[0]!.requestBody as { content: unknown }).content).toEqual({ multiImage: { images: images.map((id) => ({ id })) } });
    const page = await s.t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.body).toContain('data-testid="sandbox-carousel"');
    expect(page.body.match(/data-testid="sandbox-carousel-item"/g)).toHaveLength(3);
  });

  it('texte alternatif : content.media.altText pour une photo, images[i].altText pour plusieurs ; la page le donne en alt', async () => {
    const one = await s.client.publish(s.account, { text: 'Le banc', media: [sampleImage({ altText: 'Un banc en chêne huilé' })] });
    const [image] = calls('/rest/images').map((call) => (call.responseBody as { value: { image: string } }).value.image);
    expect((calls('/rest/posts')[0]!.requestBody as { content: unknown }).content).toEqual({ media: { id: image, altText: 'Un banc en chêne huilé' } });
    expect(photoAlts((await s.t.app.inject({ method: 'GET', url: new URL(one.url).pathname })).body)).toEqual(['Un banc en chêne huilé']);

    s.exchanges.splice(0);
    const set = await s.client.publish(s.account, { text: 'Deux vues', media: [sampleImage({ altText: 'Le plateau poncé' }), sampleImage()] });
    const images = calls('/rest/images').map((call) => (call.responseBody as { value: { image: string } }).value.image);
    expect((calls('/rest/posts')[0]!.requestBody as { content: unknown }).content).toEqual({
      multiImage: { images: [{ id: images[0], altText: 'Le plateau poncé' }, { id: images[1] }] },
    });
    const page = (await s.t.app.inject({ method: 'GET', url: new URL(set.url).pathname })).body;
    expect(page).toContain('data-testid="sandbox-carousel"');
    expect(photoAlts(page)).toEqual(['Le plateau poncé', '']);
  });

  it('le texte alternatif d’une vidéo n’est pas envoyé', async () => {
    await s.client.publish(s.account, { text: 'Le tour', media: [sampleVideo(100_000, { altText: 'Le tour à bois' })], title: 'Tour' });
    expect((calls('/rest/posts')[0]!.requestBody as { content: { media: unknown } }).content.media).not.toHaveProperty('altText');
  });

  it('refuse 11 photos ou une vidéo parmi des photos avant tout envoi', async () => {
    const tooMany = await networkFailure(s.client.publish(s.account, { text: 'x', media: Array.from({ length: 11 }, () => sampleImage()) }));
    expect(tooMany.message).toBe('LinkedIn : 11 médias, au-delà des 10 que ce réseau accepte dans une publication');
    const mixed = await networkFailure(s.client.publish(s.account, { text: 'x', media: [sampleImage(), sampleVideo(100_000)] }));
    expect(mixed.kind).toBe('invalid_content');
    expect(s.exchanges).toHaveLength(0);
  });

  it('premier commentaire : un commentaire du membre sur son post, relu comme le sien (fromAccount) et montré sous le post', async () => {
    const post = await s.client.publish(s.account, { text: 'Portes ouvertes samedi' });
    const comment = await s.client.publishFollowUp!(s.account, {
      postExternalId: post.externalId,
      replyToExternalId: post.externalId,
      text: 'Inscription : atelier-bois.fr (gratuit)',
    });
    const [sent] = calls('/rest/socialActions/', 'POST');
    expect(decodeURIComponent(sent!.url.pathname)).toBe(`${BASE}/rest/socialActions/${post.externalId}/comments`);
    expect(sent!.requestBody).toEqual({ actor: author(), object: post.externalId, message: { text: 'Inscription : atelier-bois.fr (gratuit)' } });
    expect(comment.externalId).toMatch(/^urn:li:comment:\(urn:li:share:\d+,\d+\)$/);
    const listed = await s.client.comments!.list(s.account, post.externalId);
    expect(listed.filter((item) => item.fromAccount).map((item) => [item.id, item.text, item.parentId])).toEqual([
      [comment.externalId, 'Inscription : atelier-bois.fr (gratuit)', null],
    ]);
    const page = await s.t.app.inject({ method: 'GET', url: new URL(post.url).pathname });
    expect(page.body.slice(page.body.indexOf('data-testid="sandbox-comments"'))).toContain('Inscription : atelier-bois.fr (gratuit)');
  });

  it('un premier commentaire de plus de 1 250 caractères est refusé avant l’envoi', async () => {
    const error = await networkFailure(s.client.publishFollowUp!(s.account, { postExternalId: 'urn:li:share:1', replyToExternalId: 'urn:li:share:1', text: 'a'.repeat(1251) }));
    expect(error.message).toBe('LinkedIn : le premier commentaire compte 1251 caractères, au-delà des 1250 autorisés');
    expect(s.exchanges).toHaveLength(0);
  });
});

const post = (headers: Record<string, string>) =>
  s.t.app.inject({
    method: 'POST',
    url: `${BASE}/rest/posts`,
    headers: { authorization: `Bearer ${s.account.accessToken}`, 'content-type': 'application/json', ...headers },
    payload: { author: author(), commentary: 'x', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' },
  });

describe('LinkedIn — ce que le bac à sable vérifie comme le vrai', () => {
  it('refuse un appel sans LinkedIn-Version, avec une version retirée, ou sans Rest.li 2.0.0', async () => {
    expect((await post({ 'x-restli-protocol-version': '2.0.0' })).json()).toMatchObject({ status: 400, code: 'VERSION_MISSING' });
    expect((await post({ 'linkedin-version': '202301', 'x-restli-protocol-version': '2.0.0' })).json()).toMatchObject({ status: 426, code: 'NONEXISTENT_VERSION' });
    expect((await post({ 'linkedin-version': LINKEDIN_VERSION })).statusCode).toBe(400);
    expect((await post({ 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' })).statusCode).toBe(201);
  });

  it('refuse un auteur qui n’est pas le membre du jeton, et un champ manquant (422)', async () => {
    const headers = { authorization: `Bearer ${s.account.accessToken}`, 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' };
    const stranger = await s.t.app.inject({
      method: 'POST',
      url: `${BASE}/rest/posts`,
      headers,
      payload: { author: 'urn:li:person:1', commentary: 'x', visibility: 'PUBLIC', distribution: {}, lifecycleState: 'PUBLISHED' },
    });
    expect(stranger.statusCode).toBe(403);
    const incomplete = await s.t.app.inject({ method: 'POST', url: `${BASE}/rest/posts`, headers, payload: { commentary: 'x' } });
    expect(incomplete.json()).toEqual({ status: 422, message: 'ERROR :: /author :: field is required but not found and has no default value' });
  });

  it('refuse un multiImage de moins de 2 ou plus de 20 images, et une image qui n’a pas été téléversée', async () => {
    const headers = { authorization: `Bearer ${s.account.accessToken}`, 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' };
    const uploaded = async () => {
      const init = await s.t.app.inject({ method: 'POST', url: `${BASE}/rest/images?action=initializeUpload`, headers, payload: { initializeUploadRequest: { owner: author() } } });
      const { uploadUrl, image } = init.json().value as { uploadUrl: string; image: string };
      const put = await s.t.app.inject({
        method: 'PUT',
        url: new URL(uploadUrl).pathname + new URL(uploadUrl).search,
        headers: { authorization: headers.authorization, 'content-type': 'application/octet-stream' },
        payload: Buffer.from('GIF89a'),
      });
      expect(put.statusCode).toBe(201);
      return image;
    };
    const withImages = (images: string[]) =>
      s.t.app.inject({
        method: 'POST',
        url: `${BASE}/rest/posts`,
        headers,
        payload: {
          author: author(),
          commentary: 'x',
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED' },
          lifecycleState: 'PUBLISHED',
          content: { multiImage: { images: images.map((id) => ({ id })) } },
        },
      });
    const image = await uploaded();
    expect((await withImages([image])).json()).toMatchObject({ status: 422, message: 'ERROR :: /content/multiImage/images :: must hold between 2 and 20 images' });
    expect((await withImages(Array(21).fill(image))).statusCode).toBe(422);
    expect((await withImages([image, 'urn:li:image:D4D10AQjamais'])).json()).toMatchObject({ status: 400, code: 'ILLEGAL_ARGUMENT' });
    expect((await withImages([image, await uploaded()])).statusCode).toBe(201);
  });

  it('refuse un altText qui n’est pas un texte ou dépasse 4 086 caractères (422), sans rien publier', async () => {
    const headers = { authorization: `Bearer ${s.account.accessToken}`, 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' };
    const described = (altText: unknown) =>
      s.t.app.inject({
        method: 'POST',
        url: `${BASE}/rest/posts`,
        headers,
        payload: {
          author: author(),
          commentary: 'x',
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED' },
          lifecycleState: 'PUBLISHED',
          content: { media: { id: 'urn:li:image:D4D10AQjamais', altText } },
        },
      });
    expect((await described('a'.repeat(4087))).json()).toEqual({ status: 422, message: 'ERROR :: /content/media/altText :: is longer than 4086 characters' });
    expect((await described(12)).json()).toEqual({ status: 422, message: 'ERROR :: /content/media/altText :: is not a string' });
  });
});
