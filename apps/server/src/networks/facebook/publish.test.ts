import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, armFault, clientWith, expectKind, openPostPage } from '../meta/graph.test-support.ts';
import type { AccountCredentials, NetworkClient } from '../types.ts';
import { definition } from './index.ts';

let t: TestApp;
let client: NetworkClient;
let account: AccountCredentials;

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('facebook');
  account = accountOf(await connectThroughSandbox(t, client, 'cafe_du_port'));
});
afterAll(() => t?.close());

describe('Facebook : publication sur la Page', () => {
  it('publie un texte sur /feed et donne le lien de la publication, dont la page montre le texte', async () => {
    const text = `Nouvelle carte d’automne : soupe à l’oignon & tarte Tatin ${Date.now()}`;
    const result = await client.publish(account, { text });
    expect(result.externalId).toMatch(new RegExp(`^${account.settings.pageId}_\\d+$`));
    expect(result.url).toBe(`${t.ctx.config.publicUrl}/sandbox/facebook/${account.settings.pageId}/posts/${result.externalId.split('_')[1]}`);
    const page = await openPostPage(t, result.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('soupe à l’oignon &amp; tarte Tatin');
  });

  it('refuse de publier deux fois le même statut (#506) : contenu invalide', async () => {
    const text = `Deux fois la même chose ${Date.now()}`;
    await client.publish(account, { text });
    const error = await expectKind(client.publish(account, { text }), 'invalid_content');
    expect(error.details.code).toBe('506');
  });

  it('publie une photo : envoi non publié puis publication qui l’attache', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const result = await counted.publish(account, { text: 'La vitrine du jour', media: [sampleImage()] });
    const pageId = account.settings.pageId;
    expect(calls).toEqual([`POST /sandbox/facebook/v25.0/${pageId}/photos`, `POST /sandbox/facebook/v25.0/${pageId}/feed`]);
    const page = await openPostPage(t, result.url);
    expect(page.body).toContain('La vitrine du jour');
    expect(page.body).toContain('<img src="http://localhost:3000/media/demo/photo.png"');
  });

  it('publie une vidéo par envoi reprenable (start, parts, finish) et attend « processing » jusqu’à « ready »', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const result = await counted.publish(account, { text: 'Visite de la cuisine', media: [sampleVideo()] });
    const uploads = calls.filter((call) => call === `POST /sandbox/facebook/v25.0/${account.settings.pageId}/videos`);
    // start, three parts of at most 1 MiB for 2.5 MB, finish.
    expect(uploads).toHaveLength(5);
    const checks = calls.filter((call) => call === `GET /sandbox/facebook/v25.0/${result.externalId}`);
    expect(checks).toHaveLength(4);
    expect(result.url).toBe(`${t.ctx.config.publicUrl}/sandbox/facebook/${account.settings.pageId}/videos/${result.externalId}/`);
    const page = await openPostPage(t, result.url);
    expect(page.body).toContain('Visite de la cuisine');
    const file = /<video src="([^"]+)"/.exec(page.body)?.[1];
    const served = await t.app.inject({ method: 'GET', url: new URL(file!).pathname });
    expect(served.rawPayload.equals(await sampleVideo().read())).toBe(true);
  });

  it('signale clairement l’échec du traitement d’une vidéo', async () => {
    await armFault(t, 'facebook', 'status', 'processing_failure');
    const error = await expectKind(client.publish(account, { text: 'Vidéo illisible', media: [sampleVideo()] }), 'invalid_content');
    expect(error.message).toMatch(/^Facebook : le traitement du média a échoué \(error : Video processing failed/);
  });

  it('refuse avant tout appel un texte au-delà de 63 206 caractères ou un format de photo refusé', async () => {
    const { client: counted, calls } = clientWith(t, definition);
    const long = await expectKind(counted.publish(account, { text: 'a'.repeat(63_207) }), 'invalid_content');
    expect(long.message).toContain('63206');
    await expectKind(counted.publish(account, { text: 'Animée', media: [sampleImage({ mimeType: 'image/webp' })] }), 'invalid_content');
    expect(calls).toEqual([]);
  });

  it('refuse le jeton d’une Page pour publier sur une autre Page : permission manquante', async () => {
    const [option] = await client.accountOptions!(account);
    const otherPage = option!.choices[1]!.value;
    const error = await expectKind(client.publish({ ...account, settings: { ...account.settings, pageId: otherPage } }, { text: 'Mauvaise Page' }), 'permission_missing');
    expect(error.details.code).toBe('200');
  });
});
