import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountOf, armFault, clientWith, expectKind, PUBLISH_FAULTS } from '../meta/graph.test-support.ts';
import type { NetworkClient } from '../types.ts';
import { definition } from './index.ts';

let t: TestApp;
let client: NetworkClient;

beforeAll(async () => {
  t = await createTestApp();
  client = t.ctx.networks!.client('facebook');
});
afterAll(() => t?.close());

const connect = async () => accountOf(await connectThroughSandbox(t, client, 'epicerie_fine'));

describe('Facebook : chaque erreur de Graph devient un type d’erreur', () => {
  it.each(PUBLISH_FAULTS)('$fault à la publication → $kind', async ({ fault, kind }) => {
    const account = await connect();
    await armFault(t, 'facebook', 'publish', fault);
    const error = await expectKind(client.publish(account, { text: `Panne ${fault} ${Date.now()}` }), kind);
    expect(error.message).toMatch(/^Facebook : /);
    expect(error.message).not.toContain(account.accessToken);
  });

  it('limite de débit : reprise à l’heure que donne X-Business-Use-Case-Usage', async () => {
    const account = await connect();
    await armFault(t, 'facebook', 'publish', 'rate_limit');
    const error = await expectKind(client.publish(account, { text: 'Trop vite' }), 'rate_limited');
    const minutes = (error.details.resetAt!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(6.5);
    expect(minutes).toBeLessThanOrEqual(7);
    expect(error.details.code).toBe('80001');
  });

  it('jeton expiré : le jeton de Page reste refusé ensuite (code 190)', async () => {
    const account = await connect();
    await armFault(t, 'facebook', 'profile', 'token_expired');
    await expectKind(client.profile(account), 'token_expired');
    const error = await expectKind(client.profile(account), 'token_expired');
    expect(error.details.code).toBe('190/463');
  });

  it('délai dépassé pendant la publication : issue inconnue, peut-être publiée', async () => {
    const account = await connect();
    const { client: impatient } = clientWith(t, definition, { timeoutMs: 300 });
    await armFault(t, 'facebook', 'publish', 'timeout');
    const error = await expectKind(impatient.publish(account, { text: 'Sans réponse' }), 'unknown');
    expect(error.details.maybeDelivered).toBe(true);
  });

  it('page HTML ou JSON tronqué sur une lecture : erreur inconnue qui nomme Facebook', async () => {
    const account = await connect();
    const { externalId } = await client.publish(account, { text: `À lire ${Date.now()}` });
    await armFault(t, 'facebook', 'metrics', 'html_error_page', 2);
    const html = await expectKind(client.postMetrics(account, [externalId]), 'unknown');
    expect(html.message).toMatch(/^Facebook : réponse illisible/);
    await armFault(t, 'facebook', 'comments', 'truncated_json');
    const truncated = await expectKind(client.comments!.list(account, externalId), 'unknown');
    expect(truncated.message).toMatch(/^Facebook : /);
  });

  it('vidéo acceptée puis statut illisible : issue inconnue, peut-être publiée (pas de seconde vidéo)', async () => {
    const account = await connect();
    await armFault(t, 'facebook', 'status', 'server_error');
    const error = await expectKind(client.publish(account, { text: 'Vidéo partie', media: [sampleVideo()] }), 'unknown');
    expect(error.details.maybeDelivered).toBe(true);
    expect(error.message).toMatch(/^Facebook : la publication est partie/);
  });

  it('erreur serveur sur l’envoi d’une vidéo : passagère', async () => {
    const account = await connect();
    await armFault(t, 'facebook', 'upload', 'server_error');
    const error = await expectKind(client.publish(account, { text: 'Vidéo', media: [sampleVideo()] }), 'transient');
    expect(error.details.status).toBe(500);
  });
});
