import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, armFault, clientWith, expectKind, openPostPage } from '../meta/graph.test-support.ts';
import type { AccountCredentials, NetworkClient } from '../types.ts';
import { readGraphError } from '../meta/errors.ts';
import { definition } from './index.ts';
import { QUOTAS, recordUse } from '../../sandbox/instagram/store.ts';

let t: TestApp;
let client: NetworkClient;
let account: AccountCredentials;
const photo = () => sampleImage({ mimeType: 'image/jpeg', url: 'http://localhost:3000/media/demo/photo.jpg' });

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('instagram');
  account = accountOf(await connectThroughSandbox(t, client, 'patisserie_lila'));
});
afterAll(() => t?.close());

describe('Instagram : publication par conteneur', () => {
  it('refuse un texte seul avant tout appel', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const error = await expectKind(counted.publish(account, { text: 'Rien à montrer' }), 'invalid_content');
    expect(error.message).toBe("Instagram : ce réseau n'accepte pas de publication sans photo ni vidéo");
    expect(calls).toEqual([]);
  });

  it('refuse avant tout appel une légende de plus de 2 200 caractères ou une photo hors proportions', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    await expectKind(counted.publish(account, { text: 'é'.repeat(2_201), media: [photo()] }), 'invalid_content');
    const panorama = sampleImage({ mimeType: 'image/jpeg', width: 3000, height: 1000 });
    const error = await expectKind(counted.publish(account, { text: 'Panorama', media: [panorama] }), 'invalid_content');
    expect(error.message).toContain('proportions');
    expect(calls).toEqual([]);
  });

  it('publie une photo : quota, conteneur, statut jusqu’à FINISHED, media_publish, puis permalien', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const result = await counted.publish(account, { text: 'Éclairs au café ☕ #patisserie', media: [photo()] });
    const base = `/sandbox/instagram/v25.0`;
    expect(calls[0]).toBe(`GET ${base}/${account.externalId}/content_publishing_limit`);
    expect(calls[1]).toBe(`POST ${base}/${account.externalId}/media`);
    const containerChecks = calls.filter((call) => /^GET .*\/\d{17}$/.test(call) && !call.endsWith(result.externalId));
    expect(containerChecks).toHaveLength(2);
    expect(calls.at(-2)).toBe(`POST ${base}/${account.externalId}/media_publish`);
    expect(calls.at(-1)).toBe(`GET ${base}/${result.externalId}`);
    expect(result.url).toMatch(new RegExp(`^${t.ctx.config.publicUrl}/sandbox/instagram/p/[\\w-]{11}/$`));
    const page = await openPostPage(t, result.url);
    expect(page.body).toContain('Éclairs au café ☕ #patisserie');
    expect(page.body).toContain('<img src="http://localhost:3000/media/demo/photo.jpg"');
  });

  it('publie une vidéo en Reel après plusieurs « IN_PROGRESS »', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const result = await counted.publish(account, { text: 'Le montage d’un fraisier', media: [sampleVideo()] });
    const statusChecks = calls.filter((call) => /^GET .*\/\d{17}$/.test(call) && !call.endsWith(result.externalId));
    expect(statusChecks).toHaveLength(4);
    expect(result.url).toContain('/sandbox/instagram/reel/');
    const page = await openPostPage(t, result.url);
    expect(page.body).toContain('Le montage d’un fraisier');
    expect(page.body).toContain('<video');
  });

  it('un conteneur en ERROR donne une erreur claire, sans rien publier', async () => {
    await armFault(t, 'instagram', 'status', 'processing_failure');
    const { client: counted, calls } = clientWith(t, definition);
    const error = await expectKind(counted.publish(account, { text: 'Vidéo abîmée', media: [sampleVideo()] }), 'invalid_content');
    expect(error.message).toBe('Instagram : le traitement du média a échoué (ERROR : Error: 2207026 (unsupported video format))');
    expect(calls.some((call) => call.endsWith('/media_publish'))).toBe(false);
  });

  it('le faux refuse lui-même un conteneur sans média', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/sandbox/instagram/v25.0/${account.externalId}/media`,
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { caption: 'Texte seul' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ type: 'OAuthException', code: 100 });
  });
});

describe('Instagram : quota de publications sur 24 h', () => {
  it('la limite de publications atteinte est annoncée avant de créer un conteneur', async () => {
    const busy = accountOf(await connectThroughSandbox(t, client, 'compte_tres_actif'));
    for (let i = 0; i < QUOTAS.posts; i++) await recordUse(t.ctx.db, 'posts', busy.externalId);
    const { client: counted, calls } = clientWith(t, definition);
    const error = await expectKind(counted.publish(busy, { text: 'Encore une', media: [photo()] }), 'rate_limited');
    expect(error.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    expect(error.message).toContain(`${QUOTAS.posts} publications par 24 h`);
    expect(calls).toEqual([`GET /sandbox/instagram/v25.0/${busy.externalId}/content_publishing_limit`]);
  });

  it('media_publish au-delà du quota répond le code 9 / 2207042, lu comme une limite de débit', async () => {
    const busy = accountOf(await connectThroughSandbox(t, client, 'compte_tres_actif'));
    const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
      t.app.inject({ method, url: `/sandbox/instagram/v25.0/${path}`, headers: { authorization: `Bearer ${busy.accessToken}` }, ...(payload ? { payload } : {}) });
    const container = (await call('POST', `${busy.externalId}/media`, { image_url: 'http://localhost:3000/a.jpg', caption: 'x' })).json().id;
    await call('GET', `${container}?fields=status_code`);
    expect((await call('GET', `${container}?fields=status_code`)).json().status_code).toBe('FINISHED');
    const refused = await call('POST', `${busy.externalId}/media_publish`, { creation_id: container });
    expect(refused.json().error).toMatchObject({ code: 9, error_subcode: 2207042 });
    const read = readGraphError('instagram')({ status: refused.statusCode, headers: new Headers(), body: refused.json() });
    expect(read?.kind).toBe('rate_limited');
  });
});
