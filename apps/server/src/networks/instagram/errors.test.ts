import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { sampleImage } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, armFault, clientWith, expectKind, PUBLISH_FAULTS, sandboxPost } from '../meta/graph.test-support.ts';
import type { NetworkClient } from '../types.ts';
import { definition } from './index.ts';

let t: TestApp;
let client: NetworkClient;
const photo = () => sampleImage({ mimeType: 'image/jpeg' });

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('instagram');
});
afterAll(() => t?.close());

const connect = async () => accountOf(await connectThroughSandbox(t, client, 'librairie_des_quais'));

describe('Instagram : chaque erreur de Graph devient un type d’erreur', () => {
  it.each(PUBLISH_FAULTS)('$fault sur media_publish → $kind', async ({ fault, kind }) => {
    const account = await connect();
    await armFault(t, 'instagram', 'publish', fault);
    const error = await expectKind(client.publish(account, { text: `Panne ${fault}`, media: [photo()] }), kind);
    expect(error.message).toMatch(/^Instagram : /);
    expect(error.message).not.toContain(account.accessToken);
  });

  it('limite de débit sur la création du conteneur : reprise d’après X-Business-Use-Case-Usage', async () => {
    const account = await connect();
    await armFault(t, 'instagram', 'upload', 'rate_limit');
    const error = await expectKind(client.publish(account, { text: 'Trop vite', media: [photo()] }), 'rate_limited');
    expect(error.details.code).toBe('80002');
    expect(error.details.resetAt!.getTime() - Date.now()).toBeGreaterThan(6 * 60_000);
  });

  it('délai dépassé sur media_publish : issue inconnue, peut-être publiée', async () => {
    const account = await connect();
    const { client: impatient } = clientWith(t, definition, { timeoutMs: 300 });
    await armFault(t, 'instagram', 'publish', 'timeout');
    const error = await expectKind(impatient.publish(account, { text: 'Sans réponse', media: [photo()] }), 'unknown');
    expect(error.details.maybeDelivered).toBe(true);
  });

  it('permalien illisible après media_publish : la publication est en ligne, issue à vérifier', async () => {
    const account = await connect();
    await armFault(t, 'instagram', 'metrics', 'server_error');
    const error = await expectKind(client.publish(account, { text: 'Déjà en ligne', media: [photo()] }), 'unknown');
    expect(error.details.maybeDelivered).toBe(true);
    const posts = (await t.app.inject({ method: 'GET', url: '/sandbox/_posts?network=instagram' })).json().posts as { text: string }[];
    expect(posts.some((post) => post.text === 'Déjà en ligne')).toBe(true);
  });

  it('jeton expiré sur le profil, puis refusé ensuite', async () => {
    const account = await connect();
    await armFault(t, 'instagram', 'profile', 'token_expired');
    await expectKind(client.profile(account), 'token_expired');
    const again = await expectKind(client.postMetrics(account, ['17800000000000000']), 'token_expired');
    expect(again.details.code).toBe('190/463');
  });

  it('page HTML ou JSON tronqué à la lecture : erreur inconnue qui nomme Instagram', async () => {
    const account = await connect();
    const { externalId } = await client.publish(account, { text: 'À lire', media: [photo()] });
    expect(await sandboxPost(t, 'instagram', externalId)).not.toBeNull();
    await armFault(t, 'instagram', 'metrics', 'html_error_page');
    expect((await expectKind(client.postMetrics(account, [externalId]), 'unknown')).message).toMatch(/^Instagram : réponse illisible/);
    await armFault(t, 'instagram', 'comments', 'truncated_json');
    expect((await expectKind(client.comments!.list(account, externalId), 'unknown')).message).toMatch(/^Instagram : /);
  });

  it('erreur serveur pendant le traitement du conteneur : passagère, rien n’est publié', async () => {
    const account = await connect();
    await armFault(t, 'instagram', 'status', 'server_error');
    const error = await expectKind(client.publish(account, { text: 'Conteneur en panne', media: [photo()] }), 'transient');
    expect(error.details).toMatchObject({ status: 500, code: '2' });
    const posts = (await t.app.inject({ method: 'GET', url: '/sandbox/_posts?network=instagram' })).json().posts as { text: string }[];
    expect(posts.some((post) => post.text === 'Conteneur en panne')).toBe(false);
  });
});
