import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, connectedSandboxClient, failOnProblems, networkFailure, type Exchange } from '../test-support.ts';
import type { AccountCredentials, NetworkClient } from '../types.ts';
import { LINKEDIN_VERSION } from './api.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/linkedin';
let t: TestApp;
let client: NetworkClient;
let account: AccountCredentials;
let exchanges: Exchange[];

const calls = (path: string, method?: string) =>
  exchanges.filter((exchange) => exchange.url.pathname.startsWith(`${BASE}${path}`) && (!method || exchange.method === method));
const author = () => `urn:li:person:${account.externalId}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ client, account, exchanges } = await connectedSandboxClient(t, definition, 'atelier_bois'));
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  // Every versioned call carries LinkedIn's required headers.
  const versioned = exchanges.splice(0).filter((call) => call.url.pathname.startsWith(`${BASE}/rest/`));
  const unversioned = versioned.filter(
    (call) => call.requestHeaders.get('linkedin-version') !== LINKEDIN_VERSION || call.requestHeaders.get('x-restli-protocol-version') !== '2.0.0',
  );
  failOnProblems('LinkedIn headers', unversioned.map((call) => `${call.method} ${call.url.pathname}`));
});

describe('LinkedIn — publication', () => {
  it('publie un texte : corps du Posts API, id lu dans x-restli-id, page du fil qui montre le texte entier', async () => {
    const text = 'Nouvelle table (chêne massif) #artisanat @atelier — 20 % de remise* <3';
    const result = await client.publish(account, { text });
    expect(result.externalId).toMatch(/^urn:li:share:\d{19}$/);
    expect(result.url).toBe(`${t.ctx.config.publicUrl}${BASE}/feed/update/${result.externalId}`);
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

    const page = await t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nouvelle table (chêne massif) #artisanat @atelier — 20 % de remise* &lt;3');
  });

  it('refuse un texte de plus de 3 000 caractères avant tout envoi', async () => {
    const error = await networkFailure(client.publish(account, { text: 'é'.repeat(3001) }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('3001');
    expect(exchanges).toHaveLength(0);
  });

  it('publie une photo : initializeUpload, un seul PUT des octets avec le jeton, puis content.media.id', async () => {
    const result = await client.publish(account, { text: 'Atelier', media: [sampleImage()] });
    const [init] = calls('/rest/images');
    expect(init!.url.searchParams.get('action')).toBe('initializeUpload');
    expect(init!.requestBody).toEqual({ initializeUploadRequest: { owner: author() } });
    const { uploadUrl, image } = (init!.responseBody as { value: { uploadUrl: string; image: string } }).value;
    const puts = exchanges.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url.toString()).toBe(uploadUrl);
    expect(puts[0]!.requestHeaders.get('authorization')).toBe(`Bearer ${account.accessToken}`);
    expect((calls('/rest/posts')[0]!.requestBody as { content: unknown }).content).toEqual({ media: { id: image } });
    const page = await t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(page.body).toContain('<img');
  });

  it('publie une vidéo : parts de 4 Mo avec leurs ETag, finalizeUpload, PROCESSING puis AVAILABLE', async () => {
    const size = 9 * 1024 * 1024;
    await client.publish(account, { text: 'Le tour de main', media: [sampleVideo(size)], title: 'Tournage' });
    const init = calls('/rest/videos', 'POST').find((call) => call.url.searchParams.get('action') === 'initializeUpload')!;
    expect(init.requestBody).toEqual({ initializeUploadRequest: { owner: author(), fileSizeBytes: size, uploadCaptions: false, uploadThumbnail: false } });
    const { video, uploadInstructions, uploadToken } = (init.responseBody as { value: { video: string; uploadToken: string; uploadInstructions: { uploadUrl: string }[] } }).value;
    expect(uploadInstructions).toHaveLength(3);
    const puts = exchanges.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.url.toString())).toEqual(uploadInstructions.map((part) => part.uploadUrl));
    expect(puts.every((call) => call.requestContentType === 'application/octet-stream')).toBe(true);
    const finalize = calls('/rest/videos', 'POST').find((call) => call.url.searchParams.get('action') === 'finalizeUpload')!;
    expect(finalize.requestBody).toEqual({ finalizeUploadRequest: { video, uploadToken, uploadedPartIds: puts.map((call) => call.responseHeaders!.get('etag')) } });
    const states = calls('/rest/videos/', 'GET').map((call) => (call.responseBody as { status: string }).status);
    expect(states).toEqual(['PROCESSING', 'PROCESSING', 'AVAILABLE']);
    expect((calls('/rest/posts')[0]!.requestBody as { content: unknown }).content).toEqual({ media: { id: video, title: 'Tournage' } });
  });

  it('un échec du traitement vidéo (PROCESSING_FAILED) donne une erreur claire, sans publication', async () => {
    await armFault(t, 'linkedin', 'status', 'processing_failure');
    const error = await networkFailure(client.publish(account, { text: 'Ratée', media: [sampleVideo(100_000)] }));
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toBe('LinkedIn : le traitement du média a échoué (Video could not be transcoded)');
    expect(calls('/rest/posts')).toHaveLength(0);
  });
});

const post = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/rest/posts`,
    headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json', ...headers },
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
    const headers = { authorization: `Bearer ${account.accessToken}`, 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' };
    const stranger = await t.app.inject({ method: 'POST', url: `${BASE}/rest/posts`, headers, payload: { author: 'urn:li:person:1', commentary: 'x', visibility: 'PUBLIC', distribution: {}, lifecycleState: 'PUBLISHED' } });
    expect(stranger.statusCode).toBe(403);
    const incomplete = await t.app.inject({ method: 'POST', url: `${BASE}/rest/posts`, headers, payload: { commentary: 'x' } });
    expect(incomplete.json()).toEqual({ status: 422, message: 'ERROR :: /author :: field is required but not found and has no default value' });
  });
});
